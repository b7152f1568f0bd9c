import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  coverageProblems,
  GAME_SENTENCES,
  isCovered,
  isSentence,
  quoteWording,
  SENTENCES,
  sentenceStarts,
  SKIPPED,
  testTitles,
  unaccounted,
  type Sentence,
  type TextFile,
} from './index.js';

const ROOT = new URL('../../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, ROOT), 'utf8');
const FILES: readonly TextFile[] = [
  'docs/texts/000_a67c294d54cfb7d5.txt',
  'docs/texts/001_70f9a5682b1581e4.txt',
  'docs/texts/004_b558c1f5db9be71a.txt',
];
const PIECES = GAME_SENTENCES.flatMap((g) => g.pieces);

describe('the checkers', () => {
  it.each([
    ['pieces that cover the text', 'Раз. Два, три.', ['Раз.', 'Два,', 'три.'], []],
    ['typography aside («ё», dashes, quotes)', '«Мягкая 17» — шестёрка.', ['"Мягкая 17" - шестерка.'], []],
    ['a word left out', 'Раз. Два. Три.', ['Раз.', 'Три.'], ['not accounted for: «два.»']],
    [
      'a word changed',
      'Раз. Два.',
      ['Раз.', 'Двa и три.'],
      ['not in the text: «Двa и три.»', 'not accounted for: «два.»'],
    ],
    ['two pieces swapped', 'Раз. Два.', ['Два.', 'Раз.'], ['not accounted for: «раз.»', 'out of order: «Раз.»']],
  ] as const)('unaccounted: %s', (_, text, pieces, problems) => {
    expect(
      unaccounted(
        text,
        pieces.map((t) => ({ text: t })),
      ),
    ).toEqual(problems);
  });

  it('testTitles reads it, describe, describe.each and it.each titles, escapes included', () => {
    const src = [
      "describe('a group', () => {",
      "  it('one thing', () => {});",
      '  it.each([1, 2])("%i decks", (d) => {});',
      "  it.each([[1]] as const)('the dealer\\'s rule: %s', () => {});",
      '});',
      'describe.each([{ a: 1 }])(`$a rows`, () => {});',
      "const notATitle = 'it(';",
    ].join('\n');
    expect([...testTitles(src)].sort()).toEqual([
      '$a rows',
      '%i decks',
      'a group',
      'one thing',
      "the dealer's rule: %s",
    ]);
  });

  const s = (fields: Partial<Sentence>): Sentence => ({
    id: 'craps-1',
    text: 'x',
    file: FILES[0]!,
    line: 1,
    engine: [{ file: 'f', title: 't' }],
    example: [{ page: 'craps', component: 'X' }],
    drills: [{ id: 'd' }],
    ...fields,
  });
  it.each([
    ['all covered', s({}), []],
    ['a reason', s({ drills: { reason: 'a table has no decision' } }), []],
    ['an empty list', s({ example: [] }), ['craps-1: example is an empty list (name something or give a reason)']],
    ['an empty reason', s({ engine: { reason: ' ' } }), ['craps-1: engine has an empty reason']],
    ['neither', s({ drills: { pending: 'a drill' } as never }), ['craps-1: drills is neither a list nor a reason']],
  ] as const)('coverageProblems: %s', (_, sentence, problems) => {
    expect(coverageProblems([sentence])).toEqual(problems);
  });

  it('sentenceStarts finds each sentence at its first word (or its opening mark), in order, typography and an insertion aside', () => {
    const text = '«Мягкая 17» — это туз и шестёрка. Допустим пока, что у него значащая комбинация . Конец.';
    expect(
      sentenceStarts(text, [
        { id: 'b', text: 'Допустим пока, что у него значащая комбинация.' },
        { id: 'a', text: '"Мягкая 17" - это туз и шестерка.' },
        { id: 'c', text: 'Не в тексте.' },
      ]),
    ).toEqual([
      { id: 'a', index: 0 },
      { id: 'b', index: text.indexOf('Допустим') },
    ]);
  });
});

describe('the registry accounts for the three texts, sentence by sentence', () => {
  it('the texts split into 165 rule sentences and the skipped pieces', () => {
    // Counted by hand from the texts: 46 blackjack, 34 baccarat, 26 craps, 59 stud.
    expect(GAME_SENTENCES.map((g) => [g.game, g.pieces.filter(isSentence).length])).toEqual([
      ['blackjack', 46],
      ['baccarat', 34],
      ['craps', 26],
      ['stud', 59],
    ]);
    expect(SENTENCES.length + SKIPPED.length).toBe(PIECES.length);
  });

  it.each(FILES)('%s: every piece is its words, in order, and nothing is left over', (file) => {
    const pieces = PIECES.filter((p) => p.file === file).sort((a, b) => a.line - b.line);
    expect(unaccounted(read(file), pieces)).toEqual([]);
  });

  it.each(PIECES.map((p) => [`${p.file}:${p.line} ${p.text.slice(0, 50)}`, p] as const))(
    'stands on its line: %s',
    (_, piece) => {
      const line = read(piece.file).split('\n')[piece.line - 1] ?? '';
      expect(unaccounted(line, [piece]).filter((p) => !p.startsWith('not accounted'))).toEqual([]);
    },
  );

  it.each(GAME_SENTENCES.map((g) => [g.game, g] as const))('%s: ids numbered from 1 in text order', (game, g) => {
    const ids = g.pieces.filter(isSentence).map((s) => s.id);
    expect(ids).toEqual(ids.map((_, i) => `${game}-${i + 1}`));
  });

  it('ids are unique across the games', () => {
    expect(new Set(SENTENCES.map((s) => s.id)).size).toBe(SENTENCES.length);
  });
});

describe('every sentence is covered, or says why not', () => {
  it('each kind lists things or gives a reason', () => {
    expect(coverageProblems(SENTENCES)).toEqual([]);
  });

  const named = SENTENCES.flatMap((s) => (isCovered(s.engine) ? s.engine.map((t) => [s.id, t] as const) : []));
  it.each(named.map(([id, t]) => [`${id} → ${t.file} «${t.title}»${t.case ? ` [${t.case}]` : ''}`, t] as const))(
    'the engine test exists: %s',
    (_, t) => {
      expect(t.file).toMatch(/^packages\/engine\/src\/.+\.test\.ts$/u);
      expect(existsSync(new URL(t.file, ROOT))).toBe(true);
      const source = read(t.file);
      expect([...testTitles(source)]).toContain(t.title);
      if (t.case !== undefined) expect(source).toContain(`'${t.case}'`);
    },
  );
});

describe('quoteWording: the text’s words, typography set for a line of the trainer', () => {
  it.each([
    ['a table row', '| Блекджек | 3 : 2 |', 'Блекджек — 3 : 2'],
    ['a tab-separated row', 'Флеш-Рояль\t100:1', 'Флеш-Рояль — 100:1'],
    ['inner quotes', '"Мягкая 17" - это туз и шестерка.', '„Мягкая 17“ - это туз и шестерка.'],
    [
      'a piece from the middle',
      'и проигрывает, если выпадает 2, 3 или 12.',
      '…и проигрывает, если выпадает 2, 3 или 12.',
    ],
    [
      'a piece that runs on',
      'Если у крупье выпадает Блекджек, игрок проигрывает во всех случаях,',
      'Если у крупье выпадает Блекджек, игрок проигрывает во всех случаях…',
    ],
    ['a bracketed piece', '(при условии, что у крупье нет Блекджека).', '…(при условии, что у крупье нет Блекджека).'],
    ['a whole sentence', 'Игроки делают ставки.', 'Игроки делают ставки.'],
  ] as const)('%s', (_, text, quoted) => {
    expect(quoteWording(text)).toBe(quoted);
  });
});
