/**
 * The blackjack drills, under the text's rules: may I double (9–11), may I split (equal value, never
 * aces), must the dealer draw, what does this pay, and the full basic strategy with every answer's EV
 * cost. Items are dealt with the seeded RNG; answers are judged by the engine's rules: `mayDouble` and
 * `maySplit` with their reasons, `dealerHits`, `settleHand`, and the chart's layout.
 *
 * @module
 */
import {
  blackjackValue,
  CHART_HARD_ROWS,
  CHART_PAIR_ROWS,
  CHART_SOFT_ROWS,
  CHART_UP_CARDS,
  dealerHits,
  mayDouble,
  maySplit,
  resolveRulesOrThrow,
  settleHand,
  settleInsurance,
  type BlackjackError,
  type BlackjackRules,
} from '@croupier/engine/blackjack';
import { formatCard, isCard, makeCard, RANK, type Card, type Rank, type Suit } from '@croupier/engine/cards';
import { orThrow } from '@croupier/engine';
import { randomInt, type Rng } from '@croupier/engine/rng';
import type { Choice, Drill, DrillItem, Verdict } from '../../drill.ts';
import { STRATEGY } from './strategy-data.ts';

const RULES: BlackjackRules = resolveRulesOrThrow({ preset: 'seed' });

/** `9, 10 или 11`. */
const orList = (xs: readonly number[]) => `${xs.slice(0, -1).join(', ')} или ${xs.at(-1)}`;

/** Why the engine refuses to double these cards, in Russian (the text's wording). */
function doubleWhy(error: BlackjackError, cards: readonly Card[]): string {
  const v = blackjackValue(cards);
  const shown = `${cards.map(ru).join(' + ')} — ${v.soft ? 'мягкие ' : ''}${v.total}`;
  if (error.code === 'blackjack/cannot-double' && error.details.reason === 'soft') {
    return `${shown}: по этим правилам мягкую руку не удваивают — туз считается за 11.`;
  }
  const allowed = error.code === 'blackjack/cannot-double' && 'allowed' in error.details ? error.details.allowed : [];
  return `${shown}; удвоить можно только при сумме первых двух карт ${orList(allowed)}.`;
}

/** Why the engine refuses to split these cards, in Russian. */
function splitWhy(error: BlackjackError, cards: readonly Card[]): string {
  if (error.code === 'blackjack/cannot-split' && error.details.reason === 'aces') {
    return 'Два туза разделять не разрешается — это единственное исключение в тексте.';
  }
  return `${cards.map(ru).join(' и ')} — разного достоинства: разделить нельзя.`;
}

/** Rule links on the docs page «Блекджек». */
export const BJ_LINKS = {
  double: '/blackjack/#double',
  split: '/blackjack/#split',
  dealer: '/blackjack/#dealer',
  payouts: '/blackjack/#payouts',
  insurance: '/blackjack/#insurance',
  strategy: '/blackjack/#strategy',
} as const;

const ru = (c: Card) => formatCard(c, { notation: 'ru' });
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const YES_NO: readonly Choice[] = [
  { id: 'yes', label: 'Можно', hotkey: '1' },
  { id: 'no', label: 'Нельзя', hotkey: '2' },
];

/** The ranks of a blackjack value (1 = ace, 10 = ten, J, Q, K). */
function ranksOfValue(v: number): Rank[] {
  if (v === 1) return [RANK.ACE];
  if (v === 10) return [RANK.TEN, RANK.JACK, RANK.QUEEN, RANK.KING];
  return [(v - 2) as Rank];
}

/**
 * Deals distinct cards of the given values from one deck (a random rank of the value, a random suit).
 *
 * @param values - Blackjack values wanted, in order.
 * @param rng - Randomness.
 */
