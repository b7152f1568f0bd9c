import { describe, expect, it } from 'vitest';
import { checkSeed } from '@croupier/engine/rng';
import { parseCards, type CardsError } from '@croupier/engine/cards';
import { mayDouble, resolveRulesOrThrow as blackjackRules } from '@croupier/engine/blackjack';
import { start as baccaratStart, resolveRulesOrThrow as baccaratRules } from '@croupier/engine/baccarat';
import { parseHand } from '@croupier/engine/stud';
import { parseCardsOrThrow } from '@croupier/engine/cards';
import { cardsErrorRu } from './cards.js';
import {
  baccaratRuleErrorRu,
  blackjackRuleErrorRu,
  crapsRuleErrorRu,
  ruleErrorRu,
  seedErrorRu,
  studRuleErrorRu,
} from './errors.js';
import { start as crapsStart, resolveRulesOrThrow as crapsRules } from '@croupier/engine/craps';

const errorOf = (text: string): CardsError => {
  const r = parseCards(text);
  if (r.ok) throw new Error(`${text} parsed`);
  return r.error;
};

// Hand-written sentences: what was wrong and what is allowed, in the site's words (issue 10).
describe('card parsing errors in Russian', () => {
  const RANKS = '2–10, В или J (валет), Д или Q (дама), К или K (король), Т или A (туз); латинская T — десятка';
  const SUITS = '♠ ♥ ♦ ♣, s h d c или п ч б т (пики, черви, бубны, трефы)';
  it.each([
    ['Т♠ Х♦', `«Х♦» — не карта: не распознано достоинство. Допустимые достоинства: ${RANKS}.`],
    ['Т♠ 6', `У «6» нет масти. Допустимые масти: ${SUITS}.`],
    ['Тx', `«Тx» — не карта: не распознана масть. Допустимые масти: ${SUITS}.`],
    ['Т♠ Т♠', '«Т♠» указана дважды, а все карты сдаются из одной колоды: уберите повтор.'],
    [
      'Bs',
      `«Bs» — не карта: не распознано достоинство. Допустимые достоинства: ${RANKS}. Латинская B — не валет: пишите кириллическую В или J.`,
    ],
    [
      '1s',
      `«1s» — не карта: не распознано достоинство. Допустимые достоинства: ${RANKS}. Одной «1» нет: десятка — 10 или T, туз — Т или A.`,
    ],
  ])('%s → %s', (text, want) => {
    expect(cardsErrorRu(errorOf(text))).toBe(want);
  });

  it('a wrong count names both numbers', () => {
    const r = parseCards('Т♠ К♠', { count: 5 });
    expect(!r.ok && cardsErrorRu(r.error)).toBe('Нужно карт: 5, а указано: 2.');
  });
});

describe('a typed seed', () => {
  it.each([
    ['abc', '«Номер тасовки» — целое число от 0 до 9\u00a0007\u00a0199\u00a0254\u00a0740\u00a0991; «abc» не подходит.'],
    [
      '  ',
      '«Номер тасовки» — целое число от 0 до 9\u00a0007\u00a0199\u00a0254\u00a0740\u00a0991; пустое поле не подходит.',
    ],
  ])('«%s»', (typed, want) => {
    expect(seedErrorRu('Номер тасовки', typed)).toBe(want);
  });
});

describe('ruleErrorRu: any error, by its namespace, never the English message', () => {
  const errors = [
    ['blackjack', () => mayDouble(blackjackRules({ preset: 'seed' }), parseCardsOrThrow('7♥ 5♦'))],
    ['baccarat', () => baccaratStart(baccaratRules(), { seats: {}, seed: Number.NaN })],
    ['craps', () => crapsStart(crapsRules({ preset: 'seed' }), { seats: { a: -1 }, seed: 1 })],
    ['cards', () => parseCards('Х♦')],
    ['stud', () => parseHand('Т-К')],
    ['rng', () => checkSeed(Number.NaN)],
  ] as const;
  it.each(errors)('%s', (ns, make) => {
    const r = make();
    if (r.ok) throw new Error('expected an error');
    expect(r.error.code.startsWith(`${ns}/`)).toBe(true);
    const text = ruleErrorRu(r.error);
    expect(text).not.toBe('Так сделать нельзя.');
    expect(text).not.toContain(r.error.message);
    expect(text).not.toMatch(/\b[a-z]+[A-Z]|[a-z]{2,}\/[a-z]/u); // no ids, no codes
  });
});

describe('one game’s entry point: its own sentences and the shared ones, as ruleErrorRu words them', () => {
  const byGame = [
    [
      'blackjack',
      blackjackRuleErrorRu,
      () => mayDouble(blackjackRules({ preset: 'seed' }), parseCardsOrThrow('7♥ 5♦')),
    ],
    ['baccarat', baccaratRuleErrorRu, () => baccaratStart(baccaratRules(), { seats: {}, seed: Number.NaN })],
    ['craps', crapsRuleErrorRu, () => crapsStart(crapsRules({ preset: 'seed' }), { seats: { a: -1 }, seed: 1 })],
    ['stud', studRuleErrorRu, () => parseHand('Т-К')],
  ] as const;
  const shared = [() => parseCards('Х♦'), () => checkSeed(Number.NaN)] as const;
  it.each(byGame)('%s', (ns, words, make) => {
    const r = make();
    if (r.ok) throw new Error('expected an error');
    expect(r.error.code.startsWith(`${ns}/`)).toBe(true);
    expect(words(r.error)).toBe(ruleErrorRu(r.error));
    for (const other of shared) {
      const o = other();
      if (o.ok) throw new Error('expected an error');
      expect(words(o.error)).toBe(ruleErrorRu(o.error));
    }
    // Another game's code is not this page's: the general sentence, never a code.
    const foreign = byGame.find(([g]) => g !== ns)!;
    const f = foreign[2]();
    if (f.ok) throw new Error('expected an error');
    expect(words(f.error)).toBe('Так сделать нельзя.');
  });
});
