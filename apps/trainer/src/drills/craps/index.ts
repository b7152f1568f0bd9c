/**
 * The craps drills: the come-out result for «Проходит» and «Не проходит»; what a roll does to a bet on
 * the layout; what a winning place, odds or hardway bet pays; and whether a line bet may be changed now,
 * per the text. Items come from the engine with the seeded RNG; the checkers use the engine's
 * resolution table (`resolveBet`), payouts (`winningPayout`, `settleBet`) and guards (`canChange`).
 *
 * @module
 */
import {
  applyOrThrow,
  betSpec,
  canChange,
  resolveBet,
  resolveRulesOrThrow,
  settleBet,
  startOrThrow,
  winningPayout,
  type BetId,
  type CrapsNumber,
  type Resolution,
} from '@croupier/engine/craps';
import type { DiceRoll, Die } from '@croupier/engine';
import { betNameRu } from '@croupier/ru';
import { randomInt, type Rng } from '@croupier/engine/rng';
import type { Choice, Drill, DrillItem, Verdict } from '../../drill.ts';

/** The rules the drills follow: the text's (`seed` preset). */
const RULES = resolveRulesOrThrow({ preset: 'seed' });

/** Where each rule is on the docs site. */
export const CRAPS_LINKS = {
  pass: '/craps/#pass',
  dontPass: '/craps/#dont-pass',
  added: '/craps/#added',
  odds: '/craps/#odds',
  calculator: '/craps/#calculator',
  adjustable: '/craps/#adjustable',
} as const;

const POINTS: readonly CrapsNumber[] = [4, 5, 6, 8, 9, 10];

/** Every roll of two dice (36, ordered). */
const ALL_ROLLS: readonly DiceRoll[] = Array.from(
  { length: 36 },
  (_, i) => [((i / 6) | 0) + 1, (i % 6) + 1] as unknown as DiceRoll,
);

/** A random roll with the given total. */
function rollWithTotal(total: number, rng: Rng): DiceRoll {
  const options = ALL_ROLLS.filter((r) => r[0] + r[1] === total);
  return options[randomInt(rng, options.length)]!;
}

function dataOf<T>(item: DrillItem, check: (d: Partial<T>) => boolean): T {
  const d = item.data as Partial<T> | null;
  if (!d || !check(d)) throw new TypeError(`Item "${item.key}" carries no craps data.`);
  return d as T;
}

const isRoll = (x: unknown): x is DiceRoll =>
  Array.isArray(x) && x.length === 2 && x.every((d) => Number.isInteger(d) && d >= 1 && d <= 6);

// ---------------------------------------------------------------- come-out

const COME_OUT_CHOICES: readonly Choice[] = [
  { id: 'win', label: 'Выигрывает', hotkey: '1' },
  { id: 'lose', label: 'Проигрывает', hotkey: '2' },
  { id: 'push', label: 'Возвращается игроку', hotkey: '3' },
  { id: 'point', label: 'Устанавливается пункт', hotkey: '4' },
];

const COME_OUT_LABEL: Readonly<Record<string, string>> = Object.fromEntries(
  COME_OUT_CHOICES.map((c) => [c.id, c.label]),
);

/** The come-out answer id of a resolution: a bet that stays on a come-out has a point set. */
function comeOutAnswer(r: Resolution): string {
  return r.kind === 'none' ? 'point' : r.kind;
}

interface ComeOutData {
  readonly bet: 'pass' | 'dontPass';
  readonly dice: DiceRoll;
}

