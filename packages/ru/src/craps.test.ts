import {
  ALL_BETS,
  BET_KINDS,
  canChange,
  CRAPS_ERROR_CODES,
  apply,
  resolveRulesOrThrow,
  settleBet,
  start,
  startOrThrow,
  winningPayout,
  type CrapsAction,
  type CrapsError,
  type CrapsErrorCode,
  type CrapsEvent,
  type CrapsState,
  playCrapsTable,
} from '@croupier/engine/craps';
import { describe, expect, it } from 'vitest';
import { BET_KIND_NAMES_RU, betNameRu, crapsErrorRu, crapsEventRu, crapsPlayNameRu } from './craps.js';
import { formatNumber } from './format.js';

const seed = resolveRulesOrThrow({ preset: 'seed' });
const casino = resolveRulesOrThrow({ preset: 'casino' });

// Cyrillic players, so any Latin letter in a sentence is the module's own.
const open = (rules = seed, seats: Record<string, number> = { Аня: 1000, Борис: 1000 }) =>
  startOrThrow(rules, { seats, seed: 1 }).state;
function run(state: CrapsState, actions: readonly CrapsAction[]): CrapsState {
  for (const a of actions) {
    const r = apply(state, a);
    if (!r.ok) throw new Error(r.error.message);
    state = r.value.state;
  }
  return state;
}
const bet = (betId: string, amount: number, player = 'Аня') =>
  ({ type: 'bet', player, bet: betId, amount }) as CrapsAction;
const roll = (a: number, b: number) => ({ type: 'roll', dice: [a, b] }) as CrapsAction;
const atSix = (rules = seed) => run(open(rules), [bet('pass', 10), bet('dontPass', 10, 'Борис'), roll(2, 4)]);

function errorOf(r: { ok: boolean; error?: unknown }): CrapsError {
  if (r.ok) throw new Error('expected a rule error');
  return r.error as CrapsError;
}

/** A real error for every code, made through the engine's entry points; the numeric details to find. */
const CASES: readonly [CrapsErrorCode, () => CrapsError, readonly string[]][] = [
  ['craps/bad-rules', () => errorOf(start({ ...seed, commissionPercent: -5 }, { seats: { Аня: 1 }, seed: 1 })), []],
  ['craps/bad-seed', () => errorOf(start(seed, { seats: { Аня: 1 }, seed: NaN })), ['maxLength']],
  [
    'craps/bad-setup',
    () =>
      errorOf(start(seed, { seats: Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`м${i}`, 1])), seed: 1 })),
    ['seats', 'maxSeats'],
  ],
  [
    'craps/bad-players',
    () =>
      errorOf(
        playCrapsTable(
          seed,
          ['я', 'я'].map((id) => ({ id, chips: 10, style: { kind: 'place', stake: 6 } }) as const),
          { rolls: 1, seed: 1 },
        ),
      ),
    [],
  ],
  ['craps/bad-player', () => errorOf(start(seed, { seats: { ['я'.repeat(61)]: 1 }, seed: 1 })), ['maxLength']],
  ['craps/bad-bank', () => errorOf(start(seed, { seats: { Аня: 2 ** 53 }, seed: 1 })), ['max']],
  ['craps/bad-action', () => errorOf(apply(open(), { type: 'сдать' } as never)), []],
  ['craps/unknown-player', () => errorOf(apply(open(), bet('field', 5, 'Вера'))), []],
  ['craps/unknown-bet', () => errorOf(apply(open(), bet('поле', 5))), []],
  ['craps/bad-amount', () => errorOf(apply(open(), bet('field', 2.5))), ['max']],
  ['craps/bad-point', () => errorOf(settleBet(seed, { bet: 'pass', stake: 10, point: 7 as never, dice: [3, 4] })), []],
  ['craps/bad-roll', () => errorOf(apply(open(), roll(0, 7))), []],
  ['craps/no-such-bet', () => errorOf(apply(open(), { type: 'remove', player: 'Аня', bet: 'field' })), []],
  ['craps/line-bet-after-point', () => errorOf(apply(atSix(), bet('dontPass', 10))), ['point']],
  ['craps/come-before-point', () => errorOf(apply(open(), bet('come', 10))), []],
  ['craps/contract-bet', () => errorOf(canChange(atSix(casino), 'Аня', 'pass', 'remove')), ['point']],
  ['craps/cannot-increase', () => errorOf(apply(atSix(), bet('dontPass', 10, 'Борис'))), []],
  ['craps/not-placeable', () => errorOf(apply(atSix(), bet('come6', 10))), []],
  ['craps/odds-without-bet', () => errorOf(apply(atSix(), bet('comeOdds6', 10))), []],
  ['craps/odds-over-limit', () => errorOf(apply(atSix(), bet('passOdds', 51))), ['flat', 'limit', 'total']],
  [
    'craps/odds-would-exceed-limit',
    () =>
      errorOf(apply(run(atSix(), [bet('passOdds', 50)]), { type: 'reduce', player: 'Аня', bet: 'pass', amount: 1 })),
    ['flat', 'odds', 'limit'],
  ],
  ['craps/horn-stake', () => errorOf(apply(open(), bet('horn', 5))), ['total', 'multipleOf']],
  [
    'craps/reduce-too-much',
    () => errorOf(apply(atSix(), { type: 'reduce', player: 'Аня', bet: 'pass', amount: 10 })),
    ['current', 'amount', 'max'],
  ],
  [
    'craps/stake-limit',
    () => errorOf(apply(run(open(seed, { Аня: 3e12 }), [bet('field', 1e12)]), bet('field', 1))),
    ['total', 'limit'],
  ],
  ['craps/not-enough-chips', () => errorOf(apply(open(), bet('buy4', 999))), ['bank', 'needed', 'commission']],
  [
    'craps/balance-limit',
    () => errorOf(apply(open(seed, { Аня: 1e15 - 100 }), bet('two', 4))),
    ['worth', 'maxWin', 'limit'],
  ],
];

