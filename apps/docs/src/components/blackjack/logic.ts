/**
 * The logic of the «Блекджек» page's islands, apart from React. The rules are the engine's: the
 * dealer's draw (`dealerHits`), doubling and splitting (`mayDouble`, `maySplit` and their reasons), the
 * settlement of a hand (`settleHand`, `settleInsurance`, with the table's rounding); the words are
 * `@croupier/ru`'s. Every function takes the rules, so a table with other rules shows its own answers.
 *
 * @module
 */
import {
  blackjackValue,
  dealerHits,
  doubleTotals,
  insuranceCost,
  mayDouble,
  maySplit,
  settleHand,
  settleInsurance,
  type BlackjackRules,
  type HandSettlement,
} from '@croupier/engine/blackjack';
import { parseCardsOrThrow, type Card } from '@croupier/engine/cards';
import { orThrow } from '@croupier/engine';
import {
  BLACKJACK_PAYS_RU,
  blackjackErrorRu,
  formatBlackjackValue,
  formatNumber,
  payoutSentenceRu,
} from '@croupier/ru';

/** A hand's value in words (`@croupier/ru`) and how to colour it. */
export function valueRu(cards: readonly Card[]): {
  text: string;
  kind: 'blackjack' | 'bust' | 'soft' | 'hard' | 'empty';
  total: number;
} {
  if (cards.length === 0) return { text: '—', kind: 'empty', total: 0 };
  const v = blackjackValue(cards);
  const kind = v.blackjack ? 'blackjack' : v.bust ? 'bust' : v.soft ? 'soft' : 'hard';
  return { text: formatBlackjackValue(v), kind, total: v.total };
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
 * Works the dealer's draw step by step by the engine's rule (`dealerHits`) under the given rules.
 *
 * @param rules - The rules (`dealerHitsSoft17` decides a soft 17).
 * @param cards - The dealer's cards in order, as many as will be drawn.
 * @returns One step per card from the first on, ending at the first stop.
 */
export function dealerSteps(rules: Pick<BlackjackRules, 'dealerHitsSoft17'>, cards: readonly Card[]): DealerStep[] {
  const steps: DealerStep[] = [];
  for (let n = 1; n <= cards.length; n++) {
    const hand = cards.slice(0, n);
    const v = blackjackValue(hand);
    const total = formatNumber(v.total);
    let decision: DealerStep['decision'];
    let why: string;
    if (v.blackjack) {
      decision = 'blackjack';
      why = 'Туз и десятка — Блекджек у крупье';
    } else if (v.bust) {
      decision = 'bust';
      why = `${total} — перебор у крупье`;
    } else if (dealerHits(rules, v.total, v.soft)) {
      decision = 'draw';
      why =
        v.total < 17
          ? `${total} меньше 17 — крупье обязан взять ещё карту`
          : 'Мягкая 17 — по этим правилам крупье берёт ещё карту';
    } else {
      decision = 'stand';
      why =
        v.total === 17 && v.soft
          ? 'Мягкая 17 — крупье останавливается: по тексту — на любых 17'
          : `${total} — крупье останавливается`;
    }
    steps.push({ cards: hand, total: v.total, soft: v.soft, decision, why });
    if (decision !== 'draw') break;
  }
  return steps;
}

/** A payout worked out: the winnings, what comes back, and the one sentence that explains it. */
export interface PayoutWorked {
  /** The winnings in whole chips. */
  readonly win: number;
  /** The stake returned with them. */
  readonly back: number;
  /** Whether the table's rounding changed the exact amount. */
  readonly rounded: boolean;
  /** The sentence: «Ставка 10, Блекджек 3:2: выигрыш 15, вместе со ставкой 25.» */
  readonly text: string;
}

/** What is paid: a winning hand, a blackjack, or insurance against a dealer blackjack. */
export type PayoutKind = 'win' | 'blackjack' | 'insurance';

/** The engine's settlement of a winning hand, a blackjack, or an insurance against a dealer blackjack. */
function settled(rules: BlackjackRules, stake: number, kind: PayoutKind): HandSettlement {
  const c = parseCardsOrThrow;
  if (kind === 'insurance') return orThrow(settleInsurance(rules, stake, c('Т♣ К♦')));
  const hand = kind === 'blackjack' ? c('Т♥ К♠') : c('10♥ 9♠');
  return orThrow(settleHand(rules, { cards: hand, stake }, c('10♣ 8♦')));
}

/**
 * Works a payout by the engine's settlement under the table's rules (a fraction of a chip follows its
 * rounding: the text's tables pay it down).
 *
 * @param rules - The rules (the ratios and the rounding).
 * @param stake - The stake (insurance: the insurance stake).
 * @param kind - What is paid.
 * @throws CroupierError when the rules refuse the stake (`rounding: 'refuse'` and a fraction).
 */
export function payoutRu(rules: BlackjackRules, stake: number, kind: PayoutKind): PayoutWorked {
  const s = settled(rules, stake, kind);
  const rounding = s.rounding!;
  const text = payoutSentenceRu({
    stake,
    what: BLACKJACK_PAYS_RU[kind],
    ratio: s.ratio!,
    payout: { win: s.won, exact: rounding.exact, roundingDelta: rounding.roundingDelta },
    handed: s.won + s.returned,
  });
  return { win: s.won, back: s.returned, rounded: rounding.roundingDelta.numerator !== 0, text };
}

/** «Два туза …» → «два туза …», to follow «Нельзя:». */
function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Whether two cards may be split and doubled under the rules, with the reasons in Russian. */
export interface SplitDouble {
  readonly split: string | null;
  readonly double: string | null;
  readonly canSplit: boolean;
  readonly canDouble: boolean;
}

/**
 * May two cards be split, may they be doubled, under the rules: the engine's `maySplit` and
 * `mayDouble`, a refusal worded by `blackjackErrorRu`.
 *
 * @param rules - The rules.
 * @param cards - The first two cards.
 */
export function splitDoubleRu(rules: BlackjackRules, cards: readonly Card[]): SplitDouble {
  if (cards.length !== 2) return { split: null, double: null, canSplit: false, canDouble: false };
  const s = maySplit(rules, cards);
  const d = mayDouble(rules, cards);
  const v = blackjackValue(cards);
  const split = s.ok
    ? 'Можно: карты одинакового достоинства; на вторую руку ставится такая же ставка.'
    : `Нельзя: ${lowerFirst(blackjackErrorRu(s.error))}`;
  let double: string;
  if (!d.ok) double = `Нельзя: ${lowerFirst(blackjackErrorRu(d.error))}`;
  else if (v.soft && !(doubleTotals(rules) ?? [v.total]).includes(v.total))
    double = `Можно: туз считается за 1, сумма ${formatNumber(v.total - 10)} (за 11 было бы ${formatNumber(v.total)}); ставка удваивается, игрок получает ровно одну карту.`;
  else double = `Можно: сумма ${formatNumber(v.total)}; ставка удваивается, игрок получает ровно одну карту.`;
  return { split, double, canSplit: s.ok, canDouble: d.ok };
}

/** The payout calculator's three lines for a typed stake, or why the stake is not one. */
export type PayoutLines =
  | {
      readonly ok: true;
      readonly win: string;
      readonly blackjack: string;
      readonly insurance: string;
      /** The payouts behind the lines (none where the stake is refused or no insurance is offered). */
      readonly worked: Readonly<Partial<Record<PayoutKind, PayoutWorked>>>;
    }
  | { readonly ok: false; readonly error: string };

/**
 * Reads a stake and works out what a win, a blackjack and insurance (half the stake) pay.
 *
 * @param rules - The rules.
 * @param text - The stake as typed.
 */
export function payoutLines(rules: BlackjackRules, text: string): PayoutLines {
  const t = text.trim();
  const stake = /^\d+$/u.test(t) ? Number(t) : Number.NaN;
  if (!Number.isSafeInteger(stake) || stake <= 0)
    return { ok: false, error: 'Ставка — целое число фишек больше нуля.' };
  const worked: Partial<Record<PayoutKind, PayoutWorked>> = {};
  const line = (s: number, kind: PayoutKind): string => {
    const w = trySettle(rules, s, kind);
    if (typeof w === 'string') return w;
    worked[kind] = w;
    return w.text;
  };
  const cost = insuranceCost(rules, stake);
  const insurance = cost.ok
    ? `Страховка стоит ровно половину ставки, ${formatNumber(cost.value)}. ${line(cost.value, 'insurance')}`
    : blackjackErrorRu(cost.error);
  return { ok: true, win: line(stake, 'win'), blackjack: line(stake, 'blackjack'), insurance, worked };
}

/** {@link payoutRu}, or the engine's refusal in Russian (a stake the table's rounding refuses). */
function trySettle(rules: BlackjackRules, stake: number, kind: PayoutKind): PayoutWorked | string {
  const c = parseCardsOrThrow;
  const r =
    kind === 'insurance'
      ? settleInsurance(rules, stake, c('Т♣ К♦'))
      : settleHand(rules, { cards: kind === 'blackjack' ? c('Т♥ К♠') : c('10♥ 9♠'), stake }, c('10♣ 8♦'));
  return r.ok ? payoutRu(rules, stake, kind) : blackjackErrorRu(r.error);
}
