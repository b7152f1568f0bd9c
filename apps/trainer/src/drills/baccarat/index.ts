/**
 * The baccarat drills, built on the engine for the rules in play: does the player draw; does the banker
 * draw (every cell of the tableau is its own key, so weak cells come back sooner); who won a dealt coup;
 * what a winning bet pays. Every answer and every explanation comes from the engine with those rules
 * (`playerDraws`, `bankerDraws`, the tableau as data worded by `@croupier/ru`, `betTerms`, `payout`),
 * and each item says which rules it uses. Feedback cites the rule and links its paragraph on the
 * «Баккара» page.
 *
 * @module
 */
import {
  bankerDraws,
  baccaratCardValue,
  baccaratPoint,
  betTerms,
  playerDraws,
  resolveRulesOrThrow,
  thirdCardRules,
  type BaccaratMainBet,
  type BaccaratRules,
} from '@croupier/engine/baccarat';
import { formatCard, isCard, type Card } from '@croupier/engine/cards';
import { payout } from '@croupier/engine/money';
import { randomInt, type Rng } from '@croupier/engine/rng';
import { bankerRowRu, bankerStoodRu, playerRuleRu } from '@croupier/ru';
import type { Choice, Drill, DrillItem, Verdict } from '../../drill.ts';
import { cardOfValue, COUP_KINDS, coupOfKind, twoCardsWithPoint, type CoupKind } from './deal.ts';

/** Where each rule is on the docs site («Баккара»). */
export const RULE_LINKS = {
  player: '/baccarat/#player-rule',
  banker: '/baccarat/#tableau',
  coup: '/baccarat/#coup',
  naturals: '/baccarat/#deal',
  payouts: '/baccarat/#payouts',
} as const;

/**
 * The rules the drills use until the trainer has a rules picker: the `casino` preset, the rules the
 * «Баккара» page plays by default (its tableau, its coup and its odds open on them; the page quotes the
 * text's banker rows for 5 and 6 and marks them as inverted). Each item says which rules it uses.
 */
export const DRILL_RULES: BaccaratRules = resolveRulesOrThrow({ preset: 'casino' });

/** The line an item shows about the rules in play. */
export function rulesNoteRu(rules: BaccaratRules): string {
  return rules.tableau === 'casino'
    ? 'Правила казино — как на странице «Баккара» по умолчанию (по тексту крупье при 5 и 6 очках поступает наоборот).'
    : 'Правила текста — крупье при 5 и 6 очках поступает наоборот, чем в казино.';
}

const ru = (c: Card) => formatCard(c, { notation: 'ru' });
const list = (cards: readonly Card[]) => cards.map(ru).join(' ');

const DRAW_CHOICES: readonly Choice[] = [
  { id: 'draw', label: 'Берёт карту', hotkey: '1' },
  { id: 'stand', label: 'Стоит', hotkey: '2' },
];

function cardsIn(item: DrillItem, field: 'player' | 'banker'): readonly Card[] {
  const data = item.data as Record<string, unknown> | null;
  const cards = data?.[field];
  if (!Array.isArray(cards) || !cards.every(isCard))
    throw new TypeError(`Item "${item.key}" carries no ${field} cards.`);
  return cards;
}

// ------------------------------------------------------------ player draws

const PLAYER_KEYS = [0, 1, 2, 3, 4, 5, 6, 7].map((t) => `player-${t}`);

/**
 * «Берёт ли игрок третью карту?» — one key per player total 0…7 (8 and 9 are naturals).
 *
 * @param rules - The rules in play.
 */
