/**
 * What the drill list shows of each drill, as plain functions of its summary and ledger: the progress
 * bar's shares, the figures line, the ledger line and the button; and the import's outcome. The view
 * (`DrillList.tsx`) only lays them out.
 *
 * @module
 */
import { formatCostPer100Ru, formatPercent } from '@croupier/ru';
import { DRILL_CARD_RU as CARD, DRILL_LIST_RU } from '@croupier/ru/trainer/drill-list';
import type { Ledger } from '../ledger.ts';
import type { DrillSummary } from '../summary.ts';

/** A drill card's figures. */
export interface CardFigures {
  /** The learned keys' share of all (0 while the total is unknown or nil). */
  readonly learnedShare: number;
  /** The seen keys' share of all. */
  readonly seenShare: number;
  /** «выучено 3 из 10 · начато 4 · ответов 9, верно 78 %». */
  readonly stats: string;
  /** Its « из 10» (empty while the total is unknown). */
  readonly ofTotal: string;
  /** Its « · ответов 9, верно 78 %» (empty before an answer). */
  readonly answers: string;
  /** The card's button: none (no item under the rules), «Начать» or «Продолжить». */
  readonly action: 'none' | 'start' | 'continue';
}

/**
 * A drill card's figures from its summary.
 *
 * @param s - `summarize(…)` of the drill.
 */
export function cardFigures(s: DrillSummary): CardFigures {
  const share = (n: number) => (s.total === undefined || s.total === 0 ? 0 : n / s.total);
  const total = s.total === undefined ? '' : CARD.ofTotal(s.total);
  const answers = s.accuracy !== undefined ? CARD.answers(s.answered, formatPercent(s.accuracy, 0)) : '';
  return {
    learnedShare: share(s.learned),
    seenShare: share(s.seen),
    stats: `${DRILL_LIST_RU.learnedWord}${s.learned}${total}${DRILL_LIST_RU.seenWord}${s.seen}${answers}`,
    ofTotal: total,
    answers,
    action: s.total === 0 ? 'none' : s.answered > 0 ? 'continue' : 'start',
  };
}

/**
 * A drill card's ledger line (before its «карта ошибок» link): the cost of the mistakes per 100 costed
 * decisions, or the accuracy where nothing is costed, and the dearest cells where the drill names its
 * keys (empty otherwise); `undefined` while the log has nothing of the drill.
 *
 * @param l - `ledgerOf(log, drill, 2)`.
 * @param unit - What the cost is counted in (`ante` for stud).
 * @param keyLabel - The drill's names of its keys, once its code is loaded.
 */
export function ledgerLine(
  l: Ledger,
  unit: 'bet' | 'ante',
  keyLabel: ((key: string) => string) | undefined,
): readonly [head: string, dearest: string] | undefined {
  if (l.decisions === 0) return undefined;
  const head =
    l.costPer100 === undefined
      ? CARD.logged(l.decisions, formatPercent(l.accuracy ?? 0, 0))
      : formatCostPer100Ru(l.cost, l.costed, unit);
  const dearest =
    l.expensive.length > 0 && keyLabel !== undefined ? CARD.dearest(l.expensive.map((c) => keyLabel(c.key))) : '';
  return [head, dearest];
}

/**
 * What the list says after a file was imported.
 *
 * @param error - The import's error message, or `undefined` when it worked.
 */
export function importOutcome(error: string | undefined): { readonly ok: boolean; readonly text: string } {
  return error ? { ok: false, text: CARD.importFailed(error) } : { ok: true, text: CARD.imported };
}
