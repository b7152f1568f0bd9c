/**
 * The stud drills, built on the engine: name the combination; which hand wins (kickers, the wheel, no
 * wrap-around); does the dealer qualify; what the round pays; and the decision itself (fold, raise or
 * exchange which cards) with the exact EV cost of a mistake. Feedback cites the rule and links its
 * paragraph on the «Покер» page.
 *
 * @module
 */
import { type Card, formatCards, isCard } from '@croupier/engine/cards';
import { randomInt, shuffled, type Rng } from '@croupier/engine/rng';
import { orThrow, rational } from '@croupier/engine';
import {
  CATEGORIES,
  adviseOrThrow,
  categoryOf,
  compareHands,
  dealerQualifies,
  evaluateOrThrow,
  raiseFor,
  resolveRulesOrThrow,
  settle,
  type Category,
} from '@croupier/engine/stud';
import { antesRu, formatRatio, studCategoryRu } from '@croupier/ru';
import type { Choice, Drill, DrillItem, Verdict } from '../../drill.ts';

/** Where each rule is on the docs site («Покер»). */
export const RULE_LINKS = {
  hands: '/poker/#hands',
  ranking: '/poker/#ranking',
  payouts: '/poker/#payouts',
  noGame: '/poker/#no-game',
  decisions: '/poker/#decisions',
  advisor: '/poker/#advisor',
} as const;

const RULES = resolveRulesOrThrow();
const ru = (cards: readonly Card[]): string => formatCards(cards, { notation: 'ru' });
const name = studCategoryRu;
const cat = (cards: readonly Card[]): Category => categoryOf(evaluateOrThrow(cards));

function cardsIn(item: DrillItem, field: string): Card[] {
  const data = item.data as Record<string, unknown> | null;
  const cards = data?.[field];
  if (!Array.isArray(cards) || !cards.every(isCard))
    throw new TypeError(`Item "${item.key}" carries no ${field} cards.`);
  return cards;
}

/** Five random cards from the deck minus `used`. */
function deal(rng: Rng, used: readonly Card[] = []): Card[] {
  return shuffled(
    rng,
    Array.from({ length: 52 }, (_, i) => i).filter((c) => !used.includes(c)),
  ).slice(0, 5);
}

/**
 * A hand of a given combination: built directly for the rare ones, drawn until it fits for the rest.
 *
 * @param category - The combination wanted.
 * @param rng - Randomness.
 * @param used - Cards that may not be used.
 */
export function handOf(category: Category, rng: Rng, used: readonly Card[] = []): Card[] {
  for (let tries = 0; tries < 100_000; tries++) {
    let h: Card[];
    const suit = randomInt(rng, 4);
    switch (category) {
      case 'royalFlush':
        h = [8, 9, 10, 11, 12].map((r) => r * 4 + suit);
        break;
      case 'straightFlush': {
        const high = 3 + randomInt(rng, 9); // five-high (the wheel) … king-high
        const ranks = high === 3 ? [3, 2, 1, 0, 12] : [0, 1, 2, 3, 4].map((i) => high - i);
        h = ranks.map((r) => r * 4 + suit);
        break;
      }
      case 'fourOfAKind': {
        const r = randomInt(rng, 13);
        const k = (r + 1 + randomInt(rng, 12)) % 13;
        h = [0, 1, 2, 3].map((s) => r * 4 + s).concat([k * 4 + suit]);
        break;
      }
      case 'fullHouse': {
        const r = randomInt(rng, 13);
        const p = (r + 1 + randomInt(rng, 12)) % 13;
        const miss = randomInt(rng, 4);
        const ps = shuffled(rng, [0, 1, 2, 3]).slice(0, 2);
        h = [0, 1, 2, 3]
          .filter((s) => s !== miss)
          .map((s) => r * 4 + s)
          .concat(ps.map((s) => p * 4 + s));
        break;
      }
      default:
        h = deal(rng, used);
    }
    if (h.some((c) => used.includes(c))) continue;
    if (cat(h) === category) return shuffled(rng, h);
  }
  throw new Error(`No ${category} hand found.`);
}

// ------------------------------------------------------------ name the combination

const NAME_CHOICES: readonly Choice[] = CATEGORIES.map((c, i) => ({
  id: c,
  label: name(c),
  ...(i < 9 ? { hotkey: String(i + 1) } : i === 9 ? { hotkey: '0' } : {}),
}));

