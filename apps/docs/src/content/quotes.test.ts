import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fragmentsOf, misquoted, normalise, quotationsOf, type Quotation } from './quotes';

// The user's three rule texts, copied unchanged into the repository (docs/texts/README.md).
const TEXTS_DIR = new URL('../../../../docs/texts/', import.meta.url);
const TEXTS = readdirSync(TEXTS_DIR)
  .filter((f) => f.endsWith('.txt'))
  .map((f) => readFileSync(new URL(f, TEXTS_DIR), 'utf8'));
const ALL = normalise(TEXTS.join('\n'));

const PAGES_DIR = new URL('./docs/', import.meta.url);
const PAGES = readdirSync(PAGES_DIR).filter((f) => f.endsWith('.mdx'));
const QUOTES: Quotation[] = PAGES.flatMap((p) => quotationsOf(p, readFileSync(new URL(p, PAGES_DIR), 'utf8')));

describe('the checker', () => {
  it('reads the three texts', () => {
    expect(TEXTS).toHaveLength(3);
    expect(ALL).toContain(normalise('Ставка "Проходит" выигрывает, если при первом броске выпадает 7 или 11'));
  });

  it.each([
    // A word changed inside a quotation is caught: the text says «крапс», the site «крэпс».
    ['> перед первым броском костей в новом раунде игры в крэпс.', false],
    ['> перед первым броском костей в новом раунде игры в крапс.', true],
    // An unmarked insertion is caught; the same words marked with <Add> pass.
    ['> Допустим пока, что у него значащая (не пустая) комбинация — туз-король или старше.', false],
    ['> Допустим пока, что у него значащая (не пустая) комбинация <Add>туз-король или старше</Add>.', true],
    // A cut marked […] passes; typography (ё, quotes, dashes, the text's Latin «C» in «Cтавка») does not matter.
    ['> Ставка удваивается, игрок получает ещё одну карту […] сдача карт заканчивается.', true],
    ['> «Мягкая 17» — это туз и шестёрка.', true],
  ])('%s → %s', (mdx, ok) => {
    const [q] = quotationsOf('test.mdx', mdx);
    expect(q).toBeDefined();
    expect(misquoted(q!, ALL).length === 0).toBe(ok);
  });

  it('an inline quotation of four words or more is checked too; a name in «» is not a quotation', () => {
    const qs = quotationsOf('test.mdx', 'Текст говорит: «далее игра продолжается как обычно», а ставка — «Проходит».');
    expect(qs.map((q) => q.source)).toEqual(['далее игра продолжается как обычно']);
    expect(fragmentsOf('а <Add>б</Add> в […] г')).toEqual([]);
  });
});

describe('every quotation on the site is the texts’ own words', () => {
  it('each game page quotes its text', () => {
    const blocks = (page: string) => QUOTES.filter((q) => q.page === page && q.kind === 'block').length;
    for (const page of ['blackjack.mdx', 'baccarat.mdx', 'craps.mdx', 'poker.mdx'])
      expect(blocks(page)).toBeGreaterThanOrEqual(5);
    expect(blocks('cards.mdx')).toBeGreaterThanOrEqual(3);
  });

  it.each(QUOTES.map((q) => [`${q.page}:${q.line} ${q.source.slice(0, 60)}`, q] as const))('%s', (_, q) => {
    expect(misquoted(q, ALL)).toEqual([]);
  });
});
