import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { examplesOf, withoutExample } from './examples';

const PAGES = ['blackjack.mdx', 'baccarat.mdx', 'craps.mdx', 'poker.mdx'] as const;
const read = (p: string) => readFileSync(new URL(`./docs/${p}`, import.meta.url), 'utf8');

describe('the checker', () => {
  it.each([
    ['a quotation with an island in its section', '## А\n\n> правило\n\n<X client:load />\n', 0],
    ['an island spread over lines', '## А\n\n> правило\n\n<X\n  client:visible\n  seeds={[1]}\n/>\n', 0],
    ['a quotation with no island', '## А\n\n> правило\n\n<Cards hand="Т♠" />\n', 1],
    ['an island in another section', '## А\n\n> правило\n\n## Б\n\n<X client:load />\n', 1],
    ['two paragraphs of one quotation, no island', '## А\n\n> первое\n>\n> второе\n', 2],
    ['a marked exception', '## А\n\n<div data-no-example="обзор">\n\n> правило\n\n</div>\n', 0],
    [
      'the island of an ### section does not cover its ## parent',
      '## А\n\n> правило\n\n### Б\n\n<X client:load />\n',
      1,
    ],
  ])('%s', (_, mdx, missing) => {
    expect(withoutExample(examplesOf('test.mdx', mdx))).toHaveLength(missing);
  });
});

describe('every rule paragraph of the four game pages has a live example in its section', () => {
  const all = PAGES.map((p) => examplesOf(p, read(p)));

  it.each(PAGES.map((p, i) => [p, all[i]!] as const))('%s', (_, examples) => {
    expect(examples.paragraphs.length).toBeGreaterThanOrEqual(5);
    expect(withoutExample(examples).map((p) => `${p.page}:${p.line} [${p.section}] ${p.text}`)).toEqual([]);
  });

  it('the deliberate exceptions are these (a new one is a decision, not an accident)', () => {
    const exceptions = all.flatMap((e) => e.paragraphs.filter((p) => p.exception !== null));
    expect(exceptions.map((p) => `${p.page} [${p.section || 'вступление'}]: ${p.exception}`)).toEqual([
      'blackjack.mdx [Суть игры]: Цель игры в одной фразе; каждое её правило играет свой пример ниже',
      'baccarat.mdx [вступление]: Цель игры в одной фразе; счёт очков и исход кона показывают примеры разделов ниже',
      'craps.mdx [Суть игры]: Обзор игры; каждую ставку играют примеры ниже',
      'craps.mdx [Правила игры]: Порядок ставок и броска; его играют примеры «Проходит» и «Не проходит» ниже',
    ]);
  });
});