describe('a Russian sentence for every craps error code', () => {
  it('the cases cover every code', () => {
    expect(CASES.map(([c]) => c).sort()).toEqual([...CRAPS_ERROR_CODES].sort());
  });

  it.each(CASES)('%s', (code, make, numbers) => {
    const error = make();
    expect(error.code).toBe(code);
    const text = crapsErrorRu(error);
    expect(text).toMatch(/[А-Яа-яЁё]/u);
    expect(text).not.toMatch(/[A-Za-z]/u); // no code, no English word, not the engine's message
    const details = error.details as unknown as Record<string, number>;
    for (const key of numbers) expect(text).toContain(formatNumber(details[key]!));
  });

  it.each([
    ['the odds limit with its multiple', 'craps/odds-over-limit', 'предел 3-4-5×'],
    // buy 4 for 999: 5 % of 999 is 49,95, rounded down
    ['the commission paid with the bet', 'craps/not-enough-chips', 'требует 1048, вместе с комиссией 49'],
    ['the bet asked for by name', 'craps/contract-bet', 'Ставка «Проходит» на своём пункте (пункт 6)'],
    ['what to bet instead', 'craps/line-bet-after-point', 'ставьте «Не приходит»'],
  ] as const)('reads naturally: %s', (_what, code, phrase) => {
    const [, make] = CASES.find(([c]) => c === code)!;
    expect(crapsErrorRu(make())).toContain(phrase);
  });
});

describe('the names of the bets', () => {
  it.each([
    ['pass', '«Проходит»'],
    ['dontPass', '«Не проходит»'],
    ['place6', '«На номер» 6'],
    ['placeToLose4', '«Против номера» 4'],
    ['buy10', '«Купить» 10'],
    ['lay5', '«Лэй» 5'],
    ['hard8', '«Хард 8»'],
    ['big6', '«Большая 6»'],
    ['comeOdds9', 'Шансы к «Приходит» 9'],
  ] as const)('%s is %s', (id, name) => {
    expect(betNameRu(id)).toBe(name);
  });

  it('every bet and every kind has a Cyrillic name', () => {
    expect(Object.keys(BET_KIND_NAMES_RU).sort()).toEqual([...BET_KINDS].sort());
    for (const id of ALL_BETS) expect(betNameRu(id)).toMatch(/^[^A-Za-z]*[А-Яа-яЁё][^A-Za-z]*$/u);
  });

  it('the payout helpers and the names work together', () => {
    const w = winningPayout(seed, 'place6', 12, 8);
    expect(w.ok && `${betNameRu(w.value.bet)}: +${w.value.settlement!.won}`).toBe('«На номер» 6: +14');
  });
});

describe('the log of a table and the rows of the odds table', () => {
  it.each([
    [{ type: 'pointSet', point: 4 }, 'Пункт — 4: шайба ВКЛ'],
    [{ type: 'rolled', dice: [3, 4], total: 7, hard: false, comeOut: true }, 'Бросок 3 + 4 = 7 (выходной)'],
    [{ type: 'sevenOut', point: 6 }, 'Семёрка раньше пункта 6: шайба ВЫКЛ'],
    [
      {
        type: 'betSettled',
        player: 'me',
        bet: 'place6',
        outcome: 'win',
        stake: 12,
        won: 14,
        lost: 0,
        commission: 0,
        paid: 26,
      },
      '«На номер» 6 выигрывает 14',
    ],
    [
      { type: 'betMoved', player: 'me', from: 'come', to: 'come6', amount: 10 },
      '«Приходит» переходит на «Приходит» на номере 6',
    ],
  ] as const)('%j → %s', (event, want) => {
    expect(crapsEventRu(event as CrapsEvent)).toBe(want);
  });

  it.each([
    ['passTakenDownAtPoint', '«Проходит», снятая при установке пункта'],
    ['passOdds4', 'Шансы к «Проходит» на 4'],
    ['hard8', '«Хард 8»'],
    ['noSuchBet', '—'],
  ])('%s → %s', (id, want) => {
    expect(crapsPlayNameRu(id)).toBe(want);
  });
});
