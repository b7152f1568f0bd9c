/**
 * The registry's checks as pure functions, so the checkers are tested too: the texts accounted for
 * piece by piece, the titles of a test file, and the coverage fields.
 *
 * @module
 */
import { normalise } from './normalise.js';
import { isCovered, type Coverage, type CoverageKind, type Sentence, type TextPiece } from './types.js';

/**
 * What of a text its pieces do not account for, in order: each piece must be found after the one before
 * it (typography aside), and only marks and spaces may stand between them, before the first and after
 * the last. Returns the problems; none when the text is accounted for whole.
 *
 * @param text - A rule text as the file holds it.
 * @param pieces - Its pieces (sentences and skipped ones), in text order.
 */
export function unaccounted(text: string, pieces: readonly Pick<TextPiece, 'text'>[]): string[] {
  const whole = normalise(text);
  const problems: string[] = [];
  let at = 0;
  const gap = (from: number, to: number) => {
    const between = whole.slice(from, to);
    if (/[\p{L}\p{N}]/u.test(between)) problems.push(`not accounted for: «${between.trim().slice(0, 80)}»`);
  };
  for (const piece of pieces) {
    const wording = normalise(piece.text);
    const found = whole.indexOf(wording, at);
    if (found < 0) {
      problems.push(
        whole.includes(wording)
          ? `out of order: «${piece.text.slice(0, 60)}»`
          : `not in the text: «${piece.text.slice(0, 60)}»`,
      );
      continue;
    }
    gap(at, found);
    at = found + wording.length;
  }
  gap(at, whole.length);
  return problems;
}

/**
 * The titles of a test file's `describe`/`it`/`test` calls, table tests included (`it.each(…)('title')`),
 * as written in string literals.
 *
 * @param source - The test file's source.
 */
export function testTitles(source: string): Set<string> {
  const titles = new Set<string>();
  const literal = String.raw`(['"\x60])((?:\\.|(?!\1)[^\\])*)\1`;
  const direct = new RegExp(String.raw`\b(?:describe|it|test)(?:\.(?:only|skip|concurrent))?\(\s*` + literal, 'gu');
  const table = new RegExp(String.raw`\)\(\s*` + literal, 'gu');
  for (const re of [direct, table]) for (const m of source.matchAll(re)) titles.add(unescape(m[2]!, m[1]!));
  return titles;
}

/** A string literal's body as its value (the escapes a title uses: quotes and backslashes). */
function unescape(body: string, quote: string): string {
  return body.replace(new RegExp(String.raw`\\([\\${quote}])`, 'gu'), '$1');
}

/**
 * What is wrong with the sentences' coverage fields: each kind (engine test, example, drills) must list
 * things, or give a reason why none can exist.
 *
 * @param sentences - The registry's sentences.
 */
export function coverageProblems(sentences: readonly Sentence[]): string[] {
  const problems: string[] = [];
  for (const s of sentences) {
    for (const kind of COVERAGE_KINDS) {
      const field: Coverage<unknown> = s[kind];
      if (isCovered(field)) {
        if (field.length === 0) problems.push(`${s.id}: ${kind} is an empty list (name something or give a reason)`);
      } else if (typeof field !== 'object' || field === null || typeof field.reason !== 'string') {
        problems.push(`${s.id}: ${kind} is neither a list nor a reason`);
      } else if (field.reason.trim() === '') {
        problems.push(`${s.id}: ${kind} has an empty reason`);
      }
    }
  }
  return problems;
}

const COVERAGE_KINDS: readonly CoverageKind[] = ['engine', 'example', 'drills'];
