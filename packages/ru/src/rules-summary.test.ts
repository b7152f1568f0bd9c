import { describe, expect, it } from 'vitest';
import { resolveRulesOrThrow as baccaratRules } from '@croupier/engine/baccarat';
import { resolveRulesOrThrow as blackjackRules, type BlackjackRules } from '@croupier/engine/blackjack';
import { resolveRulesOrThrow as crapsRules } from '@croupier/engine/craps';
import { resolveRulesOrThrow as studRules } from '@croupier/engine/stud';
import {
  baccaratRulePhraseRu,
  blackjackRulePhraseRu,
  crapsRulePhraseRu,
  rulesLineRu,
  namedRulesLineRu,
  studRulePhraseRu,
} from './rules-summary.js';

// Hand-written: what the text's rules and the casino's say, in the words a trainee reads.
const NBSP = '\u00a0';

describe('blackjack rules in words', () => {
  const seed = blackjackRules({ preset: 'seed' });
  const casino = blackjackRules({ preset: 'casino' });
  it.each([
    [seed, 'decks', `6${NBSP}колод`],
    [{ ...seed, decks: 1 }, 'decks', `1${NBSP}колода`],
    [{ ...seed, decks: 2 }, 'decks', `2${NBSP}колоды`],
    [seed, 'dealerHitsSoft17', 'крупье стоит на мягких 17'],
    [{ ...seed, dealerHitsSoft17: true }, 'dealerHitsSoft17', 'крупье берёт на мягких 17'],
    [seed, 'doubleOn', 'удвоение при 9, 10 или 11'],
    [{ ...seed, doubleOn: '10-11' }, 'doubleOn', 'удвоение при 10 или 11'],
    [casino, 'doubleOn', 'удвоение на любых двух картах'],
    [{ ...seed, doubleSoft: false }, 'doubleSoft', 'мягкие руки не удваивают'],
    [seed, 'holeCard', 'без закрытой карты крупье'],
    [seed, 'blackjackPays', 'Блекджек 3:2'],
    [seed, 'splitAces', 'тузы не разделяют'],
    [casino, 'maxHands', `разделение до 4${NBSP}рук`],
    [seed, 'maxHands', 'разделение один раз'],
    [seed, 'surrender', 'без сдачи'],
    [seed, 'rounding', 'доли фишки не выплачиваются'],
    [{ ...seed, rounding: 'up' }, 'rounding', 'доли фишки округляются вверх'],
  ] as [BlackjackRules, keyof BlackjackRules, string][])('%#: %s → %s', (rules, key, text) => {
    expect(blackjackRulePhraseRu(rules, key)).toBe(text);
  });
});

describe('baccarat, craps and stud rules in words', () => {
  it('baccarat: the tableau, Банко and the side bets of each preset', () => {
    const casino = baccaratRules({ preset: 'casino' });
    expect(baccaratRulePhraseRu(baccaratRules({ preset: 'seed' }), 'tableau')).toBe(
      'третья карта крупье по таблице текста (при 5 и 6 наоборот)',
    );
    expect(baccaratRulePhraseRu(casino, 'bankerPays')).toBe(`Банко 19:20 (комиссия 5${NBSP}%)`);
    expect(baccaratRulePhraseRu(baccaratRules({ preset: 'noCommission' }), 'bankerPays')).toBe(
      'Банко 1:1, на шести очках 1:2',
    );
    expect(baccaratRulePhraseRu(baccaratRules({ preset: 'ez' }), 'bankerPays')).toBe(
      'Банко 1:1, семь на трёх картах — возврат',
    );
    expect(baccaratRulePhraseRu(casino, 'playerPairPays')).toBe('побочные ставки: пара игрока 11:1, пара крупье 11:1');
    expect(baccaratRulePhraseRu(baccaratRules({ preset: 'seed' }), 'playerPairPays')).toBe('без побочных ставок');
  });

  it('craps: the bar, the pass bet after the point, the odds', () => {
    const seed = crapsRules({ preset: 'seed' });
    const casino = crapsRules({ preset: 'casino' });
    expect(crapsRulePhraseRu(seed, 'dontPassBar')).toBe('«Не проходит» возвращается на 2');
    expect(crapsRulePhraseRu(casino, 'dontPassBar')).toBe('«Не проходит» возвращается на 12');
    expect(crapsRulePhraseRu(seed, 'passAfterPoint')).toBe('«Проходит» после пункта можно менять');
    expect(crapsRulePhraseRu({ ...seed, oddsLimit: '2x' }, 'oddsLimit')).toBe('свободные шансы до 2×');
  });

  it('stud: the exchange and its fees', () => {
    const seed = studRules({ preset: 'seed' });
    expect(studRulePhraseRu(seed, 'maxExchange')).toBe('обмен одной или двух карт');
    expect(studRulePhraseRu(seed, 'feeOneCard')).toBe('замена одной карты — одно АНТЕ, двух — полтора АНТЕ');
    expect(studRulePhraseRu(studRules({ preset: 'casino' }), 'feeOneCard')).toBe('замена одной карты — одно АНТЕ');
    expect(studRulePhraseRu({ ...seed, feeTwoCards: { pays: 2, per: 1 } }, 'feeTwoCards')).toBe(
      'замена одной карты — одно АНТЕ, двух — 2 АНТЕ',
    );
    expect(studRulePhraseRu({ ...seed, upCards: 1 }, 'upCards')).toBe('одна карта дилера открыта');
  });
});

describe('rulesLineRu', () => {
  it.each([
    ['seed', ['крупье стоит на мягких 17'], 'Правила: по тексту — крупье стоит на мягких 17'],
    ['casino-changed', ['a', 'b'], 'Правила: как в казино, с изменениями — a, b'],
    ['custom', [], 'Правила: свои'],
  ] as const)('%s', (origin, phrases, line) => {
    expect(rulesLineRu(origin, phrases)).toBe(line);
  });
});

describe('namedRulesLineRu', () => {
  it('names the table, then the phrases', () => {
    expect(namedRulesLineRu('Русский покер (Senator)', ['одна карта дилера открыта'])).toBe(
      'Правила: Русский покер (Senator) — одна карта дилера открыта',
    );
    expect(namedRulesLineRu('Оазис-покер', [])).toBe('Правила: Оазис-покер');
  });
});
