/**
 * What the counting drills share: the counting system the trainee counts with (chosen on the drill's
 * screen, Hi-Lo by default, kept in the tab's store with the pace, the latest choice in any tab winning), the wording of tags and counts, and the shoe the
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
import { countingSystemRu, formatSigned, TRUE_COUNT_ROUNDING_RU } from '@croupier/ru';
import { TAG_RANKS_RU } from '@croupier/ru/trainer/drills/blackjack-counting';
import { readPref, writePref } from '../../storage/prefs.ts';

/** The settings' names in the store (`LogStore.setPref`). */
export const SYSTEM_PREF = 'counting.system';
/** The pace's name in the store. */
export const PACE_PREF = 'counting.pace';

/** The value an older build kept under a key of `localStorage` (read until the store has one). */
function legacyValue(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Where older builds kept the chosen system (read as the initial value; the store keeps it now). */
export const SYSTEM_STORAGE_KEY = 'croupier.trainer.counting.system';

/** The systems the trainee may count with, in the engine's order. */
export const SYSTEM_IDS: readonly CountingSystemId[] = COUNTING_SYSTEM_IDS;

/** A system by id (Hi-Lo for anything unknown). */
export function systemOf(id: string): CountingSystem {
  return (COUNTING_SYSTEMS as Record<string, CountingSystem>)[id] ?? COUNTING_SYSTEMS.hilo;
}

/**
 * The system the trainee chose, in any tab (the latest choice wins): the store's, else what an older build
 * kept, else Hi-Lo.
 */
export function chosenSystem(): CountingSystemId {
  const id = String(readPref(SYSTEM_PREF) ?? legacyValue(SYSTEM_STORAGE_KEY) ?? '');
  return (SYSTEM_IDS as readonly string[]).includes(id) ? (id as CountingSystemId) : 'hilo';
}

/** Keeps the trainee's system, timestamped, in the store (the next item uses it; other tabs take it). */
export function chooseSystem(id: CountingSystemId): void {
  writePref(SYSTEM_PREF, id);
}

/** The system id a counting key starts with (`hilo:…`). */
export function systemOfKey(key: string): CountingSystem {
  return systemOf(key.slice(0, key.indexOf(':')));
}

/** A count with its sign, typographic minus: `+3`, `−2`, `0`. */
export const signed = (x: number, digits = 0): string => (x === 0 ? '0' : formatSigned(x, digits));

/** The tag of a card as shown under it (`+1`, `−2`, `0`). */
export const tagLabel = (system: CountingSystem, card: Card): string => signed(cardTag(system, card));

/** How the engine's rounding of a true count is said (the counting glossary's words). */
export const ROUNDING_RU: Readonly<Record<TrueCountRounding, string>> = TRUE_COUNT_ROUNDING_RU;

/** A system's name as the trainee reads it (the counting glossary's): «Хай-Лоу», «Дзен». */
export const systemName = (system: CountingSystem): string => countingSystemRu(system.id);

/** The tags of a system in words: `2–6: +1, 7–9: 0, 10–Т: −1`, rank by rank. */
export function tagsRu(system: CountingSystem): string {
  return system.tags.map((t, i) => `${TAG_RANKS_RU[i]}: ${signed(t)}`).join(', ');
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

/** Where older builds kept the running-count drill's pace (milliseconds per step; the store keeps it now). */
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
  const raw = readPref(PACE_PREF) ?? legacyValue(PACE_STORAGE_KEY);
  const ms = raw === null ? NaN : Number(raw);
  return Number.isFinite(ms) && ms >= PACE.minMs && ms <= PACE.maxMs ? ms : PACE.startMs;
}

/** Keeps the pace for the next stream, timestamped, in the store (the latest in any tab wins). */
export function storePace(ms: number): void {
  writePref(PACE_PREF, ms);
}