export function playerDrawsDrillFor(rules: BaccaratRules): Drill {
  return {
    id: 'baccarat-player-draws',
    game: 'baccarat',
    title: 'Третья карта игрока',
    description: 'Берёт ли игрок (Пунто) третью карту: при 0–5 очках берёт, при 6–7 стоит.',
    keys: () => PLAYER_KEYS,
    keyLabel: (key: string) => `игрок ${key.slice('player-'.length)}`,
    item(key: string, rng: Rng): DrillItem {
      const total = Number(key.slice('player-'.length));
      const player = twoCardsWithPoint(total, [], rng);
      const banker = twoCardsWithPoint(randomInt(rng, 8), player, rng);
      return {
        key,
        prompt: 'Натуральных нет. Берёт ли игрок третью карту?',
        hands: [
          { label: 'Игрок (Пунто)', cards: player },
          { label: 'Крупье (Банко)', cards: banker },
        ],
        context: [rulesNoteRu(rules)],
        answer: { kind: 'choice', choices: DRAW_CHOICES },
        data: { player, banker },
      };
    },
    check(item: DrillItem, answer: string): Verdict {
      const player = cardsIn(item, 'player');
      const total = baccaratPoint(player);
      const draws = playerDraws(total);
      return {
        correct: answer === (draws ? 'draw' : 'stand'),
        expected: draws ? 'Берёт карту' : 'Стоит',
        explanation: `У игрока ${list(player)} — ${total}. ${playerRuleRu(thirdCardRules(rules))}`,
        ruleLink: RULE_LINKS.player,
      };
    },
  };
}

// ------------------------------------------------------------ banker draws

const THIRDS: readonly (number | 'stood')[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 'stood'];
/** Every cell of the tableau: `banker-<total>-<third card value | stood>`. */
const BANKER_KEYS = [0, 1, 2, 3, 4, 5, 6, 7].flatMap((total) => THIRDS.map((t) => `banker-${total}-${t}`));

function parseBankerKey(key: string): { total: number; third: number | null } {
  const m = /^banker-([0-7])-(\d|stood)$/u.exec(key);
  if (!m) throw new RangeError(`Not a tableau key: "${key}".`);
  return { total: Number(m[1]), third: m[2] === 'stood' ? null : Number(m[2]) };
}

/**
 * «Берёт ли крупье третью карту?» — every cell of the tableau of the rules in play is a key of its own;
 * the answer is `bankerDraws(rules, …)` and the explanation the row of `thirdCardRules(rules)`, worded by
 * `@croupier/ru`, with a note where the text and the casino differ.
 *
 * @param rules - The rules in play.
 */
export function bankerDrawsDrillFor(rules: BaccaratRules): Drill {
  const table = thirdCardRules(rules);
  const other = thirdCardRules({ tableau: rules.tableau === 'casino' ? 'seed' : 'casino' });
  return {
    id: 'baccarat-banker-draws',
    game: 'baccarat',
    title: 'Третья карта крупье',
    description:
      'Берёт ли крупье (Банко) третью карту: каждая клетка таблицы — очки крупье против третьей карты игрока.',
    keys: () => BANKER_KEYS,
    keyLabel(key: string): string {
      const { total, third } = parseBankerKey(key);
      return third === null ? `крупье ${total}, игрок стоял` : `крупье ${total} против ${third}`;
    },
    item(key: string, rng: Rng): DrillItem {
      const { total, third } = parseBankerKey(key);
      const banker = twoCardsWithPoint(total, [], rng);
      let player: Card[];
      if (third === null) {
        player = twoCardsWithPoint(6 + randomInt(rng, 2), banker, rng);
      } else {
        const two = twoCardsWithPoint(randomInt(rng, 6), banker, rng);
        player = [...two, cardOfValue(third, [...banker, ...two], rng)];
      }
      return {
        key,
        prompt:
          third === null
            ? 'Игрок остался при двух картах. Берёт ли крупье третью карту?'
            : 'Игрок взял третью карту. Берёт ли крупье третью карту?',
        hands: [
          { label: 'Игрок (Пунто)', cards: player },
          { label: 'Крупье (Банко)', cards: banker },
        ],
        context: [rulesNoteRu(rules)],
        answer: { kind: 'choice', choices: DRAW_CHOICES },
        data: { player, banker },
      };
    },
    check(item: DrillItem, answer: string): Verdict {
      const player = cardsIn(item, 'player');
      const banker = cardsIn(item, 'banker');
      const total = baccaratPoint(banker);
      const third = player.length === 3 ? baccaratCardValue(player[2]!) : null;
      const draws = bankerDraws(rules, total, third);
      const situation =
        third === null
          ? `У крупье ${list(banker)} — ${total}, игрок не брал карту.`
          : `У крупье ${list(banker)} — ${total}, третья карта игрока ${ru(player[2]!)} — ${third}.`;
      const row = table.banker[total]!;
      const rule = third === null ? bankerStoodRu(table) : bankerRowRu(row);
      const differs =
        third !== null && row.drawsOn.includes(third) !== other.banker[total]!.drawsOn.includes(third)
          ? rules.tableau === 'casino'
            ? ' По тексту здесь наоборот.'
            : ' В казино здесь наоборот.'
          : '';
      return {
        correct: answer === (draws ? 'draw' : 'stand'),
        expected: draws ? 'Берёт карту' : 'Стоит',
        explanation: `${situation} ${rule}${differs}`,
        ruleLink: RULE_LINKS.banker,
      };
    },
  };
}

