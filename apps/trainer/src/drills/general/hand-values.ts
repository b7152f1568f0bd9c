/**
 * Hand-value drills: the blackjack total, soft or hard, and the baccarat point. Hands are dealt from
 * the engine's deck with the seeded RNG; the checker and the explanation use the engine's
 * `blackjackValue` and `baccaratPoint`.
 *
 * @module
 */
import { baccaratCardValue, baccaratPoint } from '@croupier/engine/baccarat';
import { blackjackCardValue, blackjackValue } from '@croupier/engine/blackjack';
import { formatCard, isCard, type Card } from '@croupier/engine/cards';
import type { Rng } from '@croupier/engine/rng';
import type { Drill, DrillItem, Verdict } from '../../drill.ts';
import { classifyValueMultisets, dealOfClass } from './deal.ts';
import { formatBlackjackValue } from '@croupier/ru';

/**
 * Where the card values are explained on the docs site: the headings «Блекджек» and «Баккара» of the page
 * «Карты и обозначения» (`/cards/`), under Starlight's heading slugs.
 */
export const RULE_LINKS = {
  blackjack: '/cards/#блекджек',
  baccarat: '/cards/#баккара',
} as const;

/** The data of a hand-value item: the dealt cards. */
export interface HandData {
  /** The cards, engine encoding. */
  readonly cards: readonly Card[];
}

function cardsOf(item: DrillItem): readonly Card[] {
  const data = item.data as Partial<HandData> | null;
  if (!data || !Array.isArray(data.cards) || !data.cards.every(isCard)) {
    throw new TypeError(`Item "${item.key}" carries no cards: expected data { cards: number[] }.`);
  }
  return data.cards;
}

const ru = (c: Card) => formatCard(c, { notation: 'ru' });

/**
 * Reads a typed whole number: digits only, optional spaces around.
 *
 * @param answer - What the learner typed.
 * @returns The number, or `undefined` when it is not a whole number.
 */
export function parseWholeNumber(answer: string): number | undefined {
  const t = answer.trim();
  return /^\d{1,3}$/u.test(t) ? Number(t) : undefined;
}

// ---------------------------------------------------------------- blackjack

/** The blackjack class of a value multiset (ace = 1): what `blackjackValue` would say of such cards. */
function blackjackClassOfValues(values: readonly number[]): {
  kind: 'blackjack' | 'bust' | 'soft' | 'hard';
  total: number;
  ace: boolean;
} {
  const hard = values.reduce((s, v) => s + v, 0);
  const ace = values.includes(1);
  if (hard > 21) return { kind: 'bust', total: hard, ace };
  if (ace && hard + 10 <= 21) {
    if (values.length === 2 && hard + 10 === 21) return { kind: 'blackjack', total: 21, ace };
    return { kind: 'soft', total: hard + 10, ace };
  }
  return { kind: 'hard', total: hard, ace };
}

/**
 * The key of a blackjack hand for the total drill: `hard-4`…`hard-21`, `soft-12`…`soft-21`,
 * `blackjack`, `bust`.
 *
 * @param cards - The hand.
 */
export function blackjackTotalKey(cards: readonly Card[]): string {
  const v = blackjackValue(cards);
  if (v.bust) return 'bust';
  if (v.blackjack) return 'blackjack';
  return `${v.soft ? 'soft' : 'hard'}-${v.total}`;
}

/**
 * The key of a blackjack hand for the soft/hard drill: `soft-N`, `hard-ace-N` (an ace that must count
 * 1), `hard-N` (no ace), `blackjack`, `bust`.
 *
 * @param cards - The hand.
 */
export function blackjackSoftHardKey(cards: readonly Card[]): string {
  const v = blackjackValue(cards);
  if (v.bust) return 'bust';
  if (v.blackjack) return 'blackjack';
  if (v.soft) return `soft-${v.total}`;
  return cards.some((c) => blackjackCardValue(c) === 1) ? `hard-ace-${v.total}` : `hard-${v.total}`;
}

const BJ_VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const BJ_SIZES = [2, 3, 4];

const totalClasses = classifyValueMultisets(BJ_VALUES, BJ_SIZES, (vs) => {
  const c = blackjackClassOfValues(vs);
  if (c.kind === 'bust') return vs.length >= 3 ? 'bust' : undefined;
  if (c.kind === 'blackjack') return 'blackjack';
  return `${c.kind}-${c.total}`;
});

const softHardClasses = classifyValueMultisets(BJ_VALUES, BJ_SIZES, (vs) => {
  const c = blackjackClassOfValues(vs);
  if (c.kind === 'bust') return vs.length >= 3 ? 'bust' : undefined;
  if (c.kind === 'blackjack') return 'blackjack';
  if (c.kind === 'soft') return `soft-${c.total}`;
  if (c.ace) return `hard-ace-${c.total}`;
  return c.total >= 12 ? `hard-${c.total}` : undefined;
});