export function dealValues(values: readonly number[], rng: Rng): Card[] {
  const out: Card[] = [];
  for (const v of values) {
    for (;;) {
      const ranks = ranksOfValue(v);
      const c = makeCard(ranks[randomInt(rng, ranks.length)]!, randomInt(rng, 4) as Suit);
      if (!out.includes(c)) {
        out.push(c);
        break;
      }
    }
  }
  return out;
}

function cardsOf(item: DrillItem): { cards: Card[]; up?: Card; stake?: number; situation?: string } {
  const d = item.data as { cards?: unknown; up?: unknown } | null;
  if (!d || !Array.isArray(d.cards) || !d.cards.every(isCard)) {
    throw new TypeError(`Item "${item.key}" carries no cards: expected data { cards: number[] }.`);
  }
  return item.data as { cards: Card[]; up?: Card };
}

// ------------------------------------------------------------ may I double?

/** Two different cards make the hard rows 5 … 19 of the chart (20 is a pair of tens); every soft row. */
const TWO_CARD_HARD_ROWS = CHART_HARD_ROWS.filter((t) => t <= 19);
const DOUBLE_KEYS = [...TWO_CARD_HARD_ROWS.map((t) => `hard-${t}`), ...CHART_SOFT_ROWS.map((t) => `soft-${t}`)];

/** Two values (no pair, no ace for hard) making the key's first-two-card total. */
function twoValuesFor(key: string, rng: Rng): [number, number] {
  const [kind, t] = key.split('-') as [string, string];
  const total = Number(t);
  if (kind === 'soft') return rng.nextUint32() & 1 ? [1, total - 11] : [total - 11, 1];
  const options: [number, number][] = [];
  for (let a = 2; a <= 10; a++) {
    const b = total - a;
    if (b >= 2 && b <= 10 && a !== b) options.push([a, b]);
  }
  return options[randomInt(rng, options.length)]!;
}

/** «Можно ли удвоить?» — first two cards, total 9, 10 or 11 only. */
export const doubleDrill: Drill = {
  id: 'blackjack-double',
  game: 'blackjack',
  title: 'Можно ли удвоить?',
  description: 'По тексту удвоить можно только первые две карты с суммой 9, 10 или 11.',
  keys: () => DOUBLE_KEYS,
  keyLabel: (k) => (k.startsWith('soft') ? `мягкая ${k.slice(5)}` : `жёсткая ${k.slice(5)}`),
  item(key, rng) {
    const cards = dealValues(twoValuesFor(key, rng), rng);
    return {
      key,
      prompt: 'Первые две карты игрока. Можно ли удвоить ставку?',
      hands: [{ label: 'Игрок', cards }],
      answer: { kind: 'choice', choices: YES_NO },
      data: { cards },
    };
  },
  check(item, answer) {
    const { cards } = cardsOf(item);
    const allowed = mayDouble(RULES, cards);
    const v = blackjackValue(cards);
    const expected = allowed.ok ? 'yes' : 'no';
    const low = v.soft ? ` (${v.total - 10}, если туз считать за 1)` : '';
    return {
      correct: answer === expected,
      expected: allowed.ok ? 'Можно' : 'Нельзя',
      expectedAnswer: expected,
      explanation: allowed.ok
        ? `${cards.map(ru).join(' + ')} = ${v.total}${low}: сумма первых двух карт подходит — ставку можно удвоить, игрок получит ровно одну карту.`
        : doubleWhy(allowed.error, cards),
      ruleLink: BJ_LINKS.double,
    };
  },
};

// ------------------------------------------------------------- may I split?

const SPLIT_KEYS = [
  ...['A', '2', '3', '4', '5', '6', '7', '8', '9', '10'].map((x) => `pair-${x}`),
  'tens-mixed',
  'near-9-10',
  'near-A-10',
  'near-7-8',
];

