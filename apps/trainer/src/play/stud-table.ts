/**
 * What the stud play mode shows of the engine's state, as plain functions: the cards in sight and their
 * words for the live region, the question, the choices (with the exchange of the cards picked), the
 * outcome, and the actions a deal or a pick makes. The screen (`screens/PlayStud.tsx`) lays them out.
 *
 * @module
 */
import { PLAY_STUD_RU as RU } from '@croupier/ru/trainer/play-stud';
import { formatCard, type Card } from '@croupier/engine/cards';
import {
  canExchange,
  isDealerUpCard,
  legalActions,
  type StudAction,
  type StudBuying,
  type StudDeciding,
  type StudSettled,
  type StudState,
} from '@croupier/engine/stud';
import { formatNet, STUD_ACTION_RU, STUD_OUTCOME_RU, studCategoryRu } from '@croupier/ru';
import type { PlayChoice } from './parts.tsx';

const ru = (c: Card) => formatCard(c, { notation: 'ru' });

/** The cards in sight. */
export interface StudSight {
  /** The dealer's cards shown: the up-cards, or all five once the raise has shown them. */
  readonly dealer: readonly Card[];
  /** How many of the dealer's cards are face down. */
  readonly dealerHidden: number;
  /** Whether they lie before the face-up card (its up-card is the fifth dealt, as at Russian poker tables). */
  readonly dealerHiddenFirst: boolean;
  /** The player's hand. */
  readonly player: readonly Card[];
  /** The cards in words, for the live region. */
  readonly speech: string;
}

/** The dealer's up-card while deciding, if the rules show one (the first or the fifth dealt). */
export function upCardOf(state: StudDeciding): Card | undefined {
  return state.dealer.find((_, i) => isDealerUpCard(i, state.rules));
}

/**
 * The cards on the table while deciding, buying or once settled; `undefined` before the ante.
 *
 * @param state - The engine's state, or `null` before the table is ready.
 */
export function studSight(state: StudState | null): StudSight | undefined {
  if (state === null || state.phase === 'betting') return undefined;
  const open = state.phase === 'buying' || (state.phase === 'settled' && state.bet > 0);
  const up = state.phase === 'deciding' ? upCardOf(state) : undefined;
  const faceUp = state.dealer.filter((_, i) => isDealerUpCard(i, state.rules));
  return {
    dealer: open ? state.dealer : faceUp,
    dealerHidden: open ? 0 : 5 - faceUp.length,
    dealerHiddenFirst: !open && faceUp.length > 0 && state.rules.upCardPosition === 'fifth',
    player: state.player,
    speech: RU.sight(
      state.player.map(ru).join(' '),
      up !== undefined ? ru(up) : undefined,
      open ? state.dealer.map(ru).join(' ') : undefined,
    ),
  };
}

/**
 * Whether the trainee may pick cards to exchange: under rules with an exchange, before the draw (one
 * exchange, or up to the most one card at a time), no sixth card bought and no insurance placed.
 *
 * @param d - The deciding state.
 */
export function exchangeOffered(d: StudDeciding): boolean {
  const { rules } = d;
  if (rules.maxExchange === 0 || d.boughtCard || d.insurance > 0) return false;
  return rules.exchangeMode === 'oneAtATime' ? d.exchanges < rules.maxExchange : d.exchanges === 0;
}

/**
 * The question asked.
 *
 * @param d - The deciding state.
 */
export function studQuestion(d: StudDeciding): string {
  if (d.boughtCard) return RU.afterSixth;
  if (d.exchanged > 0) return exchangeOffered(d) ? RU.afterExchangeMore : RU.afterExchange;
  return d.rules.sixthCard || d.rules.insurance !== 'none' ? RU.decisionWithOptions : RU.decision;
}

/** The question of the buying phase. */
export const BUYING_QUESTION = RU.buying;

