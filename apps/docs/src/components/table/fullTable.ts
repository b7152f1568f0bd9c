/**
 * The one shell of the full-table examples on the four rule pages, apart from React: a round dealt at a
 * full table is a list of frames (what the table looks like after each dealer's or player's action,
 * and who did what, in Russian), and the reader steps through them. The per-game models
 * (`blackjackTable.ts`, `baccaratTable.ts`) play the round through the engine's public API and write
 * the frames; this module only holds the state and its steps: `startTable`, `stepTable` and the
 * selectors, in the engine's idiom (a state, an action, the next state).
 *
 * @module
 */
import type { Card } from '@croupier/engine/cards';

/** The tone of a hand's badge (as `Hand` draws it). */
export type TableTone = 'neutral' | 'accent' | 'good' | 'bad';

/** A hand on the table, as drawn. */
export interface TableHand {
  /** Its open cards, in the order dealt. */
  readonly cards: readonly Card[];
  /** Face-down cards after them. */
  readonly hidden?: number;
  /** Its caption («Крупье», «Рука 2»). */
  readonly caption: string;
  /** Its value («17, мягкая»), empty for none. */
  readonly value: string;
  /** The badge's tone. */
  readonly tone: TableTone;
}

/** A seat (a box, a place at the table) as drawn. */
export interface TableSeat {
  /** Its engine id. */
  readonly id: string;
  /** Its name on the table («Бокс 1 · Анна», «Место 3»). */
  readonly label: string;
  /** What is bet on it («10», «Банко 20»), empty when nothing is. */
  readonly stake: string;
  /** Its hands (none at a table without player cards). */
  readonly hands: readonly TableHand[];
  /** What became of it so far («выигрыш 15», «ставка забрана»), empty before the settlement reaches it. */
  readonly note: string;
  /** The note's tone. */
  readonly tone: TableTone;
}

/** One settled bet of a frame: which seat, which of its bets, the player's net. */
export interface TablePayment {
  /** The seat's id. */
  readonly seat: string;
  /** Which of its bets (a hand's index, `insurance`, a bet's name). */
  readonly bet: number | string;
  /** The player's net on it: winnings, 0 for a stake returned, minus the chips taken. */
  readonly net: number;
}

/** The part of the round a frame belongs to. */
export type TablePart = 'bets' | 'deal' | 'play' | 'dealer' | 'settle';

/** The table after one action, and the action in Russian. */
export interface TableFrame {
  /** The part of the round. */
  readonly part: TablePart;
  /** Who acts («Крупье», «Бокс 3 · Вера»). */
  readonly who: string;
  /** What happens, a sentence. */
  readonly what: string;
  /** The dealer's (or the tableau's) hands. */
  readonly centre: readonly TableHand[];
  /** The dice on the table (craps), or absent. */
  readonly dice?: readonly [number, number];
  /** The seats, in table order. */
  readonly seats: readonly TableSeat[];
  /** The seat that acts, or `null` (the dealer acts). */
  readonly active: string | null;
  /** The bets this action settles (the settlement's frames), in the order the dealer takes and pays them. */
  readonly payments: readonly TablePayment[];
}

/** A game's model: deals a round at a full table from a seed and writes its frames. */
export interface TableModel {
  /** The site's note on the order of the round, where the text says nothing of it (`TABLE_ORDER_NOTE_RU`). */
  readonly note: string;
  /** The round dealt from `seed`, frame by frame (at least one). */
  deal(seed: number): readonly TableFrame[];
}

/** The state of a full-table example. */
export interface FullTableState {
  /** The seed the round was dealt from. */
  readonly seed: number;
  /** The round's frames. */
  readonly frames: readonly TableFrame[];
  /** The frame shown. */
  readonly at: number;
}

/** What the reader does: the next action, straight to the end, a new round from a seed. */
export type FullTableAction =
  { readonly type: 'next' } | { readonly type: 'end' } | { readonly type: 'redeal'; readonly seed: number };

/**
 * A new example: the round from `seed`, at its first frame (the bets placed).
 *
 * @param model - The game's model.
 * @param seed - The shuffle.
 */
export function startTable(model: TableModel, seed: number): FullTableState {
  const frames = model.deal(seed);
  if (frames.length === 0) throw new Error('A table model dealt no frame');
  return { seed, frames, at: 0 };
}

/**
 * The next state: one action further (`next`, nothing past the last), the last frame (`end`), or a new
 * round (`redeal`).
 *
 * @param model - The game's model.
 * @param state - The example now.
 * @param action - What the reader did.
 */
export function stepTable(model: TableModel, state: FullTableState, action: FullTableAction): FullTableState {
  switch (action.type) {
    case 'next':
      return isDone(state) ? state : { ...state, at: state.at + 1 };
    case 'end':
      return { ...state, at: state.frames.length - 1 };
    case 'redeal':
      return startTable(model, action.seed);
  }
}

/** The frame shown. */
export function currentFrame(state: FullTableState): TableFrame {
  return state.frames[state.at]!;
}

/** Whether the round is at its end (settled). */
export function isDone(state: FullTableState): boolean {
  return state.at >= state.frames.length - 1;
}

/** What a screen reader is told of the frame shown: who acts and what happens. */
export function announcement(state: FullTableState): string {
  const f = currentFrame(state);
  return `${f.who}: ${f.what}`;
}

/** The frames shown so far, in order (the round's log). */
export function framesSoFar(state: FullTableState): readonly TableFrame[] {
  return state.frames.slice(0, state.at + 1);
}

/** Every bet settled so far, in the order the dealer took and paid them. */
export function paymentsSoFar(state: FullTableState): readonly TablePayment[] {
  return framesSoFar(state).flatMap((f) => f.payments);
}

/** Each seat's net so far (seats with no settled bet absent). */
export function netsSoFar(state: FullTableState): ReadonlyMap<string, number> {
  const nets = new Map<string, number>();
  for (const p of paymentsSoFar(state)) nets.set(p.seat, (nets.get(p.seat) ?? 0) + p.net);
  return nets;
}
