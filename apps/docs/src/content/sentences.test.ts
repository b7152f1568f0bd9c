import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isCovered, SENTENCES } from '@croupier/ru/sentences';
import { examplesOf } from './examples';
import { exampleBeside, quotedWords, sectionsQuoting } from './sentences';

const page = (name: string) => {
  const url = new URL(`./docs/${name}.mdx`, import.meta.url);
  return existsSync(url) ? examplesOf(`${name}.mdx`, readFileSync(url, 'utf8')) : null;
};

describe('the checker', () => {
  const mdx = [
    '## А',
    '',
    '> Ставка удваивается, игрок получает еще одну карту. Допустим пока, что у него значащая',
    '> комбинация <Add>туз-король</Add>. Игра ведется двумя […] костями.',
    '',
    '<X client:visible scenario="split" seeds={s(1)} />',
    '',
    '## Б',
    '',
    '> - **Флеш** — 5 карт одной масти.',
    '',
    '<Y',
    '  client:visible',
    '  bet="pass"',
    '/>',
  ].join('\n');
  const p = examplesOf('t.mdx', mdx);
  const s = (text: string) => ({ id: 'x', text });

  it.each([
    ['a whole sentence', 'Ставка удваивается, игрок получает еще одну карту.', ['А']],
    ['across a marked insertion', 'Допустим пока, что у него значащая комбинация.', ['А']],
    ['not across a cut', 'Игра ведется двумя костями.', []],
    ['a list item with bold', 'Флеш - 5 карт одной масти.', ['Б']],
  ] as const)('sectionsQuoting: %s', (_, text, sections) => {
    expect(sectionsQuoting(p, s(text))).toEqual(sections);
  });

  it.each([
    [
      'the island with its props',
      'Ставка удваивается, игрок получает еще одну карту.',
      'X',
      { scenario: 'split' },
      true,
    ],
    ['another scenario', 'Ставка удваивается, игрок получает еще одну карту.', 'X', { scenario: 'compare' }, false],
    ['an island of another section', 'Ставка удваивается, игрок получает еще одну карту.', 'Y', undefined, false],
    ['an island spread over lines', 'Флеш - 5 карт одной масти.', 'Y', { bet: 'pass' }, true],
  ] as const)('exampleBeside: %s', (_, text, component, props, ok) => {
    expect(exampleBeside(p, s(text), { page: 't', component, ...(props ? { props } : {}) })).toBe(ok);
  });

  it('quotedWords leaves the insertions out and keeps a cut as a break', () => {
    expect(quotedWords('а <Add>б</Add> в […] г')).toBe('а  в \u0000 г');
  });
});

describe('every sentence the registry places on a page is quoted there', () => {
  const placed = SENTENCES.filter((s) => s.page !== undefined);
  it('the four game pages quote every rule sentence', () => {
    expect(placed.length).toBe(SENTENCES.length);
  });

  it.each(placed.map((s) => [`${s.id} on ${s.page}`, s] as const))('%s', (_, s) => {
    const p = page(s.page!);
    expect(p).not.toBeNull();
    expect(sectionsQuoting(p!, s)).not.toEqual([]);
  });
});

describe('every named example stands beside its sentence, with its props', () => {
  const named = SENTENCES.flatMap((s) => (isCovered(s.example) ? s.example.map((e) => [s, e] as const) : []));
  it.each(
    named.map(([s, e]) => [`${s.id} → ${e.page}: <${e.component} ${JSON.stringify(e.props ?? {})}>`, s, e] as const),
  )('%s', (_, s, e) => {
    const p = page(e.page);
    expect(p).not.toBeNull();
    expect(exampleBeside(p!, s, e)).toBe(true);
  });
});
