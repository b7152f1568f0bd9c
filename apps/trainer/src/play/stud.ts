/**
 * Grading a stud round from the player's seat: the fold, raise or exchange is valued exactly by the
 * engine's `advise` (every option's EV per ante as a fraction, fees included) for the hand on the table
 * (and the dealer's up-card when the rules show one), so a mistake is told its exact cost in antes.
 * After an exchange the new hand is graded on fold or raise alone (`exchange: false`); that valuation
 * takes the dealer's cards as uniform over the 47 cards not in the hand (the discards are not excluded),
 * the engine's model for a dealt hand. After a sixth card the six are graded on fold, raise or insurance
 * by `adviseSixCards` (the best five of six against the dealer's unseen cards, «покупка игры» counted).
 *
 * @module
 */
import { PLAY_STUD_RU as RU } from '@croupier/ru/trainer/play-stud';
import { rational } from '@croupier/engine';
import { formatCard, type Card } from '@croupier/engine/cards';
import {
  advise,
  adviseSixCards,
  isDealerUpCard,
  type Advice,
  type StudAction,
  type StudState,
} from '@croupier/engine/stud';
import { buyGameValues, insuredEv } from '../drills/stud/buy-game-value.ts';
import { formatCostAtStakeRu, formatNumber, SITE_LINKS, STUD_ACTION_RU, studCategoryRu } from '@croupier/ru';
import type { Graded } from './log.ts';

const ru = (cards: readonly Card[]) => cards.map((c) => formatCard(c, { notation: 'ru' })).join(' ');

const lowerFirst = (x: string) => x[0]!.toLowerCase() + x.slice(1);

/**
 * The option id of an action: `fold`, `raise`, `buyCard`, `insure`, or `x` and the sorted discarded
 * positions (`x04`).
 */
export function studOptionId(hand: readonly Card[], action: StudAction): string | null {
  if (action.type === 'fold' || action.type === 'raise' || action.type === 'buyCard' || action.type === 'insure')
    return action.type;
  if (action.type !== 'exchange') return null;
  return `x${action.cards
    .map((c) => hand.indexOf(c))
    .sort((a, b) => a - b)
    .join('')}`;
}

/** The Russian name of an option id. */
export function studOptionRu(hand: readonly Card[], id: string): string {
  if (id === 'fold' || id === 'raise' || id === 'buyCard' || id === 'insure') return STUD_ACTION_RU[id];
  return RU.exchange(ru([...id.slice(1)].map((i) => hand[Number(i)]!)));
}

/**
 * Grades a stud decision against `advise` for the hand on the table.
 *
 * @param state - The table before the action (phase `deciding`).
 * @param action - Fold, raise or exchange.
 * @returns The graded decision, or `null` for an action that decides nothing (the ante, the next round).
 */
export function gradeStud(state: StudState, action: StudAction): Graded | null {
  if (state.phase !== 'deciding') return null;
  const req = studAdviceRequest(state);
  const r =
    state.player.length === 6
      ? adviseSixCards(state.player, state.rules, req.upCard === undefined ? {} : { upCard: req.upCard })
      : advise(state.player, state.rules, req);
  return r.ok ? gradeStudWith(state, action, r.value) : null;
}

/**
 * What `advise` is asked for the decision at hand: the up-card when the rules show one, and no exchanges
 * once the exchange is made.
 *
 * @param state - The table (phase `deciding`).
 */
export function studAdviceRequest(state: Extract<StudState, { phase: 'deciding' }>): {
  upCard?: number;
  exchange?: false;
} {
  const upCard = state.dealer.find((_, i) => isDealerUpCard(i, state.rules));
  const drawn = state.exchanges > 0 || state.boughtCard;
  return { ...(upCard === undefined ? {} : { upCard }), ...(drawn ? { exchange: false } : {}) };
}

/**
 * Grades a stud decision against advice already computed for the hand (in the worker).
 *
 * @param state - The table before the action (phase `deciding`).
 * @param action - Fold, raise or exchange.
 * @param advice - `advise` for the hand, as {@link studAdviceRequest} asks it.
 */
