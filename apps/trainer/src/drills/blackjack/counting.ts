/**
 * What the counting drills share: the counting system the trainee counts with (chosen on the drill's
 * screen, Hi-Lo by default, kept in the browser), the wording of tags and counts, and the shoe the
 * running-count and true-count drills deal from (the engine's shuffled shoe for the rules' decks).
 *
 * @module
 */
import { createShoe, orThrow } from '@croupier/engine';
import {
  cardTag,
  COUNTING_SYSTEM_IDS,
  COUNTING_SYSTEMS,
  type CountingSystem,
  type CountingSystemId,
  type TrueCountRounding,
} from '@croupier/engine/blackjack';
import type { Card } from '@croupier/engine/cards';
import type { Rng } from '@croupier/engine/rng';
import { formatSigned } from '@croupier/ru';

/** Where the chosen system is kept (a key of its own, outside the progress store). */
export const SYSTEM_STORAGE_KEY = 'croupier.trainer.counting.system';

/** The systems the trainee may count with, in the engine's order. */
export const SYSTEM_IDS: readonly CountingSystemId[] = COUNTING_SYSTEM_IDS;

/** A system by id (Hi-Lo for anything unknown). */
export function systemOf(id: string): CountingSystem {
  return (COUNTING_SYSTEMS as Record<string, CountingSystem>)[id] ?? COUNTING_SYSTEMS.hilo;
}

/** The system the trainee chose (Hi-Lo when nothing is stored or storage is unavailable). */
export function chosenSystem(): CountingSystemId {
  try {
    const id = globalThis.localStorage?.getItem(SYSTEM_STORAGE_KEY);
    return id !== null && id !== undefined && (SYSTEM_IDS as readonly string[]).includes(id)
      ? (id as CountingSystemId)
      : 'hilo';
  } catch {
    return 'hilo';
  }
}

/** Keeps the trainee's system (the next item uses it). */
export function chooseSystem(id: CountingSystemId): void {
  try {
    globalThis.localStorage?.setItem(SYSTEM_STORAGE_KEY, id);
  } catch {
    // Storage refused (privacy mode): the choice lasts until the page is left.
  }
}

/** The system id a counting key starts with (`hilo:…`). */
export function systemOfKey(key: string): CountingSystem {
  return systemOf(key.slice(0, key.indexOf(':')));
}

/** A count with its sign, typographic minus: `+3`, `−2`, `0`. */
export const signed = (x: number, digits = 0): string => (x === 0 ? '0' : formatSigned(x, digits));

/** The tag of a card as shown under it (`+1`, `−2`, `0`). */
export const tagLabel = (system: CountingSystem, card: Card): string => signed(cardTag(system, card));

/** How the engine's rounding of a true count is said. */
export const ROUNDING_RU: Readonly<Record<TrueCountRounding, string>> = {
  floor: 'вниз, к меньшему целому (floor: +2,7 → +2, −0,4 → −1)',
  truncate: 'отбрасыванием дробной части (truncate: +2,7 → +2, −0,4 → 0)',
  round: 'до ближайшего целого (round: +2,5 → +3)',
  exact: 'без округления',
};

/** The tags of a system in words: `2–6: +1, 7–9: 0, 10–Т: −1`, rank by rank. */
export function tagsRu(system: CountingSystem): string {
  const names = ['2', '3', '4', '5', '6', '7', '8', '9', '10–К', 'Т'];
  return system.tags.map((t, i) => `${names[i]}: ${signed(t)}`).join(', ');
}

/**
 * The cards of a freshly shuffled shoe of the rules' decks, in dealing order (the engine's shoe).
 *
 * @param decks - Decks in the shoe.
 * @param rng - Randomness for the shuffle.
 */
export function shuffledShoe(decks: number, rng: Rng): readonly Card[] {
  return orThrow(createShoe({ decks }, rng)).cards;
}

/** Where the running-count drill's pace is kept (milliseconds per step). */
export const PACE_STORAGE_KEY = 'croupier.trainer.counting.pace';

/** The pace of the card stream: where it starts, its limits, and how it moves after an answer. */
export const PACE = { startMs: 1000, minMs: 250, maxMs: 2500, faster: 0.85, slower: 1.3 } as const;

/**
 * The next pace after an answer: 15 % less time per step after a right answer, 30 % more after a
 * miss, within {@link PACE}'s limits (whole milliseconds).
 *
 * @param ms - The pace the answer was given at.
 * @param correct - Whether it was right.
 */
export function nextPace(ms: number, correct: boolean): number {
  const next = Math.round(ms * (correct ? PACE.faster : PACE.slower));
  return Math.min(PACE.maxMs, Math.max(PACE.minMs, next));
}

/** The stored pace ({@link PACE}'s start when none is stored or it is out of range). */
export function storedPace(): number {
  try {
    const ms = Number(globalThis.localStorage?.getItem(PACE_STORAGE_KEY));
    return Number.isFinite(ms) && ms >= PACE.minMs && ms <= PACE.maxMs ? ms : PACE.startMs;
  } catch {
    return PACE.startMs;
  }
}

/** Keeps the pace for the next stream. */
export function storePace(ms: number): void {
  try {
    globalThis.localStorage?.setItem(PACE_STORAGE_KEY, String(ms));
  } catch {
    // Storage refused: the pace lasts until the page is left.
  }
}