// ------------------------------------------------------------ who won

const WINNER_CHOICES: readonly Choice[] = [
  { id: 'banker', label: 'Банко (крупье)', hotkey: '1' },
  { id: 'player', label: 'Пунто (игрок)', hotkey: '2' },
  { id: 'tie', label: 'Ничья', hotkey: '3' },
];
const WINNER_RU = { banker: 'Банко', player: 'Пунто', tie: 'Ничья' } as const;

/**
 * «Кто выиграл кон?» — keys by how the coup ended (a natural or third cards) and who won; the coups are
 * dealt by the engine under the rules in play.
 *
 * @param rules - The rules in play.
 */
export function winnerDrillFor(rules: BaccaratRules): Drill {
  return {
    id: 'baccarat-winner',
    game: 'baccarat',
    title: 'Кто выиграл кон',
    description: 'Сосчитайте очки обеих рук после раздачи и третьих карт и назовите исход: Банко, Пунто или ничья.',
    keys: () => COUP_KINDS,
    keyLabel(key: string): string {
      const [how, who] = key.split('-') as [string, keyof typeof WINNER_RU];
      return `${how === 'natural' ? 'натуральная' : 'третьи карты'}: ${WINNER_RU[who].toLowerCase()}`;
    },
    item(key: string, rng: Rng): DrillItem {
      const coup = coupOfKind(key as CoupKind, rng, rules);
      return {
        key,
        prompt: 'Кон сыгран. Кто выиграл?',
        hands: [
          { label: 'Игрок (Пунто)', cards: coup.player },
          { label: 'Крупье (Банко)', cards: coup.banker },
        ],
        answer: { kind: 'choice', choices: WINNER_CHOICES },
        data: { player: coup.player, banker: coup.banker },
      };
    },
    check(item: DrillItem, answer: string): Verdict {
      const player = cardsIn(item, 'player');
      const banker = cardsIn(item, 'banker');
      const p = baccaratPoint(player);
      const b = baccaratPoint(banker);
      const winner = p > b ? 'player' : b > p ? 'banker' : 'tie';
      const natural =
        player.length === 2 && banker.length === 2 && (baccaratPoint(player) >= 8 || baccaratPoint(banker) >= 8);
      const how = natural ? 'Натуральная комбинация — кон окончен на двух картах. ' : '';
      const result =
        winner === 'tie'
          ? 'очков поровну — ничья: ставки на Банко и Пунто возвращаются.'
          : `ближе к девяти ${winner === 'banker' ? 'крупье — выиграл Банко' : 'игрок — выиграл Пунто'}.`;
      return {
        correct: answer === winner,
        expected: WINNER_RU[winner],
        explanation: `${how}Игрок: ${list(player)} — ${p}; крупье: ${list(banker)} — ${b}; ${result}`,
        ruleLink: natural ? RULE_LINKS.naturals : RULE_LINKS.coup,
      };
    },
  };
}

// ------------------------------------------------------------ payouts

/** Payout keys: Банко on a multiple of 20, Банко with a fraction of a chip, Пунто, ничья. */
const PAYOUT_KEYS = ['banker-whole', 'banker-fraction', 'player', 'tie'] as const;
const BET_RU: Readonly<Record<BaccaratMainBet, string>> = { banker: 'Банко', player: 'Пунто', tie: 'ничью' };

/**
 * «Сколько выплатят?» — the winnings of a winning bet in whole chips, paid at the rules' ratio
 * (`betTerms(rules, bet)`) and rounded by the rules' rounding (`payout`).
 *
 * @param rules - The rules in play.
 */
