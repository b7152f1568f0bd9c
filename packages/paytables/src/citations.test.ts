/**
 * Every citation of `docs/rules.md` in the repository («docs/rules.md, blackjack: doubling», or in
 * brackets, «docs/rules.md (craps: the rest of the table)») names a section that exists: the game's `##`
 * heading and, after the colon, one of its `###` headings (a qualifier may follow after a comma: «…: the
 * banker's third card, casino tableau»). The presets cite it for each value the text leaves open, so a
 * renamed or missing section would leave a reason pointing nowhere.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const RULES = readFileSync(join(ROOT, 'docs/rules.md'), 'utf8');

/** How a citation names each game, and the word its `##` heading starts with or holds. */
const GAMES: Readonly<Record<string, RegExp>> = {
  blackjack: /^blackjack\b/iu,
  baccarat: /^baccarat\b/iu,
  craps: /^craps\b/iu,
  stud: /\bstud\b/iu,
};

const norm = (s: string) => s.toLowerCase().replace(/[’‘]/gu, "'").replace(/\s+/gu, ' ').trim();

/** The `###` headings of each game in docs/rules.md, normalised. */
function sections(md: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  let game: string | undefined;
  for (const line of md.split('\n')) {
    const h2 = /^## (.+)$/u.exec(line);
    if (h2) game = Object.keys(GAMES).find((g) => GAMES[g]!.test(h2[1]!));
    const h3 = /^### (.+)$/u.exec(line);
    if (h3 && game) out.set(game, [...(out.get(game) ?? []), norm(h3[1]!)]);
  }
  return out;
}
const SECTIONS = sections(RULES);

/** A citation found in a file: the game and the section it names (undefined: the game's whole part). */
interface Citation {
  readonly where: string;
  readonly game: string;
  readonly section: string | undefined;
}

/**
 * The citations of a text: `docs/rules.md, <game>: <section>` or `docs/rules.md (<game>: <section>)`, a
 * comment's line breaks (`*`, `//`) read as spaces. «docs/rules.md, 20 cells…» names no game: not one.
 */
export function citationsIn(text: string, where = ''): Citation[] {
  const flat = text.replace(/\n[ \t]*(?:\*(?!\/)|\/\/|#)?[ \t]*/gu, ' ');
  const out: Citation[] = [];
  for (const m of flat.matchAll(/docs\/rules\.md(?:,\s+|\s+\()([a-z]+)(:\s*[^);.»`"]+)?/gu)) {
    const game = m[1]!;
    if (!(game in GAMES) && m[2] === undefined) continue;
    out.push({ where, game, section: m[2] === undefined ? undefined : m[2].replace(/^:\s*/u, '') });
  }
  return out;
}

/**
 * What is wrong with a citation, or null: an unknown game, or a section none of the game's headings starts
 * (a heading's bracketed gloss may be left out: «craps: pass» names «Pass («Проходит»)»).
 */
export function citationProblem(c: Citation, known = SECTIONS): string | null {
  const heads = known.get(c.game);
  if (!heads) return `${c.where}: «docs/rules.md, ${c.game}» — no such game in docs/rules.md`;
  if (c.section === undefined) return null;
  const s = norm(c.section);
  const ok = heads.some((h) => s === h || s.startsWith(`${h},`) || s.startsWith(`${h} (`) || h.startsWith(`${s} (`));
  return ok
    ? null
    : `${c.where}: «docs/rules.md, ${c.game}: ${c.section}» — ${c.game} has the sections ${heads.map((h) => `«${h}»`).join(', ')}`;
}

/** The repository's text files (sources, tests, docs), without builds, dependencies and the texts. */
function repoFiles(dir = ROOT): string[] {
  const skip = new Set(['node_modules', 'dist', '.git', '.turbo', 'coverage', 'public', 'texts']);
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (skip.has(name)) return [];
    if (statSync(path).isDirectory()) return repoFiles(path);
    return /\.(ts|tsx|mts|mjs|js|astro|md|mdx)$/u.test(name) ? [path] : [];
  });
}

describe('docs/rules.md citations', () => {
  it('docs/rules.md has the four games with their sections', () => {
    expect([...SECTIONS.keys()].sort()).toEqual(['baccarat', 'blackjack', 'craps', 'stud']);
    expect(SECTIONS.get('blackjack')).toContain('doubling');
    expect(SECTIONS.get('baccarat')).toContain("the banker's third card");
  });

  it.each([
    ['a section', 'the note (docs/rules.md, blackjack: doubling).', null],
    ['a section with a qualifier', 'as docs/rules.md, baccarat: the banker’s third card, casino tableau', null],
    ['a section in brackets', 'docs/rules.md (craps: the rest of the table) reads', null],
    ['a game alone', 'written from docs/rules.md (baccarat) and the published rules', null],
    [
      'a section across a comment line',
      '// the rules as docs/rules.md (stud: the dealer’s\n// qualifier) word them',
      null,
    ],
    ['not a citation', 'both tableaus against docs/rules.md, 20 cells marked', null],
    ['a section without its bracketed gloss', 'a contract bet (docs/rules.md, craps: pass).', null],
    ['a section cut short', 'the common shoe (docs/rules.md, blackjack: decks).', 'decks'],
    ['a section of another game', 'docs/rules.md, craps: doubling', 'doubling'],
    ['an unknown game', 'docs/rules.md, roulette: zero', 'no such game'],
  ])('%s', (_, text, problem) => {
    const problems = citationsIn(text, 'case').map((c) => citationProblem(c));
    if (problem === null) expect(problems.filter((p) => p !== null)).toEqual([]);
    else expect(problems.find((p) => p !== null)).toContain(problem);
  });

  it('every citation in the repository names an existing section', () => {
    // This file's own cases are wrong on purpose.
    const self = fileURLToPath(import.meta.url);
    const cited = repoFiles()
      .filter((f) => f !== self)
      .flatMap((f) => citationsIn(readFileSync(f, 'utf8'), relative(ROOT, f)));
    // The presets cite it for their settled values; the check has found them.
    expect(cited.filter((c) => c.where.startsWith('packages/paytables/src/')).length).toBeGreaterThan(4);
    expect(cited.map((c) => citationProblem(c)).filter((p) => p !== null)).toEqual([]);
  });
});
