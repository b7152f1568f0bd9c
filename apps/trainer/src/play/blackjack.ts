/**
 * Grading a whole blackjack round from the player's seat: before each decision the engine's `advise`
 * values every legal action exactly for the cards in sight (the shoe less every card on the table, under
 * the rules in play), so a decision is graded in context — after a hit, after a split, against the
 * insurance offer — and a mistake is told its cost per unit of the hand's stake and in chips.
 *
 * @module
 */
import { PLAY_BLACKJACK_RU as RU } from '@croupier/ru/trainer/play-blackjack';
import {
  advise,
  blackjackCardValue,
  handValue,
  type BlackjackAction,
  type BlackjackState,
} from '@croupier/engine/blackjack';
import { blackjackCellRu, blackjackTotalRu, formatCostAtStakeRu, formatNumber, SITE_LINKS } from '@croupier/ru';
import { cellKey } from '../analysis/strategy-table.ts';
import { BLACKJACK_DECISION_RU } from './names.ts';
import type { Graded } from './log.ts';

/** The hand whose turn it is. */
function activeHand(state: Extract<BlackjackState, { phase: 'playing' }>) {
  const box = state.boxes[state.turn.box]!;
  return { box, hand: box.hands[state.turn.hand]! };
}

/** The decisions `advise` values. */
type Valued = 'stand' | 'hit' | 'double' | 'split' | 'surrender' | 'insurance' | 'noInsurance';

const NAME_RU: Readonly<Record<Valued, string>> = BLACKJACK_DECISION_RU;

const capital = (s: string) => s[0]!.toUpperCase() + s.slice(1);
const ev = (x: number) => `${x >= 0 ? '+' : '−'}${formatNumber(Math.abs(x), 3)}`;

/** The decision an action makes, as `advise` names it; `null` for an action that decides nothing. */
export function valuedAction(action: BlackjackAction): Valued | null {
  switch (action.type) {
    case 'stand':
    case 'hit':
    case 'double':
    case 'split':
    case 'surrender':
      return action.type;
    case 'insurance':
      return (action.amount ?? 1) > 0 ? 'insurance' : 'noInsurance';
    case 'evenMoney':
      return action.take ? 'insurance' : 'noInsurance';
    default:
      return null;
  }
}

/** The cell key of the hand to play (`hard-16-10`, `soft-18-9`, `pair-8-10`), or `insurance`. */
export function decisionKey(state: BlackjackState): string {
  if (state.phase !== 'playing') return 'insurance';
  const { hand } = activeHand(state);
  const up = blackjackCardValue(state.dealer[0]!);
  const v = handValue(hand);
  const values = hand.cards.map(blackjackCardValue);
  if (hand.cards.length === 2 && values[0] === values[1]) return cellKey('pair', values[0]!, up);
  return cellKey(v.soft ? 'soft' : 'hard', v.total, up);
}

/** The question of the decision at hand, in Russian. */
export function decisionQuestion(state: BlackjackState): string {
  if (state.phase === 'insurance') return RU.insuranceQuestion;
  if (state.phase !== 'playing') return '';
  const { hand } = activeHand(state);
  const up = blackjackCardValue(state.dealer[0]!);
  const v = handValue(hand);
  const values = hand.cards.map(blackjackCardValue);
  const what =
    hand.cards.length === 2 && values[0] === values[1]
      ? blackjackCellRu('pair', values[0]!, up)
      : RU.total(blackjackTotalRu(v.total, v.soft), hand.cards.length, up);
  return RU.turn(what, hand.fromSplit);
}

/**
 * Grades a blackjack action against the engine's exact advice for the state it is taken in.
 *
 * @param state - The table before the action.
 * @param action - The action taken.
 * @returns The graded decision, or `null` when the action decides nothing (a bet, the deal, the next round).
 */
export function gradeBlackjack(state: BlackjackState, action: BlackjackAction): Graded | null {
  const chosen = valuedAction(action);
  if (chosen === null) return null;
  const advice = advise(state);
  if (advice === null) return null;
  const evs = new Map(advice.actions.map((a) => [a.action as Valued, a.ev]));
  const best = advice.best as Valued;
  const evChosen = evs.get(chosen);
  if (evChosen === undefined) return null; // not a legal choice here: the engine refuses it anyway
  const insurance = state.phase === 'insurance';
  // Insurance EVs are per chip insured; a full insurance is half the bet.
  const scale = insurance ? 0.5 : 1;
  const loss = Math.max(0, (evs.get(best)! - evChosen) * scale);
  const correct = chosen === best || loss <= 1e-12;
  const stake =
    state.phase === 'insurance'
      ? state.boxes[state.turn]!.bet
      : state.phase === 'playing'
        ? activeHand(state).hand.stake
        : 0;
  const listed = advice.actions.map((a) => `${NAME_RU[a.action as Valued]} ${ev(a.ev)}`).join(', ');
  return {
    key: decisionKey(state),
    answer: chosen,
    expected: best,
    correct,
    cost: { value: correct ? 0 : loss },
    question: decisionQuestion(state),
    verdict: {
      correct,
      given: capital(NAME_RU[chosen]),
      expected: capital(NAME_RU[best]),
      explanation: RU.explanation(insurance, listed),
      ruleLink: insurance ? SITE_LINKS.blackjack.insurance : SITE_LINKS.blackjack.strategy,
      ...(correct
        ? {}
        : {
            costText: formatCostAtStakeRu({ value: loss }, 'bet', stake),
          }),
    },
  };
}
