/**
 * Small constructors that keep the registry's game files short and uniform.
 *
 * @module
 */
import type { DrillRef, EngineTest, Example, Reason, Sentence, Skipped, TextFile } from './types.js';

/** The three rule texts' paths. */
export const TEXT_FILES = {
  /** Blackjack, then craps. */
  t000: 'docs/texts/000_a67c294d54cfb7d5.txt',
  /** Stud (from «Флеш» on), then the first lines of blackjack. */
  t001: 'docs/texts/001_70f9a5682b1581e4.txt',
  /** Baccarat. */
  t004: 'docs/texts/004_b558c1f5db9be71a.txt',
} as const satisfies Record<string, TextFile>;

/**
 * An engine test.
 *
 * @param file - The test file from the repository's root.
 * @param title - Its `it`/`describe` title as written.
 * @param rowName - A table test's row name, when one row is the check.
 */
export function test(file: string, title: string, rowName?: string): EngineTest {
  return rowName === undefined ? { file, title } : { file, title, case: rowName };
}

/**
 * A live example.
 *
 * @param page - The MDX page's name.
 * @param component - The island's JSX name.
 * @param props - The string attributes that pick its scenario.
 */
export function example(page: string, component: string, props?: Readonly<Record<string, string>>): Example {
  return props === undefined ? { page, component } : { page, component, props };
}

/**
 * A drill, or one of its items.
 *
 * @param id - The drill's catalog id.
 * @param item - One item key.
 */
export function drill(id: string, item?: string): DrillRef {
  return item === undefined ? { id } : { id, item };
}

/**
 * A stated reason there is no coverage of a kind.
 *
 * @param reason - Why, in English.
 */
export function none(reason: string): Reason {
  return { reason };
}

/**
 * A piece of a text that is no rule.
 *
 * @param file - The text file.
 * @param line - Its line.
 * @param text - Its wording.
 * @param why - Why it is skipped.
 */
export function skip(file: TextFile, line: number, text: string, why: string): Skipped {
  return { file, line, text, skipped: why };
}

/**
 * A rule sentence.
 *
 * @param id - `<game>-<n>`.
 * @param file - The text file.
 * @param line - Its line.
 * @param text - Its wording, exactly.
 * @param coverage - Where the site quotes it, and its engine tests, examples and drills.
 */
export function rule(
  id: string,
  file: TextFile,
  line: number,
  text: string,
  coverage: Pick<Sentence, 'engine' | 'example' | 'drills'> & { readonly page?: string },
): Sentence {
  return { id, text, file, line, ...coverage };
}