/** «Какая это комбинация?» — one key per combination of the text. */
export const nameDrill: Drill = {
  id: 'stud-name',
  game: 'stud',
  title: 'Покер: назовите комбинацию',
  description: 'Какая комбинация у пяти карт: от флеш-рояля до «нет игры».',
  keys: () => CATEGORIES,
  keyLabel: (key) => name(key),
  item(key, rng) {
    const hand = handOf(key as Category, rng);
    return {
      key,
      prompt: 'Какая это комбинация?',
      hands: [{ label: 'Расклад', cards: hand }],
      answer: { kind: 'choice', choices: NAME_CHOICES },
      data: { hand },
    };
  },
  check(item, answer): Verdict {
    const hand = cardsIn(item, 'hand');
    const c = cat(hand);
    return {
      correct: answer === c,
      expected: name(c),
      explanation: `${ru(hand)} — ${name(c)}.${c === 'aceKing' ? ' Туз и король, и ничего старше: это ещё не «нет игры».' : ''}${
        c === 'noGame' ? ' Ни одной комбинации из списка, и нет пары туз-король.' : ''
      }`,
      ruleLink: RULE_LINKS.hands,
      expectedAnswer: c,
    };
  },
};

// ------------------------------------------------------------ which hand wins

const COMPARE_KEYS = ['kicker', 'pair-rank', 'two-pair', 'full', 'wheel', 'no-wrap', 'tie'] as const;
const COMPARE_LABELS: Record<(typeof COMPARE_KEYS)[number], string> = {
  kicker: 'старшая карта решает',
  'pair-rank': 'ранг пары',
  'two-pair': 'старшая пара',
  full: 'фулл: решает тройка',
  wheel: 'стрит 5-4-3-2-Т',
  'no-wrap': 'туз внутри — не стрит',
  tie: 'масти не старше друг друга',
};
const WHO_CHOICES: readonly Choice[] = [
  { id: 'a', label: 'Первый старше', hotkey: '1' },
  { id: 'b', label: 'Второй старше', hotkey: '2' },
  { id: 'tie', label: 'Равноценны', hotkey: '3' },
];

function ranksHand(ranks: readonly number[], rng: Rng, used: readonly Card[]): Card[] {
  // Suits for the given ranks: never all one suit, never a card in `used`.
  for (let t = 0; t < 20_000; t++) {
    const h = ranks.map((r) => r * 4 + randomInt(rng, 4));
    if (new Set(h).size !== 5 || h.some((c) => used.includes(c))) continue;
    if (h.every((c) => (c & 3) === (h[0]! & 3))) continue;
    return h;
  }
  throw new Error('No suits found.');
}

function comparePair(key: string, rng: Rng): [Card[], Card[]] {
  const pick = <T>(xs: readonly T[]): T => xs[randomInt(rng, xs.length)]!;
  let ra: number[];
  let rb: number[];
  switch (key) {
    case 'kicker':
      [ra, rb] = pick([
        [
          [12, 11, 9, 1, 0],
          [12, 11, 8, 7, 6],
        ],
        [
          [3, 3, 10, 1, 0],
          [3, 3, 9, 8, 7],
        ],
        [
          [12, 11, 10, 9, 1],
          [12, 11, 10, 9, 0],
        ],
        [
          [7, 7, 4, 4, 12],
          [7, 7, 4, 4, 11],
        ],
      ]);
      break;
    case 'pair-rank':
      [ra, rb] = pick([
        [
          [3, 3, 2, 1, 0],
          [2, 2, 12, 11, 10],
        ],
        [
          [8, 8, 0, 1, 2],
          [7, 7, 12, 11, 10],
        ],
      ]);
      break;
    case 'two-pair':
      [ra, rb] = pick([
        [
          [12, 12, 0, 0, 1],
          [11, 11, 10, 10, 12],
        ],
        [
          [9, 9, 1, 1, 0],
          [8, 8, 7, 7, 12],
        ],
      ]);
      break;
    case 'full':
      [ra, rb] = pick([
        [
          [2, 2, 2, 0, 0],
          [1, 1, 1, 12, 12],
        ],
        [
          [6, 6, 6, 2, 2],
          [5, 5, 5, 11, 11],
        ],
      ]);
      break;
    case 'wheel':
      [ra, rb] = pick([
        [
          [4, 3, 2, 1, 0],
          [3, 2, 1, 0, 12],
        ],
        [
          [3, 2, 1, 0, 12],
          [12, 12, 12, 5, 2],
        ],
        [
          [12, 11, 10, 9, 8],
          [3, 2, 1, 0, 12],
        ],
      ]);
      break;
    case 'no-wrap':
      [ra, rb] = pick([
        [
          [1, 0, 12, 11, 10],
          [0, 0, 5, 3, 1],
        ],
        [
          [2, 1, 0, 12, 11],
          [12, 11, 3, 2, 0],
        ],
        [
          [4, 3, 2, 1, 0],
          [1, 0, 12, 11, 10],
        ],
      ]);
      break;
    default:
      ra = pick([
        [12, 11, 9, 1, 0],
        [5, 5, 9, 3, 2],
        [10, 10, 4, 4, 2],
      ]);
      rb = ra;
  }
  const a = ranksHand(ra, rng, []);
  const b = ranksHand(rb, rng, a);
  return randomInt(rng, 2) === 0 ? [a, b] : [b, a];
}