export function gradeStudWith(state: StudState, action: StudAction, advice: Advice): Graded | null {
  if (state.phase !== 'deciding') return null;
  const hand = state.player;
  const chosen = studOptionId(hand, action);
  if (chosen === null) return null;
  const r = { value: advice };
  const ids = r.value.options.map((o) => ({
    id:
      o.action === 'exchange'
        ? `x${o.discard
            .map((c) => hand.indexOf(c))
            .sort((a, b) => a - b)
            .join('')}`
        : o.action,
    ev: o.ev,
  }));
  const best = ids.find((o) => rational.equals(o.ev, r.value.best.ev))!;
  let mine = ids.find((o) => o.id === chosen);
  if (mine === undefined) return null;
  if (action.type === 'insure') mine = { id: 'insure', ev: insuredAt(advice, action.amount, state.ante) ?? mine.ev };
  const loss = rational.sub(best.ev, mine.ev);
  const correct = rational.compare(loss, rational.frac(0)) <= 0;
  const value = rational.toNumber(loss);
  const signed = (f: ReturnType<typeof rational.frac>) => {
    const x = rational.toNumber(f);
    return `${x >= 0 ? '+' : '−'}${formatNumber(Math.abs(x), 3)}`;
  };
  const top = [...ids].sort((a, b) => rational.compare(b.ev, a.ev)).slice(0, 4);
  return {
    key: `${r.value.category}${state.boughtCard ? '-sixth' : state.exchanged === 0 ? '' : '-after'}`,
    answer: chosen,
    expected: best.id,
    correct,
    cost: correct ? { value: 0, exact: '0/1' } : { value, exact: `${loss.num}/${loss.den}` },
    question: RU.question(ru(hand), studCategoryRu(r.value.category)),
    verdict: {
      correct,
      given: studOptionRu(hand, chosen),
      expected: studOptionRu(hand, best.id),
      explanation: RU.explanation(
        top.map((o) => `${lowerFirst(studOptionRu(hand, o.id))} ${signed(o.ev)}`).join(', '),
        ids.length > 4,
      ),
      ruleLink: SITE_LINKS.poker.advisor,
      ...(correct
        ? {}
        : {
            costText: formatCostAtStakeRu({ value, exact: `${loss.num}/${loss.den}` }, 'ante', state.ante),
          }),
    },
  };
}

/**
 * The EV per ante of insuring `amount` chips at the table's ante, from the advice's raise and its best
 * insurance (counted at the advice's ante): insurance is linear in the amount.
 *
 * @param advice - The advice for the hand.
 * @param amount - The chips insured.
 * @param ante - The table's ante.
 */
function insuredAt(advice: Advice, amount: number, ante: number) {
  const raise = advice.options.find((o) => o.action === 'raise');
  const ins = advice.options.find((o) => o.action === 'insure');
  if (raise === undefined || ins?.amount === undefined || ins.amount === 0) return undefined;
  // `amount` chips at `ante` is `amount × adviceAnte / ante` chips at the advice's ante.
  const at = advice.ante ?? ante;
  return insuredEv(raise.ev, ins.ev, ins.amount * ante, amount * at);
}

/**
 * Grades the «покупка игры» decision (phase `buying`) by its exact value: every replacement card over
 * the cards the player has not seen, played through the engine's round (`buyGameValues`). The values
 * count from this point on (fees already paid are sunk). `null` after a sixth card (six cards: the value
 * is not counted) or for another action.
 *
 * @param state - The table in phase `buying`.
 * @param action - `buyGame` or `takeAnte`.
 */
export function gradeBuying(state: StudState, action: StudAction): Graded | null {
  if (state.phase !== 'buying' || state.player.length !== 5) return null;
  if (action.type !== 'buyGame' && action.type !== 'takeAnte') return null;
  const v = buyGameValues(state.player, state.dealer, state.rules, state.discards, state.ante);
  const other = action.type === 'buyGame' ? 'takeAnte' : 'buyGame';
  const loss = rational.sub(v[other], v[action.type]);
  const correct = rational.compare(loss, rational.ZERO) <= 0;
  const best = correct ? action.type : other;
  const value = rational.toNumber(loss);
  const signed = (f: ReturnType<typeof rational.frac>) => {
    const x = rational.toNumber(f);
    return `${x >= 0 ? '+' : '−'}${formatNumber(Math.abs(x), 3)}`;
  };
  const cost = correct ? { value: 0, exact: '0/1' } : { value, exact: `${loss.num}/${loss.den}` };
  return {
    key: 'buying',
    answer: action.type,
    expected: best,
    correct,
    cost,
    question: RU.buyingQuestion(ru(state.dealer), ru(state.player)),
    verdict: {
      correct,
      given: STUD_ACTION_RU[action.type],
      expected: STUD_ACTION_RU[best],
      explanation: RU.buyingExplanation(signed(v.takeAnte), signed(v.buyGame)),
      ruleLink: SITE_LINKS.poker.advisor,
      ...(correct ? {} : { costText: formatCostAtStakeRu(cost, 'ante', state.ante) }),
    },
  };
}