/** «Можно ли разделить?» — equal value, never two aces, once. */
export const splitDrill: Drill = {
  id: 'blackjack-split',
  game: 'blackjack',
  title: 'Можно ли разделить?',
  description: 'Разделить можно две карты одинакового достоинства (валет и король тоже), но не два туза.',
  keys: () => SPLIT_KEYS,
  keyLabel: (k) =>
    k === 'tens-mixed'
      ? 'две разные десятки'
      : k.startsWith('pair')
        ? `пара ${k.slice(5) === 'A' ? 'тузов' : k.slice(5)}`
        : `${k.slice(5).replace('-', ' и ')}`,
  item(key, rng) {
    let cards: Card[];
    if (key === 'tens-mixed') {
      const a = [RANK.TEN, RANK.JACK, RANK.QUEEN, RANK.KING][randomInt(rng, 4)]!;
      let b = a;
      while (b === a) b = [RANK.TEN, RANK.JACK, RANK.QUEEN, RANK.KING][randomInt(rng, 4)]!;
      cards = [makeCard(a, randomInt(rng, 4) as Suit), makeCard(b, randomInt(rng, 4) as Suit)];
    } else if (key.startsWith('pair-')) {
      const x = key.slice(5);
      const v = x === 'A' ? 1 : Number(x);
      const r = ranksOfValue(v)[randomInt(rng, ranksOfValue(v).length)]!;
      const s1 = randomInt(rng, 4);
      const s2 = (s1 + 1 + randomInt(rng, 3)) % 4;
      cards = [makeCard(r, s1 as Suit), makeCard(r, s2 as Suit)];
    } else {
      const [, a, b] = key.split('-') as [string, string, string];
      cards = dealValues([a === 'A' ? 1 : Number(a), Number(b)], rng);
    }
    return {
      key,
      prompt: 'Первые две карты игрока. Можно ли их разделить?',
      hands: [{ label: 'Игрок', cards }],
      answer: { kind: 'choice', choices: YES_NO },
      data: { cards },
    };
  },
  check(item, answer) {
    const { cards } = cardsOf(item);
    const allowed = maySplit(RULES, cards);
    const expected = allowed.ok ? 'yes' : 'no';
    const shown = cards.map(ru).join(' и ');
    return {
      correct: answer === expected,
      expected: allowed.ok ? 'Можно' : 'Нельзя',
      expectedAnswer: expected,
      explanation: allowed.ok
        ? `${shown} — одинакового достоинства: можно разделить, на вторую руку ставится такая же ставка (только один раз).`
        : splitWhy(allowed.error, cards),
      ruleLink: BJ_LINKS.split,
    };
  },
};

// ------------------------------------------------------- must the dealer draw?

const DEALER_KEYS = [...range(12, 20).map((t) => `hard-${t}`), ...range(13, 20).map((t) => `soft-${t}`)];

/** A dealer hand of 2–3 cards with the key's total (no blackjack). */
function dealerHand(key: string, rng: Rng): Card[] {
  const [kind, t] = key.split('-') as [string, string];
  const total = Number(t);
  for (;;) {
    const n = 2 + randomInt(rng, 2);
    const values: number[] = [];
    if (kind === 'soft') values.push(1);
    while (values.length < n - 1) values.push(2 + randomInt(rng, 9));
    const sum = values.reduce((a, b) => a + b, 0);
    const last = kind === 'soft' ? total - 10 - sum : total - sum;
    if (last < 2 || last > 10) continue;
    values.push(last);
    const cards = dealValues(values, rng);
    const v = blackjackValue(cards);
    if (v.blackjack || v.total !== total || v.soft !== (kind === 'soft')) continue;
    return cards;
  }
}