/** «Какой расклад старше?» — kickers, the rank of the pair, the wheel, no wrap-around, equal hands. */
export const compareDrill: Drill = {
  id: 'stud-compare',
  game: 'stud',
  title: 'Покер: какой расклад старше',
  description: 'Сравните два расклада: кикеры, ранг пары, стрит 5-4-3-2-Т, туз внутри, равные масти.',
  keys: () => COMPARE_KEYS,
  keyLabel: (key) => COMPARE_LABELS[key as (typeof COMPARE_KEYS)[number]] ?? key,
  item(key, rng) {
    const [a, b] = comparePair(key, rng);
    return {
      key,
      prompt: 'Какой расклад старше?',
      hands: [
        { label: 'Первый', cards: a },
        { label: 'Второй', cards: b },
      ],
      answer: { kind: 'choice', choices: WHO_CHOICES },
      data: { a, b },
    };
  },
  check(item, answer): Verdict {
    const a = cardsIn(item, 'a');
    const b = cardsIn(item, 'b');
    const r = compareHands(a, b);
    const v = r.ok ? r.value : 0;
    const id = v > 0 ? 'a' : v < 0 ? 'b' : 'tie';
    const expected = WHO_CHOICES.find((c) => c.id === id)!.label;
    return {
      correct: answer === id,
      expected,
      explanation: `${ru(a)} — ${name(cat(a))}; ${ru(b)} — ${name(cat(b))}. ${
        id === 'tie'
          ? 'Ранги попарно одинаковы, а между мастями приоритетов нет.'
          : cat(a) === cat(b)
            ? 'Комбинация одна, решает старшинство карт, как в клубном покере.'
            : 'Старше та комбинация, что выше в списке.'
      } Стрит 5-4-3-2-Т — самый младший; последовательность с тузом внутри (3-2-Т-К-Д) стритом не считается.`,
      ruleLink: RULE_LINKS.ranking,
      expectedAnswer: id,
    };
  },
};

// ------------------------------------------------------------ does the dealer qualify

const QUALIFY_KEYS = ['aceKing', 'aceQueen', 'kingHigh', 'pair', 'no-wrap', 'wheel'] as const;
const YES_NO: readonly Choice[] = [
  { id: 'yes', label: 'Есть игра', hotkey: '1' },
  { id: 'no', label: 'Нет игры', hotkey: '2' },
];

/** «Есть ли у дилера игра?» — the ace-king qualifier, with its traps. */
export const qualifyDrill: Drill = {
  id: 'stud-qualify',
  game: 'stud',
  title: 'Покер: есть ли у дилера игра',
  description: 'Дилер играет с туза-короля и старше; ниже — «нет игры», и АНТЕ оплачивается 1:1.',
  keys: () => QUALIFY_KEYS,
  item(key, rng) {
    const ranks: Record<(typeof QUALIFY_KEYS)[number], number[][]> = {
      aceKing: [
        [12, 11, 5, 3, 0],
        [12, 11, 10, 9, 7],
      ],
      aceQueen: [
        [12, 10, 9, 8, 6],
        [12, 10, 4, 3, 1],
      ],
      kingHigh: [
        [11, 10, 9, 8, 6],
        [11, 7, 5, 3, 0],
      ],
      pair: [
        [0, 0, 5, 7, 9],
        [4, 4, 12, 10, 2],
      ],
      'no-wrap': [
        [1, 0, 12, 11, 10],
        [2, 1, 0, 12, 11],
      ],
      wheel: [[3, 2, 1, 0, 12]],
    };
    const options = ranks[key as (typeof QUALIFY_KEYS)[number]] ?? ranks.aceKing;
    const dealer = shuffled(rng, ranksHand(options[randomInt(rng, options.length)]!, rng, []));
    return {
      key,
      prompt: 'Дилер открыл карты. Есть ли у него игра?',
      hands: [{ label: 'Дилер', cards: dealer }],
      answer: { kind: 'choice', choices: YES_NO },
      data: { dealer },
    };
  },
  check(item, answer): Verdict {
    const dealer = cardsIn(item, 'dealer');
    const q = dealerQualifies(evaluateOrThrow(dealer), RULES);
    return {
      correct: answer === (q ? 'yes' : 'no'),
      expected: q ? 'Есть игра' : 'Нет игры',
      explanation: `${ru(dealer)} — ${name(cat(dealer))}. ${
        q
          ? 'Туз-Король или старше: расклады сравниваются.'
          : 'Ниже туза-короля: у дилера «нет игры», игрок получает АНТЕ 1:1, СТАВКА возвращается.'
      }`,
      ruleLink: RULE_LINKS.noGame,
      expectedAnswer: q ? 'yes' : 'no',
    };
  },
};

