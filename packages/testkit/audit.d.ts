import type { Page } from 'playwright-core';

/** One axe rule violated on a page. */
export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  /** Up to five CSS paths of offending nodes. */
  readonly nodes: readonly string[];
}

/** The axe rules whose outcome depends on colours only: what changes between a light and a dark theme. */
export const AXE_COLOUR_RULES: readonly string[];

/**
 * Runs axe-core (WCAG 2.x A/AA and best practices) on the page; empty when it finds nothing. `only`
 * restricts the run to those rules (of the same tags), e.g. {@link AXE_COLOUR_RULES} for a second theme.
 */
export function axeViolations(
  page: Page,
  options?: { exclude?: string[]; only?: readonly string[] },
): Promise<AxeViolation[]>;

/** Lighthouse's phone-profile scores (0–1) and the JavaScript a page transferred. */
export interface LighthouseResult {
  readonly url: string;
  readonly scores: Readonly<Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>>;
  /** Decoded bytes of JavaScript loaded. */
  readonly jsBytes: number;
  /** Bytes of JavaScript transferred (gzip when the server compresses). */
  readonly jsGzipBytes: number;
  /** The audits that cost points, `category: audit (value)`. */
  readonly failing: readonly string[];
}

/** Runs Lighthouse on each URL in one headless Debian Chromium (mobile, simulated throttling). */
export function lighthouseScores(urls: readonly string[]): Promise<LighthouseResult[]>;
/** One headless Chromium for Lighthouse audits: `audit(url)` per page, `close()` at the end. */
export interface LighthouseSession {
  audit(url: string): Promise<LighthouseResult>;
  close(): Promise<void>;
}
export function lighthouseSession(): Promise<LighthouseSession>;