/**
 * The choices: fold, raise, where offered the exchange of the cards picked (disabled until the rules and
 * the bankroll allow that many), the sixth card where the rules sell it and it is not yet bought (the engine
 * refuses it after an exchange, with its sentence) and insurance, the least and the most, where the hand may be insured.
 *
 * @param d - The deciding state.
 * @param picked - The cards picked for the exchange.
 */
export function studChoices(d: StudDeciding, picked: readonly Card[]): readonly PlayChoice[] {
  const out: PlayChoice[] = [
    { id: 'fold', label: STUD_ACTION_RU.fold },
    { id: 'raise', label: STUD_ACTION_RU.raise },
  ];
  if (exchangeOffered(d)) {
    const may = picked.length > 0 && canExchange(d, picked.length).ok;
    const label = picked.length === 0 ? RU.pickCards : RU.exchange(picked.map(ru).join(' '));
    out.push({ id: 'exchange', label, disabled: !may });
  }
  // After an exchange the sixth card stays on offer, and the engine's refusal teaches the one-draw rule; once
  // bought, it is held, and offering it again would only ask for a refusal.
  if (d.rules.sixthCard && !d.boughtCard) out.push({ id: 'buyCard', label: STUD_ACTION_RU.buyCard });
  const insure = legalActions(d).find((a) => a.type === 'insure');
  if (insure !== undefined) {
    out.push({ id: `insure:${insure.min}`, label: RU.insure(insure.min) });
    if (insure.max > insure.min) out.push({ id: `insure:${insure.max}`, label: RU.insure(insure.max) });
  }
  return out;
}

/**
 * The choices of the buying phase: the ante's win, or the game bought for its fee.
 *
 * @param b - The buying state.
 */
export function buyingChoices(b: StudBuying): readonly PlayChoice[] {
  const buy = legalActions(b).find((a) => a.type === 'buyGame');
  return [
    { id: 'takeAnte', label: STUD_ACTION_RU.takeAnte },
    {
      id: 'buyGame',
      label: buy === undefined ? STUD_ACTION_RU.buyGame : RU.buyGameFor(buy.fee),
    },
  ];
}

/**
 * The action of a choice.
 *
 * @param id - `fold`, `raise`, `exchange`, `buyCard`, `insure:<chips>`, `buyGame` or `takeAnte`.
 * @param picked - The cards picked for the exchange.
 */
export function studActionOf(id: string, picked: readonly Card[]): StudAction {
  if (id === 'exchange') return { type: 'exchange', cards: picked };
  if (id.startsWith('insure:')) return { type: 'insure', amount: Number(id.slice(7)) };
  return { type: id } as StudAction;
}

/**
 * The picked cards with one card picked or put back.
 *
 * @param picked - The cards picked.
 * @param card - The card clicked.
 */
export function togglePick(picked: readonly Card[], card: Card): readonly Card[] {
  return picked.includes(card) ? picked.filter((c) => c !== card) : [...picked, card];
}

/**
 * The actions of a deal: the next round first after a settled one, then the ante.
 *
 * @param state - The engine's state.
 * @param amount - The ante.
 */
export function dealActions(state: StudState | null, amount: number): StudAction[] {
  return [...(state?.phase === 'settled' ? [{ type: 'nextRound' } as const] : []), { type: 'ante', amount }];
}

/**
 * The settled round in words: who won with what, and the round's net.
 *
 * @param s - The settled state.
 */
export function studOutcome(s: StudSettled): readonly [string, string] {
  const dealer = s.bet > 0 ? studCategoryRu(s.settlement.dealer.category) : undefined;
  return [
    RU.outcome(STUD_OUTCOME_RU[s.settlement.outcome], studCategoryRu(s.settlement.player.category), dealer),
    RU.net(
      formatNet(
        s.settlement.paidToPlayer - s.ante - s.bet - s.fees - s.insurance - (s.settlement.gameBought?.fee ?? 0),
      ),
    ),
  ];
}
