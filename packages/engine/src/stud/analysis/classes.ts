/**
 * Player hands up to a permutation of suits: 2,598,960 hands fall into 134,459 classes, each
 * represented by its canonical form (see {@link canonicalKey}) and weighted by how many hands it stands for.
 *
 * @module
 */
import type { Card } from '../../cards/index.js';
import { SUIT_PERMS } from './counts.js';

/** A hand's canonical form. */
export interface CanonicalForm {
  /** The canonical key: the sorted canonical cards packed in base 52. */
  readonly key: number;
  /** The canonical cards, ascending. */
  readonly cards: readonly Card[];
  /** The suit relabelling that maps the hand onto its canonical form (`perm[suit]`). */
  readonly perm: readonly number[];
}

/**
 * The canonical form of five cards: the suit relabelling whose sorted cards pack to the smallest key.
 *
 * @param hand - Five distinct cards.
 */
export function canonicalForm(hand: readonly Card[]): CanonicalForm {
  let best = Infinity;
  let bestCards: Card[] = [];
  let bestPerm: readonly number[] = SUIT_PERMS[0]!;
  for (const perm of SUIT_PERMS) {
    const cards = hand.map((c) => (c & ~3) | perm[c & 3]!).sort((a, b) => a - b);
    let key = 0;
    for (const c of cards) key = key * 52 + c;
    if (key < best) {
      best = key;
      bestCards = cards;
      bestPerm = perm;
    }
  }
  return { key: best, cards: bestCards, perm: bestPerm };
}

/** Unpacks a canonical key into its five ascending cards. */
export function cardsOfKey(key: number): Card[] {
  const out = new Array<Card>(5);
  for (let i = 4; i >= 0; i--) {
    out[i] = key % 52;
    key = Math.floor(key / 52);
  }
  return out;
}

/**
 * Every class of five-card hands under suit permutations, in ascending key order, with its weight.
 * Takes a few seconds: it tries all 24 relabellings of every hand.
 *
 * @returns `keys` (ascending) and `weights` (hands per class; they sum to 2,598,960).
 */
export function handClasses(): { keys: Float64Array; weights: Uint8Array } {
  const keys: number[] = [];
  const weights: number[] = [];
  const tmp = new Int32Array(5);
  const h = new Int32Array(5);
  for (let a = 0; a < 52; a++)
    for (let b = a + 1; b < 52; b++)
      for (let c = b + 1; c < 52; c++)
        for (let d = c + 1; d < 52; d++)
          for (let e = d + 1; e < 52; e++) {
            h[0] = a;
            h[1] = b;
            h[2] = c;
            h[3] = d;
            h[4] = e;
            const own = (((a * 52 + b) * 52 + c) * 52 + d) * 52 + e;
            let canonical = true;
            let stabiliser = 0;
            for (let p = 0; p < 24 && canonical; p++) {
              const perm = SUIT_PERMS[p]!;
              for (let i = 0; i < 5; i++) {
                const v = (h[i]! & ~3) | perm[h[i]! & 3]!;
                let j = i - 1;
                while (j >= 0 && tmp[j]! > v) {
                  tmp[j + 1] = tmp[j]!;
                  j--;
                }
                tmp[j + 1] = v;
              }
              const key = (((tmp[0]! * 52 + tmp[1]!) * 52 + tmp[2]!) * 52 + tmp[3]!) * 52 + tmp[4]!;
              if (key < own) canonical = false;
              else if (key === own) stabiliser++;
            }
            if (canonical) {
              keys.push(own);
              weights.push(24 / stabiliser);
            }
          }
  return { keys: Float64Array.from(keys), weights: Uint8Array.from(weights) };
}
