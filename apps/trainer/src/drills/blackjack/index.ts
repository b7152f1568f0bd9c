/**
 * The blackjack drills, under the text's rules: may I double (9–11), may I split (equal value, never
 * aces), must the dealer draw, what does this pay, and the full basic strategy with every answer's EV
 * cost. Items are dealt with the seeded RNG; answers are judged by the engine's guards and values.
 *
 * @module
 */
import {
  blackjackPayouts,
  blackjackValue,
  doubleRefusal,
  resolveRulesOrThrow,
  splitRefusal,
} from '@croupier/engine/blackjack';
import { formatCard, isCard, makeCard, RANK, type Card, type Rank, type Suit } from '@croupier/engine/cards';
import { payoutOrThrow } from '@croupier/engine/money';
import { randomInt, type Rng } from '@croupier/engine/rng';
import type { Choice, Drill, DrillItem, Verdict } from '../../drill.ts';
import { STRATEGY } from './strategy-data.ts';

const RULES = resolveRulesOrThrow({ preset: 'seed' });

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

const DOUBLE_KEYS = [...range(5, 19).map((t) => `hard-${t}`), ...range(13, 20).map((t) => `soft-${t}`)];

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
    const refusal = doubleRefusal(RULES, cards);
    const v = blackjackValue(cards);
    const expected = refusal ? 'no' : 'yes';
    return {
      correct: answer === expected,
      expected: refusal ? 'Нельзя' : 'Можно',
      expectedAnswer: expected,
      explanation: refusal
        ? `${cards.map(ru).join(' + ')} — ${v.soft ? 'мягкие ' : ''}${v.total}; удвоить можно только при сумме первых двух карт 9, 10 или 11.`
        : `${cards.map(ru).join(' + ')} = ${v.total}: сумма первых двух карт 9, 10 или 11 — ставку можно удвоить, игрок получит ровно одну карту.`,
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
    const refusal = splitRefusal(RULES, cards);
    const expected = refusal ? 'no' : 'yes';
    const shown = cards.map(ru).join(' и ');
    return {
      correct: answer === expected,
      expected: refusal ? 'Нельзя' : 'Можно',
      expectedAnswer: expected,
      explanation: !refusal
        ? `${shown} — одинакового достоинства: можно разделить, на вторую руку ставится такая же ставка (только один раз).`
        : refusal.includes('aces')
          ? 'Два туза разделять не разрешается — это единственное исключение в тексте.'
          : `${shown} — разного достоинства: разделить нельзя.`,
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
    const draws = v.total < 17;
    const expected = draws ? 'draw' : 'stand';
    const name = `${v.soft ? 'мягкие ' : ''}${v.total}`;
    return {
      correct: answer === expected,
      expected: draws ? 'Берёт' : 'Останавливается',
      expectedAnswer: expected,
      explanation: draws
        ? `У крупье ${name} — меньше 17: он обязан взять ещё карту.`
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
    let win: number;
    let why: string;
    switch (item.key) {
      case 'blackjack-even':
      case 'blackjack-odd': {
        const p = payoutOrThrow(stake, blackjackPayouts.blackjack, 'down');
        win = p.win;
        why = `Блекджек платит 3:2: ${stake} × 3/2 = ${p.exact.denominator === 1 ? p.exact.numerator : `${p.exact.numerator}/${p.exact.denominator}`}${
          p.exact.denominator === 1 ? '' : `; долю фишки казино не выплачивает — ${p.win}`
        }.`;
        break;
      }
      case 'blackjack-vs-21':
        win = payoutOrThrow(stake, blackjackPayouts.blackjack, 'down').win;
        why = `Блекджек бьёт комбинацию, которая просто равняется 21: выплата 3:2, ${win}.`;
        break;
      case 'blackjack-vs-blackjack':
        win = 0;
        why = 'Блекджек у обоих — равенство: ставка возвращается, выигрыша нет.';
        break;
      case 'insurance': {
        const half = Math.floor(stake / 2);
        win = payoutOrThrow(half, blackjackPayouts.insurance, 'down').win;
        why = `У крупье Блекджек: страховка ${half} оплачивается 2:1 — ${win}. Основная ставка при этом проиграна.`;
        break;
      }
      case 'push':
        win = 0;
        why = 'Суммы равны — равенство: ставка возвращается, выигрыша нет.';
        break;
      default:
        win = stake;
        why = `Рука игрока ближе к 21: выигрыш 1:1, столько же, сколько поставлено, — ${stake}.`;
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

const UPS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'A'] as const;
const STRATEGY_KEYS: string[] = [];
for (const up of UPS) {
  for (let t = 5; t <= 19; t++) STRATEGY_KEYS.push(`hard-${t}-${up}`);
  for (let t = 13; t <= 20; t++) STRATEGY_KEYS.push(`soft-${t}-${up}`);
  for (const x of ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'A']) STRATEGY_KEYS.push(`pair-${x}-${up}`);
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
        ? `${answer === 'double' ? 'Удвоить можно только при сумме 9, 10 или 11' : 'Разделить можно только две карты одинакового достоинства, и не тузы'}. Ожидание ходов на единицу ставки: ${evs}.`
        : `Ожидание ходов на единицу ставки: ${evs}.`,
      ruleLink: BJ_LINKS.strategy,
      ...(correct || notAllowed ? {} : { cost: `−${pct(evBest - evChosen)} ставки` }),
    };
    return verdict;
  },
};

/** The blackjack drills, in the order the list shows them. */
export const drills: Drill[] = [doubleDrill, splitDrill, dealerDrill, payoutDrill, strategyDrill];