/** «Крупье берёт карту?» — below 17 he must, at 17 or more (soft 17 too) he stops. */
export const dealerDrill: Drill = {
  id: 'blackjack-dealer-draws',
  game: 'blackjack',
  title: 'Крупье берёт карту?',
  description: 'Крупье обязан брать карты, пока у него меньше 17, и останавливается на любых 17 и больше.',
  keys: () => DEALER_KEYS,
  keyLabel: (k) => (k.startsWith('soft') ? `мягкая ${k.slice(5)}` : `жёсткая ${k.slice(5)}`),
  item(key, rng) {
    const cards = dealerHand(key, rng);
    return {
      key,
      prompt: 'Карты крупье. Должен ли он взять ещё карту?',
      hands: [{ label: 'Крупье', cards }],
      answer: {
        kind: 'choice',
        choices: [
          { id: 'draw', label: 'Берёт', hotkey: '1' },
          { id: 'stand', label: 'Останавливается', hotkey: '2' },
        ],
      },
      data: { cards },
    };
  },
  check(item, answer) {
    const { cards } = cardsOf(item);
    const v = blackjackValue(cards);
    const draws = dealerHits(RULES, v.total, v.soft);
    const expected = draws ? 'draw' : 'stand';
    const name = `${v.soft ? 'мягкие ' : ''}${v.total}`;
    return {
      correct: answer === expected,
      expected: draws ? 'Берёт' : 'Останавливается',
      expectedAnswer: expected,
      explanation: draws
        ? v.total < 17
          ? `У крупье ${name} — меньше 17: он обязан взять ещё карту.`
          : `У крупье мягкие 17: по этим правилам он берёт ещё карту.`
        : `У крупье ${name} — 17 или больше: он должен остановиться${v.soft && v.total === 17 ? ' (по тексту — и на мягкой 17)' : ''}.`,
      ruleLink: BJ_LINKS.dealer,
    };
  },
};

// ----------------------------------------------------------- what does it pay?

const PAY_KEYS = [
  'win-even',
  'win-odd',
  'blackjack-even',
  'blackjack-odd',
  'insurance',
  'push',
  'blackjack-vs-blackjack',
  'blackjack-vs-21',
];

const STAKES_EVEN = [2, 4, 6, 10, 20, 30, 50, 100];
const STAKES_ODD = [3, 5, 7, 9, 15, 25];

