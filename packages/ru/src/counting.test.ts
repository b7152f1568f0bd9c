import { describe, expect, it } from 'vitest';
import { COUNTING_SYSTEM_IDS } from '@croupier/engine/blackjack';
import {
  COUNTING_SYSTEM_NAMES,
  COUNTING_TERMS,
  countingSystemRu,
  countingSystemTitleRu,
  TRUE_COUNT_ROUNDING_RU,
  trueCountDigits,
} from './counting.js';
import { CARDS, DECKS, formatCount, plural } from './format.js';

describe('the counting glossary', () => {
  it('names every system the engine counts with', () => {
    expect(Object.keys(COUNTING_SYSTEM_NAMES).sort()).toEqual([...COUNTING_SYSTEM_IDS].sort());
  });

  it.each([
    ['hilo', 'Хай-Лоу', 'Хай-Лоу (Hi-Lo)'],
    ['ko', 'КО', 'КО (Knock-Out)'],
    ['hiopt1', 'Хай-Опт I', 'Хай-Опт I (Hi-Opt I)'],
    ['hiopt2', 'Хай-Опт II', 'Хай-Опт II (Hi-Opt II)'],
    ['omega2', 'Омега II', 'Омега II (Omega II)'],
    ['zen', 'Дзен', 'Дзен (Zen Count)'],
  ])('%s: «%s» in text, «%s» where it is chosen', (id, name, title) => {
    expect(countingSystemRu(id)).toBe(name);
    expect(countingSystemTitleRu(id)).toBe(title);
  });

  it('says «башмак» in the cases the texts need, and the other terms', () => {
    expect(COUNTING_TERMS.shoe).toEqual({ nom: 'башмак', gen: 'башмака', prep: 'башмаке' });
    expect(COUNTING_TERMS.runningCount).toBe('текущий счёт');
    expect(COUNTING_TERMS.trueCount).toBe('истинный счёт');
    expect(COUNTING_TERMS.penetration).toBe('глубина раздачи');
  });

  it('states each rounding rule in Russian, with no English word', () => {
    expect(TRUE_COUNT_ROUNDING_RU.floor).toBe('вниз, к меньшему целому (+2,7 → +2, −0,4 → −1)');
    for (const text of Object.values(TRUE_COUNT_ROUNDING_RU)) expect(text).not.toMatch(/[A-Za-z]/u);
  });
});

describe('the true count before rounding', () => {
  it.each([
    // raw → decimals: a figure that rounds the way the count is floored and truncated
    ['−260/259 ≈ −1,0039 (floored −2): «−1,00» would look whole', -260 / 259, 3],
    ['2,996 (floored 2): «3,00» would be across 3', 2.996, 3],
    ['+4,4', 4.4, 2],
    ['a whole −2', -2, 2],
    ['−0,4', -0.4, 2],
    ['0,99996 (floored 0)', 0.99996, 5],
  ])('%s: %d decimals', (_name, raw, digits) => {
    expect(trueCountDigits(raw)).toBe(digits);
  });
});

describe('plural agreement of cards and decks', () => {
  it.each([
    // count → the form Russian grammar asks (1 карта, 2 карты, 5 карт, 11 карт, 21 карта…)
    [1, 'карта'],
    [2, 'карты'],
    [4, 'карты'],
    [5, 'карт'],
    [11, 'карт'],
    [12, 'карт'],
    [14, 'карт'],
    [21, 'карта'],
    [22, 'карты'],
    [53, 'карты'],
    [111, 'карт'],
    [182, 'карты'],
    [259, 'карт'],
    [301, 'карта'],
  ])('%d %s', (n, form) => {
    expect(plural(n, CARDS)).toBe(form);
    expect(formatCount(n, CARDS)).toBe(`${n}\u00a0${form}`);
  });

  it.each([
    [1, '1\u00a0колода'],
    [2, '2\u00a0колоды'],
    [6, '6\u00a0колод'],
    [4.98, '4,98\u00a0колоды'], // a fraction takes the genitive singular
    [0.5, '0,5\u00a0колоды'],
  ])('%s decks: %s', (n, text) => {
    expect(formatCount(n, DECKS)).toBe(text);
  });
});
