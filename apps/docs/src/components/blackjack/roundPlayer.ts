/**
 * The logic of the round player, apart from React: which actions the «Раздать» button applies, the
 * buttons for the legal actions, and the settlement in words. The round itself is `useRound` on the
 * engine's `blackjackGame`.
 *
 * @module
 */
import type {
  BlackjackAction,
  BlackjackEvent,
  BlackjackLegalAction,
  BlackjackRules,
  BlackjackState,
  EvAction,
} from '@croupier/engine/blackjack';
import { blackjackActionLabelRu, formatRatio, formatSigned, HAND_OUTCOME_RU } from '@croupier/ru';

/** The reader's box. */
export const BOX = 'Игрок';
/** The bet of every round. */
export const BET = 10;
/** The chips a table starts with. */
export const BANK = 1000;

/** The setup of the reader's table for a seed. */
export function tableSetup(seed: number | string) {
  return { seats: { [BOX]: BANK }, seed };
}

/** The first deal at a fresh table: the bet and the deal. */
export const FIRST_DEAL: readonly BlackjackAction[] = [{ type: 'bet', box: BOX, amount: BET }, { type: 'deal' }];

/**
 * What «Раздать» applies now: the next round after a settled one, the bet and the deal; `null` when a
 * round is being played or the chips do not cover the bet (then a new table).
 *
 * @param state - The table.
 */
export function dealActions(state: BlackjackState): BlackjackAction[] | null {
  const balance = state.seats.find((s) => s.id === BOX)?.balance ?? 0;
  if (state.phase === 'betting') return balance >= BET ? [...FIRST_DEAL] : null;
  if (state.phase === 'settled') return balance >= BET ? [{ type: 'nextRound' }, ...FIRST_DEAL] : null;
  return null;
}

/** A button for a legal action during play. */
export interface ActionButton {
  readonly action: BlackjackAction;
  readonly label: string;
}

/**
 * The buttons of the legal actions while a round is played (betting, dealing and the next round are the
 * «Раздать» button's).
 *
 * @param legal - `legalActions(state)`.
 */
export function actionButtons(legal: readonly BlackjackLegalAction[]): ActionButton[] {
  return legal
    .filter(
      (a): a is Exclude<BlackjackLegalAction, { type: 'bet' | 'deal' | 'nextRound' }> =>
        a.type !== 'bet' && a.type !== 'deal' && a.type !== 'nextRound',
    )
    .map((a) => ({ action: a, label: blackjackActionLabelRu(a) }));
}

/**
 * The settlement in words, from the round's `betSettled` events: «Ставка: Выигрыш 1:1, +10».
 *
 * @param rules - The table's rules (what the insurance pays).
 * @param events - The events of the step that settled the round.
 * @returns One line per settled bet, and the net.
 */
export function settlementRu(
  rules: Pick<BlackjackRules, 'insurancePays'>,
  events: readonly BlackjackEvent[],
): { lines: string[]; net: number } {
  const settled = events.filter((e): e is Extract<BlackjackEvent, { type: 'betSettled' }> => e.type === 'betSettled');
  const hands = settled.filter((e) => e.bet !== 'insurance').length;
  const lines = settled.map((e) => {
    const who = e.bet === 'insurance' ? 'Страховка' : hands > 1 ? `Рука ${e.bet + 1}` : 'Ставка';
    const how =
      e.bet === 'insurance' && e.outcome === 'win'
        ? `Выигрыш ${formatRatio(rules.insurancePays)}`
        : HAND_OUTCOME_RU[e.outcome];
    return `${who}: ${how}, ${formatSigned(e.net)}`;
  });
  return { lines, net: settled.reduce((a, e) => a + e.net, 0) };
}

/**
 * The name of an action in the hint's list (`advise`): the actions, and buying or declining insurance.
 *
 * @param action - An action `advise` values.
 */
export function adviceLabel(action: EvAction | 'insurance' | 'noInsurance'): string {
  if (action === 'noInsurance') return blackjackActionLabelRu({ type: 'insurance', amount: 0 });
  if (action === 'insurance') return blackjackActionLabelRu({ type: 'insurance' });
  return blackjackActionLabelRu({ type: action });
}