export function payoutDrillFor(rules: BaccaratRules): Drill {
  const ratioOf = (bet: BaccaratMainBet) => betTerms(rules, bet).payouts[0]!.ratio;
  const text = (bet: BaccaratMainBet) => `${ratioOf(bet).pays}:${ratioOf(bet).per}`;
  return {
    id: 'baccarat-payout',
    game: 'baccarat',
    title: 'Выплата по ставке',
    description: `Сколько фишек выигрыша получит выигравшая ставка: Банко ${text('banker')} (доля фишки не выплачивается), Пунто ${text('player')}, ничья ${text('tie')}.`,
    keys: () => PAYOUT_KEYS,
    keyLabel: (key: string) =>
      ({ 'banker-whole': 'Банко, кратно 20', 'banker-fraction': 'Банко с долей фишки', player: 'Пунто', tie: 'ничья' })[
        key
      ] ?? key,
    item(key: string, rng: Rng): DrillItem {
      let bet: BaccaratMainBet;
      let stake: number;
      if (key === 'banker-whole') {
        bet = 'banker';
        stake = 20 * (1 + randomInt(rng, 10));
      } else if (key === 'banker-fraction') {
        bet = 'banker';
        do stake = 5 * (1 + randomInt(rng, 40));
        while (stake % 20 === 0);
      } else if (key === 'player') {
        bet = 'player';
        stake = 5 * (1 + randomInt(rng, 40));
      } else {
        bet = 'tie';
        stake = 5 * (1 + randomInt(rng, 20));
      }
      return {
        key,
        prompt: `Ставка ${stake} на ${BET_RU[bet]} выиграла. Сколько фишек выигрыша выплатит казино (ставка возвращается отдельно)?`,
        answer: { kind: 'number', placeholder: 'Фишек' },
        data: { bet, stake },
      };
    },
    check(item: DrillItem, answer: string): Verdict {
      const { bet, stake } = item.data as { bet: BaccaratMainBet; stake: number };
      const ratio = ratioOf(bet);
      const p = payout(stake, ratio, rules.rounding);
      if (!p.ok) throw new RangeError(p.error.message);
      const { win, exact } = p.value;
      const t = answer.trim();
      const exactText =
        exact.denominator === 1
          ? String(exact.numerator)
          : (exact.numerator / exact.denominator).toFixed(2).replace('.', ',');
      const times = ratio.per === 1 ? `${ratio.pays}` : `${ratio.pays}/${ratio.per}`;
      const fraction = ((exact.numerator % exact.denominator) / exact.denominator).toFixed(2).replace('.', ',');
      const rounding =
        exact.denominator === 1 ? '' : ` Доля фишки (${fraction}) не выплачивается и остаётся казино: ${win}.`;
      return {
        correct: /^\d{1,6}$/u.test(t) && Number(t) === win,
        expected: String(win),
        explanation: `${BET_RU[bet] === 'ничью' ? 'Ничья' : BET_RU[bet]} платит ${ratio.pays}:${ratio.per}: ${stake} × ${times} = ${exactText}.${rounding}`,
        ruleLink: RULE_LINKS.payouts,
      };
    },
  };
}

/**
 * The baccarat drills for a rules object, in the order the list shows them.
 *
 * @param rules - The rules in play (default {@link DRILL_RULES}).
 */
export function createBaccaratDrills(rules: BaccaratRules = DRILL_RULES): Drill[] {
  return [playerDrawsDrillFor(rules), bankerDrawsDrillFor(rules), winnerDrillFor(rules), payoutDrillFor(rules)];
}

/** The drills under {@link DRILL_RULES}. */
export const drills: Drill[] = createBaccaratDrills();
/** «Берёт ли игрок третью карту?» under {@link DRILL_RULES}. */
export const playerDrawsDrill: Drill = drills[0]!;
/** «Берёт ли крупье третью карту?» under {@link DRILL_RULES}. */
export const bankerDrawsDrill: Drill = drills[1]!;
/** «Кто выиграл кон?» under {@link DRILL_RULES}. */
export const winnerDrill: Drill = drills[2]!;
/** «Сколько выплатят?» under {@link DRILL_RULES}. */
export const payoutDrill: Drill = drills[3]!;
