import { describe, expect, it } from 'vitest';
import { parseCardsOrThrow } from '@croupier/engine/cards';
import {
  apply,
  BLACKJACK_ERROR_CODES,
  canBet,
  checkRules,
  mayDouble,
  insuranceCost,
  maySplit,
  resolveRulesOrThrow,
  settleHand,
  start,
  startOrThrow,
  type BlackjackAction,
  type BlackjackError,
  type BlackjackErrorCode,
  type BlackjackRules,
  type BlackjackState,
  evaluateRamp,
  precomputeSpread,
  COUNTING_SYSTEMS,
  type SpreadModel,
  playBlackjackTable,
  type BlackjackPlayStyle,
  type BlackjackSeatPlayer,
} from '@croupier/engine/blackjack';
import { BLACKJACK_ACTION_RU, blackjackActionLabelRu, blackjackErrorRu } from './blackjack.js';
import { formatNumber } from './format.js';

const SEED = resolveRulesOrThrow({ preset: 'seed' });
const CASINO = resolveRulesOrThrow({ preset: 'casino' });

/** A table of one box «анна» dealt from `cards` (box, up-card, box, hole, hits) after a bet of `bet`. */
function dealt(rules: BlackjackRules, cards: string, bet = 10, bank = 1000): BlackjackState {
  let s = startOrThrow(rules, { seats: { анна: bank }, seed: 1, shoe: parseCardsOrThrow(cards) }).state;
  for (const a of [{ type: 'bet', box: 'анна', amount: bet }, { type: 'deal' }] as const) {
    const r = apply(s, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  return s;
}

function refusal(result: { ok: boolean; error?: BlackjackError }): BlackjackError {
  if (result.ok || !result.error) throw new Error('expected a refusal');
  return result.error;
}

const table = () => startOrThrow(SEED, { seats: { анна: 100 }, seed: 1 }).state;
const act = (s: BlackjackState, a: unknown) => refusal(apply(s, a as BlackjackAction));

/** Real errors, each made through the engine's public functions, at least one per code. */
const CASES: readonly [string, () => BlackjackError][] = [
  ['bad rules: decks 0', () => refusal(checkRules({ ...SEED, decks: 0 }))],
  ['bad rules: not an object', () => refusal(start(null as never, { seats: { анна: 1 }, seed: 1 }))],
  ['bad setup: null', () => refusal(start(SEED, null as never))],
  ['bad setup: no seats', () => refusal(start(SEED, { seats: {}, seed: 1 }))],
  [
    'bad setup: eight seats',
    () => refusal(start(SEED, { seats: Object.fromEntries([...'абвгдежз'].map((c) => [c, 1])), seed: 1 })),
  ],
  ['bad setup: a balance of 2.5', () => refusal(start(SEED, { seats: { анна: 2.5 }, seed: 1 }))],
  ['bad setup: a seed of NaN', () => refusal(start(SEED, { seats: { анна: 1 }, seed: NaN }))],
  ['bad setup: a shoe of text', () => refusal(start(SEED, { seats: { анна: 1 }, seed: 1, shoe: 'As' as never }))],
  [
    'bad setup: a shoe of 417 cards',
    () => refusal(start(SEED, { seats: { анна: 1 }, seed: 1, shoe: Array.from({ length: 417 }, (_, i) => i % 52) })),
  ],
  ['bad setup: an unknown key', () => refusal(start(SEED, { seats: { анна: 1 }, seed: 1, x: 1 } as never))],
  ['bad setup: an empty seat id', () => refusal(start(SEED, { seats: { '': 1 }, seed: 1 }))],
  ['bad action: null', () => act(table(), null)],
  ['bad action: take "false"', () => act(dealt(CASINO, 'As Ac Kh 7d'), { type: 'evenMoney', take: 'false' })],
  ['bad action: a box that is a number', () => act(table(), { type: 'bet', box: 5, amount: 1 })],
  ['wrong phase: hit before the deal', () => act(table(), { type: 'hit' })],
  ['unknown box', () => act(table(), { type: 'bet', box: 'борис', amount: 1 })],
  ['bad stake: 2.5', () => act(table(), { type: 'bet', box: 'анна', amount: 2.5 })],
  ['bad stake: insurance of -1', () => act(dealt(SEED, 'Ts Ac 9h 7d'), { type: 'insurance', amount: -1 })],
  ['cannot bet: over the balance', () => act(table(), { type: 'bet', box: 'анна', amount: 101 })],
  [
    'cannot bet: refuse rounding',
    () =>
      refusal(
        canBet(startOrThrow({ ...SEED, rounding: 'refuse' }, { seats: { анна: 100 }, seed: 1 }).state, 'анна', 5),
      ),
  ],
  ['no bets', () => act(table(), { type: 'deal' })],
  [
    'cannot hit: a split ace',
    () => {
      const split = apply(dealt({ ...CASINO, resplitAces: true }, 'As 7c Ah 9d Ad 5c'), { type: 'split' });
      if (!split.ok) throw new Error(split.error.message);
      return act(split.value.state, { type: 'hit' });
    },
  ],
  ['cannot double: 12', () => act(dealt(SEED, '7s 9c 5d'), { type: 'double' })],
  [
    'cannot double: A+8 under doubleSoft false',
    () => refusal(mayDouble({ ...SEED, doubleSoft: false }, parseCardsOrThrow('Ah 8d'))),
  ],
  [
    'cannot double: a blackjack (Т+К, soft 11 with the ace as one)',
    () => refusal(mayDouble(SEED, parseCardsOrThrow('Ah Kd'))),
  ],
  ['cannot double: balance', () => act(dealt(SEED, '9s 7c 2d', 10, 15), { type: 'double' })],
  ['cannot split: aces', () => refusal(maySplit(SEED, parseCardsOrThrow('Ah Ad')))],
  ['cannot split: max hands', () => refusal(maySplit(CASINO, parseCardsOrThrow('8h 8d'), { hands: 4 }))],
  ['cannot surrender', () => act(dealt(SEED, 'Ts 9c 6d'), { type: 'surrender' })],
  ['cannot insure: over half', () => act(dealt(SEED, 'Ts Ac 9h 7d'), { type: 'insurance', amount: 6 })],
  ['cannot insure: under half, 3 of 10', () => act(dealt(SEED, 'Ts Ac 9h 7d'), { type: 'insurance', amount: 3 })],
  ['cannot insure: an odd bet', () => refusal(insuranceCost(SEED, 5))],
  ['cannot insure: even money', () => act(dealt(CASINO, 'As Ac Kh 7d'), { type: 'insurance', amount: 5 })],
  ['cannot even money', () => act(dealt(SEED, 'Ts Ac 9h 7d'), { type: 'evenMoney', take: true })],
  ['bad cards: not cards', () => refusal(mayDouble(SEED, null as never))],
  [
    'bad cards: one card',
    () => refusal(settleHand(SEED, { cards: parseCardsOrThrow('Ah'), stake: 10 }, parseCardsOrThrow('9c 8s'))),
  ],
  [
    'fractional payout',
    () =>
      refusal(
        settleHand(
          { ...SEED, rounding: 'refuse' },
          { cards: parseCardsOrThrow('Ah Kd'), stake: 5 },
          parseCardsOrThrow('9c 8s'),
        ),
      ),
  ],
  ['spread below one', () => ramp({ spread: 0.5 })],
  ['max below min', () => ramp({ max: 5 })],
  ['bankroll below a bet', () => ramp({ bankroll: 5 })],
  ['a bet option: a chip unit of 3 under a minimum of 10', () => ramp({ unit: 3 })],
  ['a bet option: a risk of 1', () => ramp({ risk: 1 })],
  ['penetration 0.99', () => spreadError({ penetration: 0.99 })],
  ['penetration 0.005', () => spreadError({ penetration: 0.005 })],
  ['spots 9', () => spreadError({ penetration: 0.75, spots: 9 })],
  ['a player of four boxes', () => players([{ id: 'а', chips: 100, boxes: 4, style: FLAT }])],
  [
    'two players of one name',
    () =>
      players([
        { id: 'б', chips: 100, style: FLAT },
        { id: 'б', chips: 100, style: FLAT },
      ]),
  ],
  ['half a box', () => players([{ id: 'в', chips: 100, boxes: 0.5, style: FLAT }])],
  [
    'a mistake rate of 2',
    () => players([{ id: 'г', chips: 100, style: { ...FLAT, mistakes: [{ mistake: 'stand-stiff', rate: 2 }] } }]),
  ],
  [
    'a ramp without a count',
    () => players([{ id: 'д', chips: 100, style: { ...FLAT, bet: { kind: 'ramp', min: 10, steps: [] } } }]),
  ],
];

/** A player's style for the refusals of the seat players (they are refused before any play: an empty chart). */
const FLAT: BlackjackPlayStyle = { chart: { hard: {}, soft: {}, pairs: {} }, bet: { kind: 'flat', bet: 10 } };

function players(list: readonly BlackjackSeatPlayer[]): BlackjackError {
  const r = playBlackjackTable(SEED, list, { rounds: 1, seed: 1 });
  if (r.ok) throw new Error('the players were seated');
  return r.error;
}

/** A model with one bin, enough for the ramp's option checks. */
const TOY: SpreadModel = {
  rules: SEED,
  system: COUNTING_SYSTEMS.hilo,
  penetration: 0.75,
  spots: 1,
  cardsPerRound: 5.6,
  roundsPerShoe: 42,
  correlation: 0.5,
  withIndices: false,
  // The ramp's option checks read no play: an empty chart.
  chart: { hard: {}, soft: {}, pairs: {} },
  bins: [{ trueCount: 0, p: 1, meanTrueCount: 0, meanCardsRemaining: 200, ev: 0, variance: 1.3, covariance: 0.65 }],
  deviations: [],
};

function ramp(over: object): BlackjackError {
  const r = evaluateRamp(TOY, { bankroll: 1000, min: 10, max: 100, ramp: 'kelly', ...over });
  if (r.ok) throw new Error('the ramp was accepted');
  return r.error;
}

function spreadError(options: { penetration: number; spots?: number }): BlackjackError {
  const r = precomputeSpread(SEED, COUNTING_SYSTEMS.hilo, options);
  if (r.ok) throw new Error('the model was accepted');
  return r.error;
}

/**
 * Every number in an error's details (shallow and in arrays), as Russian typography writes it: whole
 * numbers as they are, a fraction to two decimals, and a penetration's shares of the shoe as percentages
 * (0.99 → «99 %»; the sentence once wrote it rounded to «1»).
 */
function numbersOf(details: object, code: string): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(details)) {
    if (k === 'max' && v === 1e12) continue; // the table's bound is worded, not always repeated
    if (typeof v === 'number')
      out.push(
        code === 'blackjack/bad-penetration'
          ? `${formatNumber(100 * v, { min: 0, max: 2 })}\u00a0%`
          : formatNumber(v, { min: 0, max: 2 }),
      );
    if (Array.isArray(v)) for (const x of v) if (typeof x === 'number') out.push(formatNumber(x));
  }
  return out;
}