const comeOut: Drill = {
  id: 'craps-come-out',
  game: 'craps',
  title: 'Крэпс: выходной бросок',
  description:
    'Что выходной бросок делает со ставками «Проходит» и «Не проходит» (по тексту: двойка возвращает «Не проходит»).',
  keys: () =>
    (['pass', 'dontPass'] as const).flatMap((bet) => [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((t) => `${bet}-${t}`)),
  keyLabel(key) {
    const [bet, total] = key.split('-') as ['pass' | 'dontPass', string];
    return `${betNameRu(bet)}, выпало ${total}`;
  },
  item(key, rng) {
    const [bet, total] = key.split('-') as ['pass' | 'dontPass', string];
    const dice = rollWithTotal(Number(total), rng);
    return {
      key,
      prompt: `Выходной бросок. Что будет со ставкой ${betNameRu(bet)}?`,
      dice: [dice[0], dice[1]],
      context: ['Шайба: ВЫКЛ (пункта нет)', `На столе: ${betNameRu(bet)}, 10 фишек`],
      answer: { kind: 'choice', choices: COME_OUT_CHOICES },
      data: { bet, dice } satisfies ComeOutData,
    };
  },
  check(item, answer): Verdict {
    const { bet, dice } = dataOf<ComeOutData>(
      item,
      (d) => (d.bet === 'pass' || d.bet === 'dontPass') && isRoll(d.dice),
    );
    const expected = comeOutAnswer(resolveBet(betSpec(bet)!, null, dice, RULES));
    const t = dice[0] + dice[1];
    const explanation =
      bet === 'pass'
        ? '«Проходит» на выходном броске выигрывает на 7 или 11, проигрывает на 2, 3 или 12; 4, 5, 6, 8, 9 и 10 становятся пунктом, и ставка ждёт, что выпадет раньше: пункт или 7.'
        : '«Не проходит» на выходном броске выигрывает на 3 или 12, проигрывает на 7 или 11, а при двойке возвращается игроку; 4, 5, 6, 8, 9 и 10 становятся пунктом.';
    return {
      correct: answer === expected,
      expected: `${t}: ${COME_OUT_LABEL[expected]!.toLowerCase()}`,
      expectedAnswer: expected,
      explanation,
      ruleLink: bet === 'pass' ? CRAPS_LINKS.pass : CRAPS_LINKS.dontPass,
    };
  },
};

// ---------------------------------------------------------------- a roll and a bet

const EFFECT_CHOICES: readonly Choice[] = [
  { id: 'win', label: 'Выигрывает', hotkey: '1' },
  { id: 'lose', label: 'Проигрывает', hotkey: '2' },
  { id: 'none', label: 'Остаётся', hotkey: '3' },
  { id: 'push', label: 'Возвращается', hotkey: '4' },
  { id: 'move', label: 'Переходит на свой пункт', hotkey: '5' },
];
const EFFECT_LABEL: Readonly<Record<string, string>> = Object.fromEntries(EFFECT_CHOICES.map((c) => [c.id, c.label]));

/** The bets of the roll drill: every kind on the layout, the puck on. */
export const EFFECT_BETS: readonly BetId[] = [
  'pass',
  'dontPass',
  'come',
  'dontCome',
  'come5',
  'dontCome9',
  'place4',
  'place6',
  'placeToLose5',
  'buy10',
  'lay4',
  'field',
  'big8',
  'hard4',
  'hard6',
  'hard8',
  'any7',
  'anyCraps',
  'eleven',
  'horn',
];

const EFFECT_WHY: Partial<Record<string, string>> = {
  pass: 'После пункта «Проходит» выигрывает, если пункт выпадет раньше 7, и проигрывает на 7.',
  dontPass: 'После пункта «Не проходит» выигрывает на 7 и проигрывает, если выпадет пункт.',
  come: '«Приходит» играет свой выходной бросок: 7 и 11 выигрывают, 2, 3, 12 проигрывают, остальные числа становятся её пунктом.',
  dontCome:
    '«Не приходит»: 3 и 12 выигрывают, 2 возвращает ставку (как у «Не проходит» по тексту), 7 и 11 проигрывают, остальные числа — её пункт.',
  comePoint: '«Приходит» на своём числе выигрывает, если оно выпадет раньше 7.',
  dontComePoint: '«Не приходит» на своём числе выигрывает на 7 и проигрывает, если выпадет число.',
  place: '«На номер» выигрывает, если число выпадет раньше 7.',
  placeToLose: '«Против номера» выигрывает на 7 и проигрывает, если выпадет число.',
  buy: '«Купить» — ставка на число по истинным шансам: число раньше 7 выигрывает.',
  lay: '«Лэй» — против числа по истинным шансам: 7 раньше числа выигрывает.',
  field: '«Поле» решается одним броском: 2, 3, 4, 9, 10, 11, 12 выигрывают, 5, 6, 7, 8 проигрывают.',
  big: '«Большая 8» выигрывает на 8 и проигрывает на 7.',
  hard: '«Хард» выигрывает, если число выпадет дублем; «лёгким путём» или на 7 — проигрывает.',
  any7: '«Любая семёрка» — на один бросок: выигрывает только 7.',
  anyCraps: '«Любой крэпс» — на один бросок: выигрывают 2, 3 и 12.',
  eleven: '«Одиннадцать» — на один бросок: выигрывает только 11.',
  horn: '«Хорн» — на один бросок: выигрывает на 2, 3, 11 и 12 (одна из четырёх частей), иначе проигрывает.',
};

interface EffectData {
  readonly bet: BetId;
  readonly point: CrapsNumber;
  readonly dice: DiceRoll;
}

const rollEffect: Drill = {
  id: 'craps-roll-effect',
  game: 'craps',
  title: 'Крэпс: что делает бросок',
  description:
    'Пункт установлен, кости брошены: выигрывает ставка, проигрывает, остаётся, возвращается или переходит на свой пункт?',
  keys: () => EFFECT_BETS,
  keyLabel: (key) => betNameRu(key as BetId),
  item(key, rng) {
    const bet = key as BetId;
    const point = POINTS[randomInt(rng, POINTS.length)]!;
    const spec = betSpec(bet)!;
    // Half the time pick a roll that decides the bet, so the answers are not mostly «остаётся».
    const decisive = ALL_ROLLS.filter((r) => resolveBet(spec, point, r, RULES).kind !== 'none');
    const pool = decisive.length > 0 && randomInt(rng, 2) === 0 ? decisive : ALL_ROLLS;
    const dice = pool[randomInt(rng, pool.length)]!;
    return {
      key,
      prompt: `Что этот бросок делает со ставкой ${betNameRu(bet)}?`,
      dice: [dice[0], dice[1]],
      context: [`Шайба: ВКЛ, пункт ${point}`, `На столе: ${betNameRu(bet)}`],
      answer: { kind: 'choice', choices: EFFECT_CHOICES },
      data: { bet, point, dice } satisfies EffectData,
    };
  },
  check(item, answer): Verdict {
    const { bet, point, dice } = dataOf<EffectData>(
      item,
      (d) => typeof d.bet === 'string' && betSpec(d.bet) !== undefined && isRoll(d.dice),
    );
    const spec = betSpec(bet)!;
    const r = resolveBet(spec, point, dice, RULES);
    const t = dice[0] + dice[1];
    const result = r.kind === 'move' ? `переходит на ${t}` : EFFECT_LABEL[r.kind]!.toLowerCase();
    return {
      correct: answer === r.kind,
      expected: `${t}${dice[0] === dice[1] ? ' (дублем)' : ''}: ${result}`,
      expectedAnswer: r.kind,
      explanation: EFFECT_WHY[bet] ?? EFFECT_WHY[spec.kind] ?? '',
      ruleLink: bet === 'pass' ? CRAPS_LINKS.pass : bet === 'dontPass' ? CRAPS_LINKS.dontPass : CRAPS_LINKS.added,
    };
  },
};

// ---------------------------------------------------------------- payouts

/** The bets of the payout drill: the winning bet and the unit its stake is a multiple of. */
const PAYOUT_BETS: readonly { key: string; bet: BetId; point: CrapsNumber; unit: number; what: string }[] = [
  ...POINTS.map((n) => ({
    key: `place${n}`,
    bet: `place${n}` as BetId,
    point: (n === 6 ? 8 : 6) as CrapsNumber,
    unit: n === 6 || n === 8 ? 6 : 5,
    what: `«На номер» ${n}`,
  })),
  ...POINTS.map((n) => ({
    key: `odds${n}`,
    bet: 'passOdds' as BetId,
    point: n,
    unit: n === 6 || n === 8 ? 5 : n === 5 || n === 9 ? 2 : 1,
    what: `свободные шансы к «Проходит», пункт ${n}`,
  })),
  ...([4, 6, 8, 10] as const).map((n) => ({
    key: `hard${n}`,
    bet: `hard${n}` as BetId,
    point: (n === 6 ? 8 : 6) as CrapsNumber,
    unit: 1,
    what: `«Хард ${n}»`,
  })),
];

interface PayoutData {
  readonly bet: BetId;
  readonly point: CrapsNumber;
  readonly stake: number;
  readonly dice: DiceRoll;
}

const payouts: Drill = {
  id: 'craps-payout',
  game: 'craps',
  title: 'Крэпс: сколько платит ставка',
  description: 'Выигрыш ставки «На номер», свободных шансов и «Хард» — без самой ставки.',
  keys: () => PAYOUT_BETS.map((b) => b.key),
  keyLabel: (key) => PAYOUT_BETS.find((b) => b.key === key)?.what ?? key,
  item(key, rng) {
    const b = PAYOUT_BETS.find((x) => x.key === key) ?? PAYOUT_BETS[0]!;
    const stake = b.unit * (1 + randomInt(rng, b.unit === 1 ? 20 : 10));
    const win = winningPayout(RULES, b.bet, stake, b.point);
    if (!win.ok) throw new Error(`craps-payout: ${win.error.message}`);
    const dice = win.value.dice;
    return {
      key: b.key,
      prompt: `Выиграла ставка: ${b.what}, ${chipsRu(stake)}. Сколько фишек выигрыша (без самой ставки)?`,
      dice: [dice[0], dice[1]],
      context: [`Шайба: ВКЛ, пункт ${b.point}`],
      answer: { kind: 'number', placeholder: 'фишек' },
      data: { bet: b.bet, point: b.point, stake, dice } satisfies PayoutData,
    };
  },
  check(item, answer): Verdict {
    const d = dataOf<PayoutData>(item, (x) => typeof x.bet === 'string' && Number.isInteger(x.stake) && isRoll(x.dice));
    const o = settleBet(RULES, { bet: d.bet, stake: d.stake, point: d.point, dice: d.dice });
    if (!o.ok) throw new TypeError(`Item "${item.key}": ${o.error.message}`);
    const r = o.value.resolution;
    if (r.kind !== 'win') throw new Error(`craps-payout: ${d.bet} does not win on ${d.dice.join('+')}.`);
    const won = o.value.settlement!.won;
    const typed = /^\s*\d{1,6}\s*$/u.test(answer) ? Number(answer) : undefined;
    return {
      correct: typed === won,
      expected: `${won}`,
      explanation: `Выплата ${r.ratio.pays}:${r.ratio.per}: ${d.stake} × ${r.ratio.pays}${r.ratio.per === 1 ? '' : ` / ${r.ratio.per}`} = ${(d.stake * r.ratio.pays) / r.ratio.per === won ? won : `${won} (дробную часть стол не платит)`}.`,
      ruleLink: CRAPS_LINKS.calculator,
    };
  },
};

// ---------------------------------------------------------------- may this bet be changed now?

/** The changes the drill asks about (`increase` is a bet on an existing bet). */
type DrillChange = 'increase' | 'reduce' | 'remove';

const CHANGE_RU: Readonly<Record<DrillChange, string>> = {
  increase: 'увеличить',
  reduce: 'уменьшить',
  remove: 'снять',
};

interface ChangeData {
  readonly bet: 'pass' | 'dontPass';
  readonly change: DrillChange;
  readonly afterPoint: boolean;
}

const mayChange: Drill = {
  id: 'craps-may-change',
  game: 'craps',
  title: 'Крэпс: можно ли изменить ставку',
  description:
    'По тексту: «Проходит» после пункта можно увеличить, уменьшить или снять; «Не проходит» — снять или уменьшить, но не увеличить.',
  keys: () =>
    (['pass', 'dontPass'] as const).flatMap((bet) =>
      (['increase', 'reduce', 'remove'] as const).flatMap((change) => [
        `${bet}-${change}-point`,
        `${bet}-${change}-comeout`,
      ]),
    ),
  keyLabel(key) {
    const [bet, change, phase] = key.split('-') as [ChangeData['bet'], ChangeData['change'], string];
    return `${CHANGE_RU[change]} ${betNameRu(bet)} ${phase === 'point' ? 'после пункта' : 'до выходного броска'}`;
  },
  item(key, rng) {
    const [bet, change, phase] = key.split('-') as [ChangeData['bet'], ChangeData['change'], string];
    const afterPoint = phase === 'point';
    const point = POINTS[randomInt(rng, POINTS.length)]!;
    return {
      key,
      prompt: `Можно ли сейчас ${CHANGE_RU[change]} ставку ${betNameRu(bet)}?`,
      context: [
        afterPoint ? `Шайба: ВКЛ, пункт ${point}` : 'Шайба: ВЫКЛ, выходной бросок ещё не сделан',
        `На столе: ${betNameRu(bet)}, 10 фишек`,
      ],
      answer: {
        kind: 'choice',
        choices: [
          { id: 'yes', label: 'Можно', hotkey: '1' },
          { id: 'no', label: 'Нельзя', hotkey: '2' },
        ],
      },
      data: { bet, change, afterPoint, point } as ChangeData & { point: CrapsNumber },
    };
  },
  check(item, answer): Verdict {
    const d = dataOf<ChangeData & { point: CrapsNumber }>(
      item,
      (x) => (x.bet === 'pass' || x.bet === 'dontPass') && typeof x.change === 'string',
    );
    let table = startOrThrow(RULES, { seats: { me: 1000 }, seed: 1 }).state;
    table = applyOrThrow(table, { type: 'bet', player: 'me', bet: d.bet, amount: 10 }).state;
    if (d.afterPoint) table = applyOrThrow(table, { type: 'roll', dice: pointRoll(d.point ?? 6) }).state;
    const ok = canChange(table, 'me', d.bet, d.change === 'increase' ? 'bet' : d.change).ok;
    const expected = ok ? 'yes' : 'no';
    const why = !d.afterPoint
      ? 'До выходного броска ставка ещё не разыграна: её можно менять как угодно.'
      : d.bet === 'pass'
        ? 'Текст: «После установки пункта неразыгранные ставки "Проходит" могут быть увеличены, уменьшены или сняты». (В казино — нельзя: там это контрактная ставка.)'
        : 'Текст: «неразыгранные ставки "Не проходит" можно снять или уменьшить, но не увеличить».';
    return {
      correct: answer === expected,
      expected: ok ? 'Можно' : 'Нельзя',
      expectedAnswer: expected,
      explanation: why,
      ruleLink: d.bet === 'pass' ? CRAPS_LINKS.pass : CRAPS_LINKS.dontPass,
    };
  },
};

/** «1 фишка», «3 фишки», «14 фишек». */
function chipsRu(n: number): string {
  const a = n % 100;
  const b = n % 10;
  const form = a >= 11 && a <= 14 ? 'фишек' : b === 1 ? 'фишка' : b >= 2 && b <= 4 ? 'фишки' : 'фишек';
  return `${n} ${form}`;
}

function pointRoll(n: number): DiceRoll {
  const a = Math.min(6, n - 1);
  return [a as Die, (n - a) as Die];
}

/** The craps drills. */
export const drills: Drill[] = [comeOut, rollEffect, payouts, mayChange];