// ------------------------------------------------------------ what the round pays

const PAY_KEYS = [
  'no-game',
  'lose',
  'push',
  'aceKing',
  'pair',
  'twoPair',
  'threeOfAKind',
  'straight',
  'flush',
  'fullHouse',
  'fourOfAKind',
] as const;
const ANTES = [5, 10, 20, 25, 50] as const;

/** «Сколько выиграл игрок?» — the net result of a raised round, fees none. */
export const payoutDrill: Drill = {
  id: 'stud-payout',
  game: 'stud',
  title: 'Покер: сколько выиграл игрок',
  description: 'Игрок сделал СТАВКУ (два АНТЕ); дилер открыл карты. Каков итог игрока в фишках?',
  keys: () => PAY_KEYS,
  item(key, rng) {
    const ante = ANTES[randomInt(rng, ANTES.length)]!;
    let player: Card[];
    let dealer: Card[];
    for (;;) {
      if (key === 'no-game') {
        player = deal(rng);
        dealer = handOf('noGame', rng, player);
      } else if (key === 'lose' || key === 'push') {
        dealer = handOf('pair', rng);
        player =
          key === 'push'
            ? ranksHand(
                dealer.map((c) => c >> 2),
                rng,
                dealer,
              )
            : handOf('aceKing', rng, dealer);
      } else {
        player = handOf(key as Category, rng);
        dealer = handOf(key === 'aceKing' ? 'aceKing' : 'pair', rng, player);
      }
      const s = orThrow(settle({ player, dealer, ante, raised: true }, RULES));
      const want =
        key === 'no-game' ? 'dealerNoGame' : key === 'lose' ? 'dealerWins' : key === 'push' ? 'push' : 'playerWins';
      if (s.outcome === want) break;
    }
    return {
      key,
      prompt: `АНТЕ ${ante}, игрок сделал СТАВКУ ${raiseFor(ante, RULES)}. Сколько фишек он выиграл (проигрыш — со знаком минус)?`,
      hands: [
        { label: 'Игрок', cards: player },
        { label: 'Дилер', cards: dealer },
      ],
      answer: { kind: 'number', placeholder: 'фишек' },
      data: { player, dealer, ante },
    };
  },
  check(item, answer): Verdict {
    const player = cardsIn(item, 'player');
    const dealer = cardsIn(item, 'dealer');
    const ante = Number((item.data as { ante: number }).ante);
    // The engine's settlement, the rule the round settles with: the ante and the raise by the paytable.
    const s = orThrow(settle({ player, dealer, ante, raised: true }, RULES));
    const { net, bet, anteWon, betWon, betRatio } = s.payout;
    const why =
      s.outcome === 'dealerNoGame'
        ? `У дилера «нет игры» (${ru(dealer)}): АНТЕ оплачивается 1:1, СТАВКА возвращается — ${anteWon}.`
        : s.outcome === 'dealerWins'
          ? `Расклад дилера старше: игрок теряет АНТЕ и СТАВКУ — ${ante} + ${bet} = ${ante + bet}.`
          : s.outcome === 'push'
            ? 'Расклады равноценны: игрок остаётся при своих.'
            : `Дилер играет и проигрывает: АНТЕ 1:1 (${anteWon}) и СТАВКА по таблице, ${name(s.player.category)} ${formatRatio(betRatio!)} (${bet} × ${betRatio!.per === 1 ? betRatio!.pays : `${betRatio!.pays}/${betRatio!.per}`} = ${betWon}).`;
    return {
      correct: answer.trim().replace('−', '-') === String(net),
      expected: String(net),
      explanation: why,
      ruleLink: s.outcome === 'dealerNoGame' ? RULE_LINKS.noGame : RULE_LINKS.payouts,
    };
  },
};

// ------------------------------------------------------------ the decision

