/**
 * The logic of the «Блекджек» page's islands, apart from React: Russian wording of values, actions,
 * refusals and results. The rules themselves are the engine's: the dealer's draw (`dealerHits`),
 * doubling and splitting (`mayDouble`, `maySplit` and their reasons), and the settlement of a hand
 * (`settleHand`, `settleInsurance`, with the table's rounding).
 *
 * @module
 */
import {
  blackjackValue,
  dealerHits,
  mayDouble,
  maySplit,
  settleHand,
  settleInsurance,
  type BlackjackRules,
  type ChartAction,
  type EvAction,
  type HandSettlement,
} from '@croupier/engine/blackjack';
import { parseCardsOrThrow, type Card } from '@croupier/engine/cards';
import { orThrow } from '@croupier/engine';

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
 * Works the dealer's draw step by step by the engine's rule (`dealerHits`): below 17 the dealer must
 * draw; at 17 or more he stops (under H17 a soft 17 draws).
 *
 * @param cards - The dealer's cards in order, as many as will be drawn.
 * @param hitsSoft17 - Whether the dealer hits soft 17.
 * @returns One step per card from the second one on, ending at the first stop.
 */
export function dealerSteps(cards: readonly Card[], hitsSoft17 = false): DealerStep[] {
  const rules = { dealerHitsSoft17: hitsSoft17 };
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
    } else if (dealerHits(rules, v.total, v.soft)) {
      decision = 'draw';
      why =
        v.total < 17
          ? `${v.total} меньше 17 — крупье обязан взять ещё карту`
          : 'Мягкая 17 — по этим правилам крупье берёт ещё';
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

/** What is paid: a winning hand, a blackjack, or insurance against a dealer blackjack. */
export type PayoutKind = 'win' | 'blackjack' | 'insurance';

const WHAT: Readonly<Record<PayoutKind, string>> = {
  win: 'выигравшая рука',
  blackjack: 'блекджек',
  insurance: 'страховка',
};

/** The engine's settlement of a winning hand, a blackjack, or an insurance against a dealer blackjack. */
function settled(rules: BlackjackRules, stake: number, kind: PayoutKind): HandSettlement {
  const c = parseCardsOrThrow;
  if (kind === 'insurance') return orThrow(settleInsurance(rules, stake, c('Т♣ К♦')));
  const hand = kind === 'blackjack' ? c('Т♥ К♠') : c('10♥ 9♠');
  return orThrow(settleHand(rules, { cards: hand, stake }, c('10♣ 8♦')));
}

/**
 * Works a payout by the engine's settlement under the table's rules (fractions of a chip follow its
 * rounding: the text's tables pay them down).
 *
 * @param rules - The rules (the ratios and the rounding).
 * @param stake - The stake (insurance: the insurance stake).
 * @param kind - What is paid.
 */
export function payoutRu(rules: BlackjackRules, stake: number, kind: PayoutKind): PayoutWorked {
  const s = settled(rules, stake, kind);
  const ratio = s.ratio!;
  const exact = s.rounding!.exact;
  const fractionKept = s.rounding!.roundingDelta.numerator !== 0;
  const exactText = exact.denominator === 1 ? String(exact.numerator) : `${exact.numerator}/${exact.denominator}`;
  const text =
    `Ставка ${stake}, ${WHAT[kind]} ${ratio.pays}:${ratio.per}: выигрыш ${s.won}` +
    (fractionKept ? ` (ровно было бы ${exactText}; доля фишки не выплачивается)` : '') +
    `, вместе со ставкой ${s.won + s.returned}.`;
  return { win: s.won, back: s.returned, fractionKept, text };
}

/** Whether two cards may be split and doubled under the rules, with the reasons in Russian. */
export function splitDoubleRu(
  rules: BlackjackRules,
  cards: readonly Card[],
): { split: string | null; double: string | null; canSplit: boolean; canDouble: boolean } {
  if (cards.length !== 2) return { split: null, double: null, canSplit: false, canDouble: false };
  const s = maySplit(rules, cards);
  const d = mayDouble(rules, cards);
  const v = blackjackValue(cards);
  let splitText = 'Можно: карты одинакового достоинства; на вторую руку ставится такая же ставка.';
  if (!s.ok) {
    const reason = s.error.code === 'blackjack/cannot-split' ? s.error.details.reason : 'not-a-pair';
    splitText =
      reason === 'aces'
        ? 'Нельзя: два туза разделять не разрешается.'
        : 'Нельзя: разделить можно только две карты одинакового достоинства.';
  }
  let doubleText = `Можно: сумма ${v.soft && v.total > 11 ? `${v.total - 10} (туз считается за 1)` : v.total}; ставка удваивается, игрок получает ровно одну карту.`;
  if (!d.ok) {
    const e = d.error;
    const allowed = e.code === 'blackjack/cannot-double' && 'allowed' in e.details ? e.details.allowed : [9, 10, 11];
    const list = `${allowed.slice(0, -1).join(', ')} или ${allowed.at(-1)}`;
    doubleText =
      e.code === 'blackjack/cannot-double' && e.details.reason === 'soft'
        ? `Нельзя: по этим правилам мягкую руку не удваивают — туз считается за 11, сумма ${v.total}.`
        : `Нельзя: удвоить можно только при сумме первых двух карт ${list}, а здесь ${v.total}.`;
  }
  return { split: splitText, double: doubleText, canSplit: s.ok, canDouble: d.ok };
}

/** Formats a share as a percentage with the Russian decimal comma: `0,828 %`. */
export function pctRu(x: number, digits = 3): string {
  return `${(x * 100).toFixed(digits).replace('.', ',').replace('-', '−')} %`;
}