/** «Сколько выиграл игрок?» — 1:1, 3:2, insurance 2:1, pushes; typed as a number. */
export const payoutDrill: Drill = {
  id: 'blackjack-payout',
  game: 'blackjack',
  title: 'Сколько выиграл игрок?',
  description: 'Выигравшая рука 1:1, Блекджек 3:2, страховка 2:1, равенство — ставка возвращается.',
  keys: () => PAY_KEYS,
  keyLabel: (k) =>
    ({
      'win-even': 'выигрыш 1:1',
      'win-odd': 'выигрыш 1:1, нечётная ставка',
      'blackjack-even': 'Блекджек 3:2',
      'blackjack-odd': 'Блекджек 3:2 на нечётную ставку',
      insurance: 'страховка 2:1',
      push: 'равенство',
      'blackjack-vs-blackjack': 'Блекджек против Блекджека',
      'blackjack-vs-21': 'Блекджек против 21',
    })[k] ?? k,
  item(key, rng) {
    const odd = key.endsWith('-odd');
    const stakes = odd ? STAKES_ODD : STAKES_EVEN;
    const stake = stakes[randomInt(rng, stakes.length)]!;
    let player: number[];
    let dealer: number[];
    switch (key) {
      case 'blackjack-even':
      case 'blackjack-odd':
        player = [1, 10];
        dealer = [10, 9];
        break;
      case 'blackjack-vs-blackjack':
        player = [1, 10];
        dealer = [10, 1];
        break;
      case 'blackjack-vs-21':
        player = [10, 1];
        dealer = [6, 5, 10];
        break;
      case 'insurance':
        player = [10, 8];
        dealer = [1, 10];
        break;
      case 'push':
        player = [10, 9];
        dealer = [10, 9];
        break;
      default:
        player = [10, 9];
        dealer = [10, 8];
    }
    const cards = dealValues([...player, ...dealer], rng);
    const p = cards.slice(0, player.length);
    const d = cards.slice(player.length);
    const context = [`Ставка: ${stake}.`];
    if (key === 'insurance') context.push(`Игрок купил страховку за половину ставки: ${Math.floor(stake / 2)}.`);
    return {
      key,
      prompt:
        key === 'insurance'
          ? 'Сколько игрок выиграл на страховке?'
          : 'Сколько игрок выиграл (сверх возвращённой ставки)?',
      hands: [
        { label: 'Игрок', cards: p },
        { label: 'Крупье', cards: d },
      ],
      context,
      answer: { kind: 'number', placeholder: 'Фишки, например 15' },
      data: { cards: p, dealer: d, stake },
    };
  },
  check(item, answer) {
    const { stake } = item.data as { stake: number };
    // The engine settles the hands on the table: the box's cards and the dealer's, this stake, these rules.
    const player = item.hands?.[0]?.cards ?? [];
    const dealer = item.hands?.[1]?.cards ?? [];
    const exact = (s: { rounding: { exact: { numerator: number; denominator: number } } | null }) => {
      const e = s.rounding?.exact;
      return !e ? '0' : e.denominator === 1 ? String(e.numerator) : `${e.numerator}/${e.denominator}`;
    };
    let win: number;
    let why: string;
    if (item.key === 'insurance') {
      const half = Math.floor(stake / 2);
      const s = orThrow(settleInsurance(RULES, half, dealer));
      win = s.won;
      why = `У крупье Блекджек: страховка ${half} оплачивается 2:1 — ${win}. Основная ставка при этом проиграна.`;
    } else {
      const s = orThrow(settleHand(RULES, { cards: player, stake }, dealer));
      win = s.won;
      switch (s.outcome) {
        case 'blackjack':
          why =
            item.key === 'blackjack-vs-21'
              ? `Блекджек бьёт комбинацию, которая просто равняется 21: выплата 3:2, ${win}.`
              : `Блекджек платит 3:2: ${stake} × 3/2 = ${exact(s)}${
                  s.rounding?.roundingDelta.numerator ? `; долю фишки казино не выплачивает — ${win}` : ''
                }.`;
          break;
        case 'push':
          why =
            item.key === 'blackjack-vs-blackjack'
              ? 'Блекджек у обоих — равенство: ставка возвращается, выигрыша нет.'
              : 'Суммы равны — равенство: ставка возвращается, выигрыша нет.';
          break;
        default:
          why = `Рука игрока ближе к 21: выигрыш 1:1, столько же, сколько поставлено, — ${stake}.`;
      }
    }
    const t = answer.trim();
    return {
      correct: /^\d+$/.test(t) && Number(t) === win,
      expected: String(win),
      explanation: why,
      ruleLink: item.key === 'insurance' ? BJ_LINKS.insurance : BJ_LINKS.payouts,
    };
  },
};

// ------------------------------------------------------------- basic strategy

/** A card value as the drill's keys write it: `2` … `10`, `A`. */
const keyLabel = (v: number) => (v === 1 ? 'A' : String(v));
const STRATEGY_KEYS: string[] = [];
for (const up of CHART_UP_CARDS.map(keyLabel)) {
  for (const t of TWO_CARD_HARD_ROWS) STRATEGY_KEYS.push(`hard-${t}-${up}`);
  for (const t of CHART_SOFT_ROWS) STRATEGY_KEYS.push(`soft-${t}-${up}`);
  for (const x of CHART_PAIR_ROWS.map(keyLabel)) STRATEGY_KEYS.push(`pair-${x}-${up}`);
}

const STRATEGY_CHOICES: readonly Choice[] = [
  { id: 'hit', label: 'Ещё карту', hotkey: '1' },
  { id: 'stand', label: 'Хватит', hotkey: '2' },
  { id: 'double', label: 'Удвоить', hotkey: '3' },
  { id: 'split', label: 'Разделить', hotkey: '4' },
];
const ACTION_RU: Record<string, string> = { hit: 'ещё карту', stand: 'хватит', double: 'удвоить', split: 'разделить' };

