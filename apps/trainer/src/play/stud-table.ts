/**
 * What the stud play mode shows of the engine's state, as plain functions: the cards in sight and their
 * words for the live region, the question, the choices (with the exchange of the cards picked), the
 * outcome, and the actions a deal or a pick makes. The screen (`screens/PlayStud.tsx`) lays them out.
 *
 * @module
 */
import { formatCard, type Card } from '@croupier/engine/cards';
import {
  canExchange,
  type StudAction,
  type StudDeciding,
  type StudSettled,
  type StudState,
} from '@croupier/engine/stud';
import { formatNet, STUD_OUTCOME_RU, studCategoryRu } from '@croupier/ru';
import type { PlayChoice } from './parts.tsx';

const ru = (c: Card) => formatCard(c, { notation: 'ru' });

/** The cards in sight. */
export interface StudSight {
  /** The dealer's cards shown: the up-cards, or all five once the raise has shown them. */
  readonly dealer: readonly Card[];
  /** How many of the dealer's cards are face down. */
  readonly dealerHidden: number;
  /** The player's hand. */
  readonly player: readonly Card[];
  /** The cards in words, for the live region. */
  readonly speech: string;
}

/**
 * The cards on the table while deciding or once settled; `undefined` before the ante.
 *
 * @param state - The engine's state, or `null` before the table is ready.
 */
export function studSight(state: StudState | null): StudSight | undefined {
  if (state === null || state.phase === 'betting') return undefined;
  const up = state.rules.upCards;
  const open = state.phase === 'settled' && state.bet > 0;
  const upCard = up > 0 ? ` Открытая карта дилера: ${ru(state.dealer[0]!)}.` : '';
  const shown = open ? ` Карты дилера: ${state.dealer.map(ru).join(' ')}.` : '';
  return {
    dealer: open ? state.dealer : state.dealer.slice(0, up),
    dealerHidden: open ? 0 : 5 - up,
    player: state.player,
    speech: `Ваши карты: ${state.player.map(ru).join(' ')}.${upCard}${shown}`,
  };
}

/**
 * Whether the trainee may pick cards to exchange: before any exchange, under rules with one, and with no
 * dealer's card face up.
 *
 * @param d - The deciding state.
 */
export function exchangeOffered(d: StudDeciding): boolean {
  return d.exchanged === 0 && d.rules.maxExchange > 0 && d.rules.upCards === 0;
}

/**
 * The question asked.
 *
 * @param d - The deciding state.
 */
export function studQuestion(d: StudDeciding): string {
  return d.exchanged === 0 ? 'Ваше решение: сдаться, играть или заменить карты?' : 'После замены: сдаться или играть?';
}

/**
 * The choices: fold, raise, and where offered the exchange of the cards picked (disabled until the rules
 * and the bankroll allow that many).
 *
 * @param d - The deciding state.
 * @param picked - The cards picked for the exchange.
 */
export function studChoices(d: StudDeciding, picked: readonly Card[]): readonly PlayChoice[] {
  const base: PlayChoice[] = [
    { id: 'fold', label: 'Сдаться' },
    { id: 'raise', label: 'Играть' },
  ];
  if (!exchangeOffered(d)) return base;
  const may = picked.length > 0 && canExchange(d, picked.length).ok;
  const label = picked.length === 0 ? 'Заменить (выберите карты)' : `Заменить ${picked.map(ru).join(' ')}`;
  return [...base, { id: 'exchange', label, disabled: !may }];
}

/**
 * The action of a choice.
 *
 * @param id - `fold`, `raise` or `exchange`.
 * @param picked - The cards picked for the exchange.
 */
export function studActionOf(id: string, picked: readonly Card[]): StudAction {
  return id === 'exchange' ? { type: 'exchange', cards: picked } : ({ type: id } as StudAction);
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
  const dealer = s.bet > 0 ? `, у дилера ${studCategoryRu(s.settlement.dealer.category)}` : '';
  return [
    `${STUD_OUTCOME_RU[s.settlement.outcome]}: у вас ${studCategoryRu(s.settlement.player.category)}${dealer}`,
    `Итог раунда: ${formatNet(s.settlement.paidToPlayer - s.ante - s.bet - s.fees)}`,
  ];
}
