import { describe, expect, it } from 'vitest';
import { isCovered, SENTENCES, type Sentence } from '@croupier/ru/sentences';
import { findMeta } from './catalog.ts';
import { allDrills } from './index.ts';
import { DEFAULT_RULES } from './test-helpers.ts';
import { drillSentenceIndex, ruleQuote, sentenceForItem } from './rule-sentences.ts';

const sentence = (id: string, drills: Sentence['drills']): Sentence => ({
  id,
  text: `${id}.`,
  file: 'docs/texts/000_a67c294d54cfb7d5.txt',
  line: 1,
  page: 'blackjack',
  engine: { reason: '-' },
  example: { reason: '-' },
  drills,
});

describe('the registry inverted: drill and item → sentences', () => {
  const index = drillSentenceIndex([
    sentence('blackjack-1', [{ id: 'a' }]),
    sentence('blackjack-2', [{ id: 'a', item: 'x' }, { id: 'b' }]),
    sentence('blackjack-3', { reason: 'no drill' }),
  ]);

  it('lists each drill’s sentences in order, with the item they name', () => {
    expect([...index.keys()]).toEqual(['a', 'b']);
    expect(index.get('a')!.map((d) => [d.sentence.id, d.item])).toEqual([
      ['blackjack-1', undefined],
      ['blackjack-2', 'x'],
    ]);
  });

  it.each([
    ['the item’s own sentence first', 'a', 'x', 'blackjack-2'],
    ['else the drill’s', 'a', 'y', 'blackjack-1'],
    ['a drill named for the whole', 'b', 'z', 'blackjack-2'],
    ['a drill the registry does not name', 'c', 'x', undefined],
  ] as const)('sentenceForItem: %s', (_, drill, key, id) => {
    expect(sentenceForItem(index, drill, key)?.id).toBe(id);
  });

  it.each([
    // The texts' words for these items (docs/texts/000…, lines 9, 14, 31; 004…, line 17).
    ['blackjack-payout', 'blackjack-vs-21', 'Блекджек бьет комбинацию карт, которая просто равняется 21 очку.', 25],
    ['craps-come-out', 'pass-12', '…и проигрывает, если выпадает 2, 3 или 12.', 12],
    ['baccarat-payout', 'banker-fraction', 'Выплата девятнадцать к двадцати…', 14],
    [
      'blackjack-double',
      'hard-10',
      'После того, как игроку раздали первые две карты, сумма которых равна 9, 10 или 11 очкам',
      35,
    ],
  ] as const)('ruleQuote on the registry: %s, %s', (drill, key, start, number) => {
    const q = ruleQuote(drill, key);
    expect(q?.words.startsWith(start)).toBe(true);
    expect(q?.number).toBe(number);
    expect(q?.path).toMatch(new RegExp(`^/(blackjack|craps|baccarat)/#rule-${drill.split('-')[0]}-${number}$`, 'u'));
  });
});

describe('every drill the registry names exists, with its item', () => {
  const named = SENTENCES.flatMap((s) => (isCovered(s.drills) ? s.drills.map((d) => [s.id, d] as const) : []));
  it.each(named.map(([id, d]) => [`${id} → ${d.id}${d.item ? ` / ${d.item}` : ''}`, d] as const))('%s', (_, d) => {
    expect(findMeta(d.id)).toBeDefined();
    if (d.item === undefined) return;
    const drill = allDrills.find((x) => x.id === d.id)!;
    const rules = drill.game === 'general' ? null : DEFAULT_RULES[drill.game];
    expect(drill.keys(rules as never)).toContain(d.item);
  });
});
