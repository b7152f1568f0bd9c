/**
 * What the live region says at a full table: the cards dealt to each box and to the dealer, what each
 * seat player did, whose turn it is, and the round's end.
 *
 * @module
 */
import { handValue, type BlackjackState } from '@croupier/engine/blackjack';
import { formatCard, type Card } from '@croupier/engine/cards';
import { blackjackActionLabelRu, blackjackTotalRu, formatNet, TABLE_RU } from '@croupier/ru';
import { decisionQuestion } from '../play/blackjack.ts';
import { netByBox, youOf, type TableRun } from './play-table.ts';
import { seatOf } from './seats.ts';

/** A card in the trainer's Russian notation. */
export const cardRu = (c: Card): string => formatCard(c, { notation: 'ru' });

/** Who a box is, said: «Бокс 3» or «Вы». */
export function whoRu(run: TableRun, box: string): string {
  return box === youOf(run.config) ? TABLE_RU.you : TABLE_RU.seatName(seatOf(box));
}

/** The cards of the deal, box by box, and the dealer's up-card. */
function dealRu(run: TableRun, state: Exclude<BlackjackState, { phase: 'betting' }>): string {
  const boxes = state.boxes.map((b) => `${whoRu(run, b.id)} — ${b.hands[0]!.cards.slice(0, 2).map(cardRu).join(' ')}`);
  return TABLE_RU.dealtAll(boxes.join('; '), cardRu(state.dealer[0]!));
}

/**
 * The announcement after a step of the table: the steps since the trainee's last, then the trainee's
 * question or the round's end.
 *
 * @param run - The table after the step.
 */
export function tableSpeech(run: TableRun): string {
  const state = run.state;
  if (state.phase === 'betting') return '';
  const parts: string[] = [];
  for (const s of run.steps) {
    if (s.box === null) {
      parts.push(dealRu(run, state));
      continue;
    }
    if (s.box === youOf(run.config)) continue;
    const cards = s.events.flatMap((e) => (e.type === 'cardDealt' && e.to === 'hand' ? [cardRu(e.card)] : []));
    const what = blackjackActionLabelRu(s.action).toLowerCase();
    parts.push(TABLE_RU.did(seatOf(s.box), cards.length > 0 ? TABLE_RU.withCard(what, cards.join(' ')) : what));
  }
  if (run.phase === 'play') parts.push(decisionQuestion(state));
  else if (run.phase === 'over') {
    const v = handValue({ cards: state.dealer, fromSplit: false });
    parts.push(
      TABLE_RU.dealerHas(state.dealer.map(cardRu).join(' '), v.bust ? TABLE_RU.bust(v.total) : String(v.total)),
    );
    const you = netByBox(run).get(youOf(run.config));
    parts.push(you === undefined ? TABLE_RU.roundOver : `${TABLE_RU.roundOver} ${TABLE_RU.yourNet(formatNet(you))}`);
  }
  return parts.join(' ');
}

/** A hand's value as the felt shows it. */
export function valueRu(cards: readonly Card[]): string {
  const v = handValue({ cards, fromSplit: false });
  return v.bust ? TABLE_RU.bust(v.total) : blackjackTotalRu(v.total, v.soft);
}