/** Interleaves lists so new keys arrive mixed (a soft hand, a hard hand, …) rather than in runs. */
function interleave(...lists: readonly (readonly string[])[]): string[] {
  const out: string[] = [];
  const longest = Math.max(...lists.map((l) => l.length));
  for (let i = 0; i < longest; i++) for (const l of lists) if (i < l.length) out.push(l[i]!);
  return out;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

const TOTAL_KEYS = interleave(
  [...range(12, 20).map((n) => `hard-${n}`), ...range(4, 11).map((n) => `hard-${n}`), 'hard-21'],
  [
    'soft-17',
    'blackjack',
    'soft-13',
    'soft-18',
    'bust',
    'soft-19',
    'soft-12',
    'soft-20',
    'soft-14',
    'soft-15',
    'soft-16',
    'soft-21',
  ],
);

const SOFT_HARD_KEYS = interleave(
  range(12, 21).map((n) => `soft-${n}`),
  range(12, 21).map((n) => `hard-ace-${n}`),
  ['blackjack', 'bust', ...range(12, 20).map((n) => `hard-${n}`)],
);

/**
 * The Russian name of a blackjack key: `soft-17` → `мягкая 17`, `hard-ace-15` → `жёсткая 15 с тузом`.
 *
 * @param key - A key of the blackjack drills.
 */
export function blackjackKeyLabel(key: string): string {
  if (key === 'blackjack') return 'Блекджек';
  if (key === 'bust') return 'перебор';
  const m = /^(soft|hard)(-ace)?-(\d+)$/u.exec(key);
  if (!m) return key;
  return `${m[1] === 'soft' ? 'мягкая' : 'жёсткая'} ${m[3]}${m[2] ? ' с тузом' : ''}`;
}

/** A hand's value as every widget words it (`@croupier/ru`), a blackjack with its total: «Блекджек (21)». */
function valueText(v: ReturnType<typeof blackjackValue>): string {
  return v.blackjack ? `${formatBlackjackValue(v)} (21)` : formatBlackjackValue(v);
}

function describeBlackjack(cards: readonly Card[]): string {
  const v = blackjackValue(cards);
  const hard = cards.reduce((s, c) => s + blackjackCardValue(c), 0);
  const shown = cards.map(ru).join(' + ');
  const hasAce = cards.some((c) => blackjackCardValue(c) === 1);
  const base = 'Карты от 2 до 10 идут по номиналу, В, Д и К — по 10, туз — 1 или 11.';
  if (v.blackjack) {
    return `${shown}: туз и карта в 10 очков первыми двумя картами — Блекджек (21). Он бьёт любые другие 21 и оплачивается 3:2. ${base}`;
  }
  if (v.bust) {
    return `${shown}: даже при тузах по 1 сумма ${hard} больше 21 — перебор, рука сразу проигрывает. ${base}`;
  }
  if (v.soft) {
    return `${shown}: туз считается за 11, пока сумма не больше 21: ${hard} + 10 = ${v.total}. Туз за 11 — рука мягкая («мягкая ${v.total}»); следующая карта не может дать перебор. ${base}`;
  }
  if (hasAce) {
    return `${shown}: с тузом за 11 было бы ${hard + 10} > 21, поэтому туз считается за 1: ${v.total}. Туз за 1 — рука жёсткая. ${base}`;
  }
  return `${shown} = ${v.total}. Туза нет — рука жёсткая. ${base}`;
}

/**
 * The blackjack total drill: how many points does this hand have?
 *
 * The answer is the best total (an ace counts 11 where the hand stays at 21 or below); a bust hand's
 * answer is its total over 21, a blackjack's is 21.
 */
export const blackjackTotalDrill: Drill = {
  id: 'blackjack-total',
  game: 'general',
  title: 'Блекджек: сумма очков',
  description: 'Сколько очков у руки в блекджеке: туз за 1 или 11, картинки по 10.',
  keys: () => TOTAL_KEYS,
  keyLabel: blackjackKeyLabel,
  item(key: string, rng: Rng): DrillItem {
    const cards = dealOfClass(totalClasses, key, blackjackCardValue, rng);
    return {
      key,
      prompt: 'Сколько очков у этой руки в блекджеке?',
      hands: [{ label: 'Рука игрока', cards }],
      answer: { kind: 'number', placeholder: 'Очки, например 17' },
      data: { cards } satisfies HandData,
    };
  },
  check(item: DrillItem, answer: string): Verdict {
    const cards = cardsOf(item);
    const v = blackjackValue(cards);
    const given = parseWholeNumber(answer);
    const expected = valueText(v);
    return {
      correct: given === v.total,
      expected,
      explanation: describeBlackjack(cards),
      ruleLink: RULE_LINKS.blackjack,
    };
  },
};

const SOFT_HARD_CHOICES = [
  { id: 'soft', label: 'Мягкая', hotkey: 'м' },
  { id: 'hard', label: 'Жёсткая', hotkey: 'ж' },
  { id: 'blackjack', label: 'Блекджек', hotkey: 'б' },
  { id: 'bust', label: 'Перебор', hotkey: 'п' },
] as const;

/** The right choice id of a hand in the soft/hard drill. */
function softHardAnswer(cards: readonly Card[]): (typeof SOFT_HARD_CHOICES)[number]['id'] {
  const v = blackjackValue(cards);
  if (v.bust) return 'bust';
  if (v.blackjack) return 'blackjack';
  return v.soft ? 'soft' : 'hard';
}

/**
 * The soft/hard drill: is this hand soft (an ace counts 11), hard, a blackjack, or a bust?
 */
export const blackjackSoftHardDrill: Drill = {
  id: 'blackjack-soft-hard',
  game: 'general',
  title: 'Блекджек: мягкая или жёсткая',
  description: 'Считается ли туз за 11 (мягкая рука) или за 1 (жёсткая), Блекджек или перебор.',
  keys: () => SOFT_HARD_KEYS,
  keyLabel: blackjackKeyLabel,
  item(key: string, rng: Rng): DrillItem {
    const cards = dealOfClass(softHardClasses, key, blackjackCardValue, rng);
    return {
      key,
      prompt: 'Какая это рука?',
      hands: [{ label: 'Рука игрока', cards }],
      answer: { kind: 'choice', choices: SOFT_HARD_CHOICES },
      data: { cards } satisfies HandData,
    };
  },
  check(item: DrillItem, answer: string): Verdict {
    const cards = cardsOf(item);
    const right = softHardAnswer(cards);
    const v = blackjackValue(cards);
    const expected = valueText(v);
    return {
      correct: answer === right,
      expected,
      explanation: describeBlackjack(cards),
      ruleLink: RULE_LINKS.blackjack,
      expectedAnswer: right,
    };
  },
};

// ---------------------------------------------------------------- baccarat

const BAC_VALUES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const COUNT_WORD = { 2: 'two', 3: 'three' } as const;

const pointClasses = classifyValueMultisets(BAC_VALUES, [2, 3], (vs) => {
  const point = vs.reduce((s, v) => s + v, 0) % 10;
  return `${COUNT_WORD[vs.length as 2 | 3]}-${point}`;
});

const POINT_KEYS = interleave(
  range(0, 9).map((n) => `two-${(n * 7 + 3) % 10}`),
  range(0, 9).map((n) => `three-${(n * 3 + 1) % 10}`),
);

/**
 * The key of a baccarat hand: `two-N` or `three-N` by its card count and point.
 *
 * @param cards - Two or three cards.
 */
export function baccaratPointKey(cards: readonly Card[]): string {
  return `${cards.length === 2 ? 'two' : 'three'}-${baccaratPoint(cards)}`;
}

function describeBaccarat(cards: readonly Card[]): string {
  const values = cards.map(baccaratCardValue);
  const sum = values.reduce((s, v) => s + v, 0);
  const point = baccaratPoint(cards);
  const shown = cards.map((c) => `${ru(c)} (${baccaratCardValue(c)})`).join(' + ');
  const base = '10, В, Д и К дают 0 очков, туз — 1, остальные карты — по номиналу.';
  const drop = sum >= 10 ? `; десятки отбрасываются, считается последняя цифра: ${sum} → ${point}` : '';
  const natural = cards.length === 2 && point >= 8 ? ' С двух карт это натуральная комбинация.' : '';
  return `${shown} = ${sum}${drop}. ${base}${natural}`;
}

/**
 * The baccarat point drill: the point of two or three cards (sum of values, tens dropped).
 */
export const baccaratPointDrill: Drill = {
  id: 'baccarat-point',
  game: 'general',
  title: 'Баккара: очки руки',
  description: 'Очки двух или трёх карт в баккаре: картинки и десятки — 0, от суммы остаётся последняя цифра.',
  keys: () => POINT_KEYS,
  keyLabel: (key) => {
    const m = /^(two|three)-(\d)$/u.exec(key);
    return m ? `${m[2]} с ${m[1] === 'two' ? 'двух' : 'трёх'} карт` : key;
  },
  item(key: string, rng: Rng): DrillItem {
    const cards = dealOfClass(pointClasses, key, baccaratCardValue, rng);
    return {
      key,
      prompt: 'Сколько очков у этой руки в баккаре?',
      hands: [{ label: 'Пунто', cards }],
      answer: { kind: 'number', placeholder: 'От 0 до 9' },
      data: { cards } satisfies HandData,
    };
  },
  check(item: DrillItem, answer: string): Verdict {
    const cards = cardsOf(item);
    const point = baccaratPoint(cards);
    return {
      correct: parseWholeNumber(answer) === point,
      expected: String(point),
      explanation: describeBaccarat(cards),
      ruleLink: RULE_LINKS.baccarat,
    };
  },
};
