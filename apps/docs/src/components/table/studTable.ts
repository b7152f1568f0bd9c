/**
 * The stud table of the rules page with several boxes (decision 033, addendum): one player on two
 * boxes and another on one, played through the engine's public API for boxes (`startBoxes`,
 * `applyBoxes`, `boxesLegalActions`). Each box decides in turn by a plain rule of thumb (play with a
 * pair or better, or with an ace and a king; fold otherwise; no exchange), which the page states; the
 * engine reveals the dealer's hand and settles every box, and the frames lay the settlement out box by
 * box from the first.
 *
 * @module
 */
import {
  applyBoxes,
  boxesLegalActions,
  category,
  startBoxes,
  type StudBoxesAction,
  type StudBoxesEvent,
  type StudBoxesState,
  type StudRules,
} from '@croupier/engine/stud';
import type { Card } from '@croupier/engine/cards';
import {
  boxLabelRu,
  cardsRu,
  formatChips,
  formatNet,
  STUD_CATEGORY_RU,
  STUD_OUTCOME_RU,
  TABLE_ORDER_NOTE_RU,
  TABLE_PLAYER_NAMES,
  TABLE_UI_RU,
} from '@croupier/ru';
import type { TableFrame, TableHand, TableModel, TableSeat } from './fullTable';

/** The players and their boxes: Анна on two, Борис on one. */
export const STUD_TABLE_PLAYERS = [
  { id: 'anna', name: TABLE_PLAYER_NAMES[0]!, boxes: 2 },
  { id: 'boris', name: TABLE_PLAYER_NAMES[1]!, boxes: 1 },
] as const;

/** Each box's АНТЕ. */
export const STUD_TABLE_ANTE = 10;

/** Chips in front of each player at the start. */
export const STUD_TABLE_CHIPS = 1000;

/** Whether a box plays on: a pair or better, or Туз-Король (the page's rule of thumb). */
export function studPlays(cards: readonly Card[]): boolean {
  const c = category(cards);
  return c.ok && c.value !== 'noGame';
}

function step(state: StudBoxesState, action: StudBoxesAction) {
  const r = applyBoxes(state, action);
  if (!r.ok) throw new Error(`The table refused: ${r.error.message}`);
  return r.value;
}

/** The model of the stud table under `rules` (the text's: `resolveRulesOrThrow({ preset: 'seed' })`). */
export function studTableModel(rules: StudRules): TableModel {
  return { note: TABLE_ORDER_NOTE_RU.stud, deal: (seed) => dealStudTable(rules, seed) };
}

/**
 * One round at the three boxes, frame by frame.
 *
 * @param rules - The table's rules.
 * @param seed - The shuffle.
 */
export function dealStudTable(rules: StudRules, seed: number): TableFrame[] {
  const seats: Record<string, number> = {};
  const boxes: Record<string, number> = {};
  for (const p of STUD_TABLE_PLAYERS) {
    seats[p.id] = STUD_TABLE_CHIPS;
    boxes[p.id] = p.boxes;
  }
  const started = startBoxes(rules, { seats, boxes, seed });
  if (!started.ok) throw new Error(started.error.message);
  let state: StudBoxesState = started.value.state;
  const n = state.boxes.length;
  const labels = state.boxes.map((b, i) => boxLabelRu(i + 1, STUD_TABLE_PLAYERS.find((p) => p.id === b.player)!.name));
  const frames: TableFrame[] = [];
  let shown = 0;
  let revealed = false;
  const notes = new Map<number, number>();
  const centre = (): TableHand[] => {
    const dealer = 'dealer' in state ? state.dealer : [];
    const open = revealed ? dealer : dealer.slice(0, shown);
    return [
      { cards: open, hidden: dealer.length - open.length, caption: TABLE_UI_RU.dealer, value: '', tone: 'neutral' },
    ];
  };
  const seatsNow = (): TableSeat[] =>
    state.boxes.map((b, i) => {
      const net = notes.get(i);
      const c = b.cards.length === 5 ? category(b.cards) : null;
      return {
        id: `box${i + 1}`,
        label: labels[i]!,
        stake: b.ante ? `АНТЕ ${formatChips(b.ante)}${b.bet ? `, СТАВКА ${formatChips(b.bet)}` : ''}` : '',
        hands: b.cards.length
          ? [
              {
                cards: b.cards,
                caption: b.decision === 'folded' ? 'Сброшено' : '',
                value: c?.ok ? STUD_CATEGORY_RU[c.value] : '',
                tone: b.decision === 'folded' ? 'bad' : 'accent',
              },
            ]
          : [],
        note: net === undefined ? '' : `итог ${formatNet(net)}`,
        tone: net === undefined ? 'neutral' : net > 0 ? 'good' : net < 0 ? 'bad' : 'neutral',
      };
    });
  const push = (part: TableFrame['part'], who: string, what: string, active: number | null, net?: number) =>
    frames.push({
      part,
      who,
      what,
      centre: centre(),
      seats: seatsNow(),
      active: active === null ? null : `box${active + 1}`,
      payments: net === undefined || active === null ? [] : [{ seat: `box${active + 1}`, bet: 'box', net }],
    });

  push('bets', 'Игроки', `кладут АНТЕ по ${formatChips(STUD_TABLE_ANTE)} на ${n} бокса.`, null);
  let r = step(state, { type: 'ante', antes: Array.from({ length: n }, () => STUD_TABLE_ANTE) });
  state = r.state;
  shown = r.events.filter((e) => e.type === 'cardDealt' && e.box === null && e.faceUp).length;
  push(
    'deal',
    TABLE_UI_RU.dealer,
    `сдаёт по пять карт на каждый бокс и себе${shown ? `, ${shown === 1 ? 'одну свою карту' : `${shown} свои карты`} открывает` : ''}.`,
    null,
  );
  const after: StudBoxesEvent[] = [];
  while (state.phase === 'deciding' || state.phase === 'buying') {
    const turn = state.turn;
    const legal = boxesLegalActions(state);
    const box = state.boxes[turn]!;
    let action: StudBoxesAction;
    if (state.phase === 'buying') {
      const take = legal.find((a) => a.type === 'takeAnte');
      action = (take ?? legal[0]!) as StudBoxesAction;
    } else
      action = studPlays(box.cards) && legal.some((a) => a.type === 'raise') ? { type: 'raise' } : { type: 'fold' };
    r = step(state, action);
    state = r.state;
    const c = category(box.cards);
    const hand = c.ok ? STUD_CATEGORY_RU[c.value] : '';
    push(
      'play',
      labels[turn]!,
      action.type === 'raise'
        ? `${hand}: играет, СТАВКА ${formatChips(2 * box.ante)}.`
        : action.type === 'fold'
          ? `${hand}: сбрасывает карты, АНТЕ проиграно.`
          : 'забирает выигрыш АНТЕ.',
      turn,
    );
    after.splice(0, after.length, ...r.events);
  }
  for (const e of after) {
    if (e.type === 'dealerRevealed') {
      revealed = true;
      push(
        'dealer',
        TABLE_UI_RU.dealer,
        `открывает карты: ${cardsRu(e.cards)} — ${e.qualifies ? 'игра есть' : '«нет игры»'}.`,
        null,
      );
    } else if (e.type === 'boxSettled') {
      notes.set(e.box, e.settlement.payout.net);
      push(
        'settle',
        labels[e.box]!,
        `${STUD_OUTCOME_RU[e.settlement.outcome]}: ${formatNet(e.settlement.payout.net)}.`,
        e.box,
        e.settlement.payout.net,
      );
    }
  }
  return frames;
}