describe('a Russian sentence for every blackjack error code', () => {
  it('the cases make an error of every code', () => {
    const made = new Set(CASES.map(([, make]) => make().code));
    expect([...BLACKJACK_ERROR_CODES].filter((c) => !made.has(c))).toEqual([]);
  });

  it.each(CASES)('%s', (_name, make) => {
    const error = make();
    const text = blackjackErrorRu(error);
    expect(text).toMatch(/[а-яё]/iu);
    expect(text).not.toMatch(/blackjack\//u);
    expect(text).not.toMatch(/[a-z]{2,}/iu); // no English word, no code, no identifier
    for (const n of numbersOf(error.details, error.code)) expect(text).toContain(n);
  });

  it('names every action', () => {
    const codes: BlackjackErrorCode[] = [...BLACKJACK_ERROR_CODES];
    expect(codes.length).toBeGreaterThan(10);
    for (const name of Object.values(BLACKJACK_ACTION_RU)) expect(name).toMatch(/[А-ЯЁ]/u);
  });

  it('words a refused double with the totals the text allows', () => {
    expect(blackjackErrorRu(act(dealt(SEED, '7s 9c 5d'), { type: 'double' }))).toBe(
      'Удвоить можно только при сумме первых двух карт 9, 10 или 11, а здесь 12.',
    );
  });
});

describe('button labels', () => {
  it.each([
    [{ type: 'insurance', amount: 5 }, 'Купить страховку (5)'],
    [{ type: 'insurance', amount: 0 }, 'Без страховки'],
    [{ type: 'evenMoney', take: true }, 'Взять 1:1 сразу'],
    [{ type: 'evenMoney', take: false }, 'Играть дальше'],
    [{ type: 'double' }, 'Удвоить'],
  ] as const)('%j → %s', (action, want) => {
    expect(blackjackActionLabelRu(action)).toBe(want);
  });
});
