/**
 * The logic of the «Блекджек» page's islands, apart from React: Russian wording of values, actions,
 * refusals and results; the dealer's draw worked step by step; payouts by the money rule.
 *
 * @module
 */
import {
  blackjackValue,
  doubleRefusal,
  splitRefusal,
  type BlackjackRules,
  type ChartAction,
  type EvAction,
} from '@croupier/engine/blackjack';
import type { Card } from '@croupier/engine/cards';
import { payoutOrThrow, type Ratio } from '@croupier/engine/money';

/** Russian names of the player's actions, as on the buttons. */
export const ACTION_RU: Record<EvAction | 'insurance' | 'noInsurance' | 'evenMoney' | 'noEvenMoney', string> = {
  hit: 'Ещё карту',
  stand: 'Хватит',
  double: 'Удвоить',
  split: 'Разделить',
  surrender: 'Сдаться',
  insurance: 'Купить страховку',
  noInsurance: 'Без страховки',
  evenMoney: 'Взять 1:1 сразу',
  noEvenMoney: 'Играть дальше',
};

/** Short Russian codes of chart cells and their legend. */
export const CHART_RU: Record<ChartAction, { code: string; title: string }> = {
  H: { code: 'Е', title: 'ещё карту' },
  S: { code: 'Х', title: 'хватит' },
  Dh: { code: 'У', title: 'удвоить, а если нельзя — ещё карту' },
  Ds: { code: 'Ух', title: 'удвоить, а если нельзя — хватит' },
  P: { code: 'Р', title: 'разделить' },
  Rh: { code: 'Сд', title: 'сдаться, а если нельзя — ещё карту' },
  Rs: { code: 'Сх', title: 'сдаться, а если нельзя — хватит' },
};

/** The value of a hand in words: «17, мягкая», «Блекджек», «Перебор: 23». */
export function valueRu(cards: readonly Card[]): {
  text: string;
  kind: 'blackjack' | 'bust' | 'soft' | 'hard' | 'empty';
  total: number;
} {
  if (cards.length === 0) return { text: '—', kind: 'empty', total: 0 };
  const v = blackjackValue(cards);
  if (v.blackjack) return { text: 'Блекджек', kind: 'blackjack', total: 21 };
  if (v.bust) return { text: `Перебор: ${v.total}`, kind: 'bust', total: v.total };
  return v.soft
    ? { text: `${v.total}, мягкая`, kind: 'soft', total: v.total }
    : { text: `${v.total}, жёсткая`, kind: 'hard', total: v.total };
}

/** One step of the dealer's draw. */
export interface DealerStep {
  /** The dealer's cards after this step. */
  readonly cards: readonly Card[];
  /** The total (best) and whether it is soft. */
  readonly total: number;
  readonly soft: boolean;
  /** What the dealer must do now. */
  readonly decision: 'draw' | 'stand' | 'bust' | 'blackjack';
  /** The reason in Russian. */
  readonly why: string;
}

/**
 * Works the dealer's draw step by step: below 17 the dealer must draw; at 17 or more he stops
 * (under H17 a soft 17 draws).
 *
 * @param cards - The dealer's cards in order, as many as will be drawn.
 * @param hitsSoft17 - Whether the dealer hits soft 17.
 * @returns One step per card from the second one on, ending at the first stop.
 */
export function dealerSteps(cards: readonly Card[], hitsSoft17 = false): DealerStep[] {
  const steps: DealerStep[] = [];
  for (let n = 1; n <= cards.length; n++) {
    const hand = cards.slice(0, n);
    const v = blackjackValue(hand);
    let decision: DealerStep['decision'];
    let why: string;
    if (v.blackjack) {
      decision = 'blackjack';
      why = 'Туз и десятка — блекджек у крупье';
    } else if (v.bust) {
      decision = 'bust';
      why = `${v.total} — перебор, крупье проиграл`;
    } else if (v.total < 17) {
      decision = 'draw';
      why = `${v.total} меньше 17 — крупье обязан взять ещё карту`;
    } else if (v.total === 17 && v.soft && hitsSoft17) {
      decision = 'draw';
      why = 'Мягкая 17 — по этим правилам крупье берёт ещё';
    } else {
      decision = 'stand';
      why =
        v.total === 17 && v.soft
          ? 'Мягкая 17 — крупье останавливается (по тексту — на любых 17)'
          : `${v.total} — крупье останавливается`;
    }
    steps.push({ cards: hand, total: v.total, soft: v.soft, decision, why });
    if (decision !== 'draw') break;
  }
  return steps;
}

/** A payout worked out: stake, ratio, winnings and what the player gets back in all. */
export interface PayoutWorked {
  /** The winnings in whole chips. */
  readonly win: number;
  /** The stake returned with them. */
  readonly back: number;
  /** Whether the house kept a fraction of a chip (3:2 on an odd stake). */
  readonly fractionKept: boolean;
  /** The sentence: «Ставка 10, блекджек 3:2: выигрыш 15, вместе со ставкой 25». */
  readonly text: string;
}

/**
 * Works a payout by the money rule (fractions of a chip are not paid).
 *
 * @param stake - The stake (insurance: the insurance stake).
 * @param ratio - The payout ratio.
 * @param what - What is paid, in Russian («блекджек», «страховка»).
 */
export function payoutRu(stake: number, ratio: Ratio, what: string): PayoutWorked {
  const p = payoutOrThrow(stake, ratio, 'down');
  const fractionKept = p.roundingDelta.numerator !== 0;
  const exact = p.exact.denominator === 1 ? String(p.exact.numerator) : `${p.exact.numerator}/${p.exact.denominator}`;
  const text =
    `Ставка ${stake}, ${what} ${ratio.pays}:${ratio.per}: выигрыш ${p.win}` +
    (fractionKept ? ` (ровно было бы ${exact}; доля фишки не выплачивается)` : '') +
    `, вместе со ставкой ${p.win + stake}.`;
  return { win: p.win, back: stake, fractionKept, text };
}

/** Whether two cards may be split and doubled under the rules, with the reasons in Russian. */
export function splitDoubleRu(
  rules: BlackjackRules,
  cards: readonly Card[],
): { split: string | null; double: string | null; canSplit: boolean; canDouble: boolean } {
  if (cards.length !== 2) return { split: null, double: null, canSplit: false, canDouble: false };
  const s = splitRefusal(rules, cards);
  const d = doubleRefusal(rules, cards);
  const v = blackjackValue(cards);
  const splitText = s
    ? s.includes('aces')
      ? 'Нельзя: два туза разделять не разрешается.'
      : 'Нельзя: разделить можно только две карты одинакового достоинства.'
    : 'Можно: карты одинакового достоинства; на вторую руку ставится такая же ставка.';
  const doubleText = d
    ? `Нельзя: удвоить можно только при сумме первых двух карт 9, 10 или 11, а здесь ${v.total}.`
    : `Можно: сумма ${v.soft && v.total > 11 ? `${v.total - 10} (туз считается за 1)` : v.total}; ставка удваивается, игрок получает ровно одну карту.`;
  return { split: splitText, double: doubleText, canSplit: !s, canDouble: !d };
}

/** Formats a share as a percentage with the Russian decimal comma: `0,828 %`. */
export function pctRu(x: number, digits = 3): string {
  return `${(x * 100).toFixed(digits).replace('.', ',').replace('-', '−')} %`;
}