/** The right action of a chart cell for a two-card hand (a D cell doubles: only 9–11 cells have D). */
function chartAnswer(action: string): 'hit' | 'stand' | 'double' | 'split' {
  if (action === 'P') return 'split';
  if (action === 'Dh' || action === 'Ds') return 'double';
  if (action === 'S' || action === 'Rs') return 'stand';
  return 'hit';
}

function strategyLabel(key: string): string {
  const [kind, row, up] = key.split('-') as [string, string, string];
  const upRu = up === 'A' ? 'туза' : up;
  if (kind === 'pair') return `пара ${row === 'A' ? 'тузов' : row} против ${upRu}`;
  return `${kind === 'soft' ? 'мягкие' : 'жёсткие'} ${row} против ${upRu}`;
}

/** Why the engine refuses the chosen double or split for the item's two cards. */
function notAllowedWhy(answer: string, item: DrillItem): string {
  const { cards } = cardsOf(item);
  const r = answer === 'double' ? mayDouble(RULES, cards) : maySplit(RULES, cards);
  if (r.ok) return '';
  return answer === 'double' ? doubleWhy(r.error, cards) : splitWhy(r.error, cards);
}

/** «Базовая стратегия» — every two-card cell of the chart is an item; each answer is told its EV cost. */
export const strategyDrill: Drill = {
  id: 'blackjack-strategy',
  game: 'blackjack',
  title: 'Базовая стратегия',
  description:
    'Лучший ход для первых двух карт против карты крупье по правилам текста; ошибка показывает, сколько она стоит.',
  keys: () => STRATEGY_KEYS,
  keyLabel: strategyLabel,
  item(key, rng) {
    const [kind, row, up] = key.split('-') as [string, string, string];
    const upValue = up === 'A' ? 1 : Number(up);
    let values: number[];
    if (kind === 'pair') {
      const v = row === 'A' ? 1 : Number(row);
      values = [v, v];
    } else values = twoValuesFor(`${kind}-${row}`, rng);
    const cards = dealValues([...values, upValue], rng);
    return {
      key,
      prompt: 'Ваш ход? (правила текста, шесть колод)',
      hands: [
        { label: 'Крупье', cards: [cards[2]!] },
        { label: 'Игрок', cards: cards.slice(0, 2) },
      ],
      answer: { kind: 'choice', choices: STRATEGY_CHOICES },
      data: { cards: cards.slice(0, 2), up: cards[2] },
    };
  },
  check(item, answer): Verdict {
    const cell = STRATEGY[item.key];
    if (!cell) throw new RangeError(`No strategy cell "${item.key}".`);
    const best = chartAnswer(cell.action);
    const evBest = cell.ev[best]!;
    const evChosen = cell.ev[answer as 'hit'];
    const pct = (x: number) => `${(x * 100).toFixed(2).replace('.', ',').replace('-', '−')} %`;
    const evs = (['stand', 'hit', 'double', 'split'] as const)
      .filter((a) => cell.ev[a] !== undefined)
      .map((a) => `${ACTION_RU[a]} ${pct(cell.ev[a]!)}`)
      .join(', ');
    const correct = answer === best;
    const notAllowed = evChosen === undefined;
    const verdict: Verdict = {
      correct,
      expected: ACTION_RU[best]![0]!.toUpperCase() + ACTION_RU[best]!.slice(1),
      expectedAnswer: best,
      explanation: notAllowed
        ? `${notAllowedWhy(answer, item)} Ожидание ходов на единицу ставки: ${evs}.`
        : `Ожидание ходов на единицу ставки: ${evs}.`,
      ruleLink: BJ_LINKS.strategy,
      ...(correct || notAllowed ? {} : { cost: `−${pct(evBest - evChosen)} ставки` }),
    };
    return verdict;
  },
};

/** The blackjack drills, in the order the list shows them. */
export const drills: Drill[] = [doubleDrill, splitDrill, dealerDrill, payoutDrill, strategyDrill];
