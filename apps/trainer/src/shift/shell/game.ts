/**
 * What a game gives the shared shift screen: its model as the screen drives it, its keys and payment, its
 * table, and its words — the round's line, the task due, an error's heading, a weak spot's name.
 *
 * @module
 */
import type { ComponentType } from 'react';
import type { GradedBase } from '../core/grading.ts';
import type { ClockedState } from '../core/protocol.ts';
import type { ShiftScore } from '../core/score.ts';
import type { ShiftModel } from './useShiftModel.ts';

/** A shift's state as the shared screen reads it. */
export interface ShellState<G extends GradedBase<string>> extends ClockedState {
  readonly seed: string;
  readonly round: number;
  readonly graded: readonly G[];
}

/** The words every shift screen has, from the game's module in `@croupier/ru`. */
export interface ShiftWordsRu {
  readonly right: string;
  readonly wrong: string;
  readonly summary: string;
  readonly errors: string;
  readonly noErrors: string;
  readonly weak: string;
  readonly again: string;
}

/** A game's dealer's shift, for the shared screen. */
export interface ShiftGame<
  S extends ShellState<G>,
  A extends { readonly type: string },
  G extends GradedBase<string> = S['graded'][number],
> {
  /** The model, its thinking tasks and keys. */
  readonly model: ShiftModel<S, A>;
  /** A payment of `chips` (the settling action). */
  readonly pay: (chips: number) => A;
  /** Names of a task's group of buttons, where the group is named. */
  readonly groups?: Readonly<Record<string, string>>;
  /** The table during the shift. */
  readonly Table: ComponentType<{ readonly state: S }>;
  readonly words: ShiftWordsRu;
  /** The round and the rounds: «Раунд 3 из 20». */
  readonly status: (s: S) => string;
  /** What the croupier is to do now, in words (announced when it changes). */
  readonly task: (s: S) => string;
  readonly score: (s: S) => ShiftScore;
  readonly errors: (s: S) => readonly G[];
  /** An error's round, action and place: «Раунд 3, Расчёт бокса (Бокс 2)». */
  readonly errorHead: (e: G) => string;
  /** A drill key in words, as its drill names it. */
  readonly spotLabel: (drill: string, key: string) => string;
}
