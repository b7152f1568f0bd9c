/**
 * The counting glossary (`@croupier/ru`, `counting.ts`) is the only way the apps spell a counting term:
 * a grep over the trainer's and the site's sources for the spellings it replaced. A line counts when it
 * carries Russian text (comments, code spans and imports left out), so an English comment or an id such as
 * `'floor'` passed to the engine is not a reader's word.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COUNTING_TERMS, countingSystemRu, TRUE_COUNT_ROUNDING_RU } from '@croupier/ru';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SOURCES = ['apps/trainer/src', 'apps/docs/src'];

/** The spellings the glossary replaced, each with its word. */
const LOSING: readonly (readonly [name: string, use: string, pattern: RegExp])[] = [
  ['«шу»', COUNTING_TERMS.shoe.nom, /(?<!\p{L})[Шш]у(?!\p{L})/u],
  ['Zen / Zen Count', countingSystemRu('zen'), /(?<!\p{L})Zen(?!\p{L})/u],
  ['Hi-Lo', countingSystemRu('hilo'), /Hi-Lo/u],
  ['Hi-Opt', countingSystemRu('hiopt1'), /Hi-Opt/u],
  ['Omega II', countingSystemRu('omega2'), /Omega II/u],
  ['KO / Knock-Out', countingSystemRu('ko'), /Knock-Out|(?<!\p{L})KO(?!\p{L})/u],
  ['«бегущий счёт»', COUNTING_TERMS.runningCount, /[Бб]егущ\p{L}* сч[её]т/u],
  ['«реальный счёт»', COUNTING_TERMS.trueCount, /[Рр]еальн\p{L}* сч[её]т/u],
  ['«пенетрация»', COUNTING_TERMS.penetration, /[Пп]енетраци/u],
  // an English word, not an id: `Math.floor(`, `'floor'`, `cnt-true-floor` are code
  ['floor', TRUE_COUNT_ROUNDING_RU.floor, /(?<![\p{L}.'"-])floor(?![\p{L}('"-])/u],
];

/** Every source file under a folder (tests left out: they may name what they check for). */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : files(path);
    return /\.(ts|tsx|mdx|astro)$/u.test(name) && !/\.test\.tsx?$/u.test(name) ? [path] : [];
  });
}

/** A file's lines a reader may see: comments, code blocks and spans, and imports removed; Russian lines only. */
function readerLines(text: string): { line: number; text: string }[] {
  const blanked = text
    .replace(/\/\*[\s\S]*?\*\//gu, (m) => m.replace(/[^\n]/gu, ' '))
    .replace(/```[\s\S]*?```/gu, (m) => m.replace(/[^\n]/gu, ' '))
    .replace(/(^|[^:'"`\\])\/\/.*$/gmu, '$1')
    .replace(/`[^`\n]*`/gu, (m) => (/\p{Script=Cyrillic}/u.test(m) ? m : ' '));
  return blanked
    .split('\n')
    .map((t, i) => ({ line: i + 1, text: t }))
    .filter((l) => /\p{Script=Cyrillic}/u.test(l.text) && !/^\s*import\s/u.test(l.text));
}

describe('the counting glossary is the apps’ one spelling', () => {
  const all = SOURCES.flatMap((s) => files(join(ROOT, s)));

  it('finds the apps’ sources (the counting page and the counting drills among them)', () => {
    const names = all.map((f) => relative(ROOT, f));
    expect(names).toContain('apps/docs/src/content/docs/counting.mdx');
    expect(names).toContain('apps/trainer/src/drills/blackjack/true-count.ts');
  });

  it.each(LOSING)('no app file spells %s (the glossary says «%s»)', (_name, _use, pattern) => {
    const found = all.flatMap((f) =>
      readerLines(readFileSync(f, 'utf8'))
        .filter((l) => pattern.test(l.text))
        .map((l) => `${relative(ROOT, f)}:${l.line}: ${l.text.trim()}`),
    );
    expect(found).toEqual([]);
  });

  it('catches a losing spelling on a reader’s line, not in a comment or an engine id', () => {
    const text = [
      '// Hi-Lo floors its count',
      "trueCountOf(system, rc, shoe, 'floor');",
      "const a = 'Новое шу';",
      "/* Zen Count */ const b = 'Дзен';",
      'Округлён вниз — <strong data-testid="cnt-true-floor">{Math.floor(x)}</strong> (floor)',
    ].join('\n');
    const lines = readerLines(text);
    expect(lines.map((l) => l.line)).toEqual([3, 4, 5]);
    expect(LOSING.filter(([, , p]) => lines.some((l) => p.test(l.text))).map(([n]) => n)).toEqual(['«шу»', 'floor']);
  });
});
