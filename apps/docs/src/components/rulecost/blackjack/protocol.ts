/**
 * The messages between the blackjack rule-cost page and its analysis workers, and the compact form of
 * the analyses the build embeds in the page.
 *
 * @module
 */
import type { BjConfig } from './factors';
import type { BjSummary, SummaryCell } from './summary';

/** A request: analyse this configuration. */
export interface BjRequest {
  /** The configuration's cache key (echoed back). */
  readonly key: string;
  /** The configuration, normalised. */
  readonly config: BjConfig;
}

/** A reply: the analysis, or why it failed. */
export type BjReply =
  { readonly key: string; readonly summary: BjSummary } | { readonly key: string; readonly error: string };

/**
 * An analysis as a string for a page's props: the EVs rounded to 10⁻⁷ of a bet (the page prints four
 * decimals), the edges whole.
 *
 * @param s - The analysis.
 */
export function packSummary(s: BjSummary): string {
  const round = (x: number | null) => (x === null ? null : Math.round(x * 1e7) / 1e7);
  const cells: Record<string, SummaryCell> = {};
  for (const [k, c] of Object.entries(s.cells)) {
    cells[k] = { a: c.a, ev: [round(c.ev[0])!, round(c.ev[1])!, round(c.ev[2]), round(c.ev[3]), round(c.ev[4])] };
  }
  return JSON.stringify({ ...s, cells });
}

/**
 * The analysis back from {@link packSummary}.
 *
 * @param text - The packed analysis.
 */
export function unpackSummary(text: string): BjSummary {
  return JSON.parse(text) as BjSummary;
}
