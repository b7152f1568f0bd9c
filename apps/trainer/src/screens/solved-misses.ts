/**
 * The misses of the review whose item, dealt again, has its solution pending (the Russian-poker drills
 * value their hands in a worker): each is solved by its drill (`Drill.solve`) and judged again once the
 * solution is in, so the review names the choices and the cost as for any other miss.
 *
 * @module
 */
import { useEffect, useState } from 'react';
import type { Drill, DrillItem, Verdict } from '../drill.ts';

/** A miss dealt again with its solution pending. */
export interface PendingMiss {
  /** The miss's key in the review. */
  readonly key: string;
  /** Its drill. */
  readonly drill: Drill;
  /** The item dealt again (pending). */
  readonly item: DrillItem;
  /** The answer the trainee gave. */
  readonly answer: string;
}

/**
 * Solves the pending misses, one after another, and judges them again.
 *
 * @param pending - The misses to solve (a new list when the misses or the rules change).
 * @returns The solved ones by key.
 */
export function useSolvedMisses(
  pending: readonly PendingMiss[],
): ReadonlyMap<string, { item: DrillItem; verdict: Verdict }> {
  const [solved, setSolved] = useState<ReadonlyMap<string, { item: DrillItem; verdict: Verdict }>>(new Map());
  const id = pending.map((p) => p.key).join('|');
  useEffect(() => {
    let live = true;
    void (async () => {
      for (const p of pending) {
        const item = await p.drill.solve?.(p.item).catch(() => undefined);
        if (!live) return;
        if (item === undefined) continue;
        const verdict = p.drill.check(item, p.answer);
        setSolved((m) => new Map(m).set(p.key, { item, verdict }));
      }
    })();
    return () => {
      live = false;
    };
    // `id` stands for the list.
  }, [id]);
  return solved;
}