const DECISION_KEYS = ['noGame', 'aceKing', 'pair', 'strong', 'flush-draw', 'straight-draw'] as const;
const PAIR_LABELS = ['01', '02', '03', '04', '12', '13', '14', '23', '24', '34'];

function decisionHand(key: string, rng: Rng): Card[] {
  for (let t = 0; t < 100_000; t++) {
    const h = deal(rng);
    const c = cat(h);
    const suits = [0, 1, 2, 3].map((s) => h.filter((x) => (x & 3) === s).length);
    const ranks = [...new Set(h.map((x) => x >> 2))].sort((a, b) => a - b);
    switch (key) {
      case 'noGame':
        if (c === 'noGame') return h;
        break;
      case 'aceKing':
        if (c === 'aceKing') return h;
        break;
      case 'pair':
        if (c === 'pair') return h;
        break;
      case 'strong':
        if (c === 'twoPair' || c === 'threeOfAKind') return h;
        break;
      case 'flush-draw':
        if (suits.includes(4) && (c === 'noGame' || c === 'aceKing')) return h;
        break;
      default:
        if ((c === 'noGame' || c === 'aceKing') && ranks.length === 5 && ranks[3]! - ranks[0]! === 3) return h;
    }
  }
  throw new Error(`No hand for ${key}.`);
}

/** «Что делать?» — fold, raise or exchange which cards; feedback gives the exact EV cost of a mistake. */
export const decisionDrill: Drill = {
  id: 'stud-decision',
  game: 'stud',
  title: 'Покер: сдаться, играть или менять',
  description:
    'Лучшее решение по точному расчёту движка: сдаться, играть или заменить одну-две карты; цена ошибки — в долях АНТЕ.',
  keys: () => DECISION_KEYS,
  item(key, rng) {
    const hand = decisionHand(key, rng);
    const advice = adviseOrThrow(hand, RULES);
    const options = advice.options.map((o) => ({
      id: o.action === 'exchange' ? `x${o.discard.map((c) => hand.indexOf(c)).join('')}` : o.action,
      ev: rational.toNumber(o.ev),
    }));
    const choices: Choice[] = [
      { id: 'fold', label: 'Сдаться', hotkey: '1' },
      { id: 'raise', label: 'Играть', hotkey: '2' },
      ...[0, 1, 2, 3, 4].map((i) => ({ id: `x${i}`, label: `Заменить ${ru([hand[i]!])}` })),
      ...PAIR_LABELS.map((p) => ({ id: `x${p}`, label: `Заменить ${ru([hand[Number(p[0])]!, hand[Number(p[1])]!])}` })),
    ];
    return {
      key,
      prompt: 'АНТЕ поставлено, карты дилера закрыты. Что делать?',
      hands: [
        { label: 'Игрок', cards: hand },
        { label: 'Дилер', cards: [], hidden: 5 },
      ],
      answer: { kind: 'choice', choices },
      data: { hand, options },
    };
  },
  check(item, answer): Verdict {
    const hand = cardsIn(item, 'hand');
    const options = (item.data as { options: { id: string; ev: number }[] }).options;
    const best = options.reduce((a, b) => (b.ev > a.ev ? b : a));
    const chosen = options.find((o) => o.id === answer);
    const label = (id: string): string =>
      (item.answer.kind === 'choice' ? item.answer.choices.find((c) => c.id === id)?.label : undefined) ?? id;
    const fmt = (x: number): string => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(3).replace('.', ',')}`;
    const loss = chosen ? best.ev - chosen.ev : NaN;
    const correct = chosen !== undefined && loss <= 1e-12;
    return {
      correct,
      expected: label(best.id),
      explanation: `${ru(hand)} — ${name(cat(hand))}. Лучшее: ${label(best.id)}, ожидание ${fmt(best.ev)} АНТЕ${
        chosen && !correct ? `; ваше решение — ${fmt(chosen.ev)}` : ''
      }. Карты дилера и замены равновероятны среди 47 невидимых карт; обмен стоит ${antesRu(RULES.feeOneCard.pays, RULES.feeOneCard.per)} за одну карту и ${antesRu(RULES.feeTwoCards.pays, RULES.feeTwoCards.per)} за две.`,
      ruleLink: RULE_LINKS.advisor,
      ...(chosen && !correct ? { cost: `−${loss.toFixed(3).replace('.', ',')} АНТЕ` } : {}),
      expectedAnswer: best.id,
    };
  },
};

/** The stud drills. */
export const drills: Drill[] = [nameDrill, compareDrill, qualifyDrill, payoutDrill, decisionDrill];
