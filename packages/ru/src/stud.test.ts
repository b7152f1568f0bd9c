import { describe, expect, it } from 'vitest';
import { parseCardsOrThrow } from '@croupier/engine/cards';
import { orThrow } from '@croupier/engine';
import {
  advise,
  apply,
  applyBoxes,
  startBoxes,
  playStudTable,
  CATEGORIES,
  canExchange,
  evaluate,
  odds,
  parseHand,
  resolveRulesOrThrow,
  settleOutcome,
  start,
  STUD_ERROR_CODES,
  type StudAction,
  type StudErrorCode,
  type StudRules,
  type StudError,
  type StudState,
} from '@croupier/engine/stud';
import { formatNumber } from './format.js';
import { studRulePhraseRu } from './rules-summary.js';
import {
  antesRu,
  STUD_ACTION_RU,
  STUD_BET_RU,
  STUD_CATEGORY_RU,
  STUD_OUTCOME_RU,
  STUD_PHASE_RU,
  STUD_RULE_RU,
  studCategoryRu,
  studErrorRu,
  studTermSlips,
} from './stud.js';

const seed = resolveRulesOrThrow();
const caribbean = resolveRulesOrThrow({ preset: 'caribbean' });
const strict = resolveRulesOrThrow({ sets: ['feeRounding=refuse'] });
const senator = resolveRulesOrThrow({ preset: 'senator' });
const olympic = resolveRulesOrThrow({ preset: 'olympic' });

function table(balance: number, rules: StudRules = seed, deck = 'Qs 9h 8d 7c 2s Ah Kh Jd 3d 4h Th 6d'): StudState {
  return orThrow(start(rules, { balance, seed: 1, deck: parseCardsOrThrow(deck) })).state;
}
const act = (s: StudState, a: StudAction): StudState => orThrow(apply(s, a)).state;
const dealt = (balance: number, rules: StudRules = seed, ante = 10) =>
  act(table(balance, rules), { type: 'ante', amount: ante });
const hand = (s: StudState) => (s.phase === 'betting' ? [] : s.player);

/** The error of a result that must have failed. */
function failed(r: { ok: boolean; error?: unknown }): StudError {
  if (r.ok) throw new Error('expected an error');
  return r.error as StudError;
}

// A real error for every code, produced through the engine's public functions.
const PRODUCE: Readonly<Record<StudErrorCode, () => StudError>> = {
  'stud/bad-setup': () => failed(start(seed, null as never)),
  'stud/bad-balance': () => failed(start(seed, { balance: 2.5, seed: 1 })),
  'stud/bad-deck': () =>
    failed(start(seed, { balance: 100, seed: 1, deck: Array.from({ length: 53 }, (_, i) => i % 52) })),
  'stud/bad-action': () => failed(apply(table(100), { type: 'сплит' } as never)),
  'stud/out-of-turn': () => failed(apply(table(100), { type: 'raise' })),
  'stud/bad-ante': () => failed(apply(table(1000), { type: 'ante', amount: 2.5 })),
  'stud/insufficient-balance': () => failed(apply(table(1000), { type: 'ante', amount: 400 })),
  'stud/over-limit': () => failed(apply(table(5e14), { type: 'ante', amount: 6e11 })),
  'stud/exchange-not-allowed': () => failed(canExchange(dealt(1000, caribbean), 1)),
  'stud/already-exchanged': () => {
    const d = dealt(1000);
    const e = act(d, { type: 'exchange', cards: [hand(d)[0]!] });
    return failed(apply(e, { type: 'exchange', cards: [hand(e)[1]!] }));
  },
  'stud/one-draw': () => {
    const d = dealt(1000, senator);
    return failed(apply(act(d, { type: 'buyCard' }), { type: 'exchange', cards: [hand(d)[0]!] }));
  },
  'stud/sixth-card-not-sold': () => failed(apply(dealt(1000), { type: 'buyCard' })),
  'stud/insurance-not-sold': () => failed(apply(dealt(1000), { type: 'insure', amount: 10 })),
  'stud/insurance-not-allowed': () => failed(apply(dealt(1000, olympic), { type: 'insure', amount: 10 })),
  // Three sevens, ante 10: the raise (20) would win 60; half of it, 30, is the most insurance.
  'stud/bad-insurance': () =>
    failed(
      apply(act(table(1000, olympic, '7s 7h 7d Kc 2s Ah Qh Jd 3d 4h'), { type: 'ante', amount: 10 }), {
        type: 'insure',
        amount: 100,
      }),
    ),
  'stud/bad-exchange': () => {
    const d = dealt(1000);
    return failed(apply(d, { type: 'exchange', cards: hand(d).slice(0, 3) }));
  },
  'stud/fractional-fee': () => failed(canExchange(dealt(1000, strict, 5), 2)),
  'stud/exchange-limited': () => failed(canExchange(dealt(40), 2)),
  'stud/exchange-refused': () => failed(canExchange(dealt(35), 1)),
  'stud/bad-outcome': () => failed(settleOutcome({ ante: 10, outcome: 'выигрыш' as never }, seed)),
  'stud/bad-category': () =>
    failed(settleOutcome({ ante: 10, outcome: 'playerWins', category: 'noGame' as never }, seed)),
  'stud/not-five-cards': () => failed(evaluate([1, 2, 3])),
  'stud/not-a-card': () => failed(evaluate([1, 2, 3, 4, 60])),
  'stud/duplicate-card': () => failed(evaluate([1, 2, 3, 4, 4])),
  'stud/bad-hand': () => failed(parseHand('Т-Т-Т-Т-Т')),
  'stud/needs-up-card': () => failed(advise(parseCardsOrThrow('As Kd Jh 3c 2s'), caribbean)),
  // A paytable outside the shipped grid (royal 150) that no earlier call computed.
  'stud/odds-not-computed': () => failed(odds(resolveRulesOrThrow({ sets: ['paytable=150,50,20,7,5,4,3,2,1,1'] }))),
  'stud/odds-not-covered': () => failed(odds(resolveRulesOrThrow({ sets: ['upCards=1', 'maxExchange=2'] }))),
  // Payouts over prime denominators: their common denominator is too large to keep the sums exact.
  'stud/odds-out-of-range': () =>
    failed(
      odds(
        resolveRulesOrThrow({
          overrides: {
            paytable: {
              royalFlush: { pays: 1000, per: 997 },
              straightFlush: { pays: 1000, per: 991 },
              fourOfAKind: { pays: 1000, per: 983 },
              fullHouse: { pays: 1000, per: 977 },
              flush: { pays: 1000, per: 971 },
              straight: { pays: 1000, per: 967 },
              threeOfAKind: { pays: 1000, per: 953 },
              twoPair: { pays: 1000, per: 947 },
              pair: { pays: 1000, per: 941 },
              aceKing: { pays: 1000, per: 937 },
            },
          },
        }),
      ),
    ),
  'stud/bad-rules': () => failed(start({ ...seed, raiseMultiple: 0 }, { balance: 100, seed: 1 })),
  'stud/bad-seed': () => failed(start(seed, { balance: 100, seed: NaN })),
  'stud/bad-table-setup': () => failed(startBoxes(seed, { seats: { anna: 100 }, boxes: { boris: 1 }, seed: 1 })),
  'stud/table-limit': () => failed(startBoxes(seed, { seats: { anna: 1000 }, boxes: { anna: 8 }, seed: 1 })),
  'stud/bad-antes': () =>
    failed(
      applyBoxes(orThrow(startBoxes(seed, { seats: { anna: 1000 }, boxes: { anna: 2 }, seed: 1 })).state, {
        type: 'ante',
        antes: [10],
      }),
    ),
  'stud/box-refused': () =>
    failed(
      applyBoxes(orThrow(startBoxes(seed, { seats: { anna: 100 }, boxes: { anna: 2 }, seed: 1 })).state, {
        type: 'ante',
        antes: [20, 20],
      }),
    ),
  'stud/bad-players': () =>
    failed(
      playStudTable(seed, [{ id: 'anna', chips: 100, style: { ante: { kind: 'flat', ante: 5 }, looseRate: 2 } }], {
        rounds: 1,
        seed: 1,
      }),
    ),
};

// Numbers in details that the sentence says in words or as a card, not as digits.
const WORDED: Readonly<Partial<Record<string, readonly string[]>>> = {
  'stud/already-exchanged': ['exchanged'], // «одна карта уже заменена»
  'stud/exchange-not-allowed': ['maxExchange'], // «обмена карт нет»
  'stud/fractional-fee': ['count', 'pays', 'per'], // «замена двух карт стоит полтора АНТЕ»
  'stud/duplicate-card': ['card'], // the card in the text's notation, «3♠»
  'stud/exchange-refused': ['count'], // «за одну карту»
  'stud/exchange-limited': ['count', 'most'], // «за две карты», «ограничен одной картой»
  'stud/box-refused': ['box'], // boxes are numbered from 1 for a reader: box 1 is «Бокс 2»
};

describe('a Russian sentence for every stud error code', () => {
  it('the table below covers every code of the engine', () => {
    expect(
      Object.keys(PRODUCE)
        .filter((c) => c.startsWith('stud/'))
        .sort(),
    ).toEqual([...STUD_ERROR_CODES].sort());
  });

  it.each(Object.keys(PRODUCE))('%s', (code) => {
    const error = PRODUCE[code as keyof typeof PRODUCE]();
    expect(error.code).toBe(code);
    const text = studErrorRu(error);
    expect(text).toMatch(/[А-Яа-яЁё]{3}/u);
    expect(text).not.toContain(code);
    // No English: what is left outside «quoted input» has no Latin word.
    expect(text.replace(/«[^»]*»/gu, '')).not.toMatch(/[A-Za-z]{2,}/u);
    expect(text).toMatch(/[.!]$/u);
    for (const [field, value] of Object.entries(error.details as Record<string, unknown>)) {
      if (typeof value !== 'number' || WORDED[code]?.includes(field)) continue;
      expect(text, `${code}: ${field} = ${value}`).toContain(formatNumber(value));
    }
  });

  it('a box refused at the АНТЕ says which box and what its player set aside for the earlier ones', () => {
    // 100 chips, two boxes of 20: the first sets aside 20 + 40 = 60; the second needs 60 of the 40 left.
    expect(plain(studErrorRu(PRODUCE['stud/box-refused']()))).toBe(
      'Бокс 2 (игрок «anna»; на АНТЕ и СТАВКИ предыдущих боксов отложено 60 фишек): АНТЕ 20 фишек и СТАВКА к нему 40 фишек — всего 60 фишек, а на счету — 40 фишек. Наибольшее АНТЕ при таком счёте — 13 фишек.',
    );
  });

  it('a rule the analysis does not evaluate yet is named in Russian', () => {
    const e = failed(odds(resolveRulesOrThrow({ preset: 'senator' })));
    expect(e.code).toBe('stud/odds-not-covered');
    expect(studErrorRu(e)).toContain('«сколько карт можно заменить»');
    const sixth = failed(odds(resolveRulesOrThrow({ sets: ['sixthCard=true'] })));
    expect(studErrorRu(sixth)).toContain('«покупка шестой карты»');
  });

  it('an exchange of three to five cards, and two to five only, in words', () => {
    const any = resolveRulesOrThrow({ preset: 'senator' });
    const d = dealt(35, any);
    // Ante 10, 25 left, the raise 20: one ante for any exchange leaves 15 < 20: refused whatever the count.
    expect(plain(studErrorRu(failed(canExchange(d, 3))))).toBe(
      'Плата за три карты и СТАВКА после обмена — 10 + 20 = 30 фишек, а на счету — 25 фишек. Обмен запрещён: можно сдаться или играть.',
    );
    const twoToFive = resolveRulesOrThrow({ preset: 'senator', sets: ['minExchange=2'] });
    expect(studErrorRu(failed(canExchange(dealt(1000, twoToFive), 1)))).toBe(
      'Заменить можно от двух до пяти карт, а не 1.',
    );
  });

  it.each([
    [{ type: 'ante', amount: 10n }, '«10n»'],
    [{ type: 'split' }, '«split»'],
  ])('quotes what the caller passed in «»: %s', (action, quoted) => {
    expect(studErrorRu(failed(apply(table(1000), action as never)))).toContain(quoted);
  });

  // No-break spaces (between a number and its noun) read as spaces here.
  const plain = (text: string) => text.replace(/\u00a0/gu, ' ');
  it('reads like the text: a worked example', () => {
    expect(plain(studErrorRu(PRODUCE['stud/exchange-limited']()))).toBe(
      'Плата за две карты и СТАВКА после обмена — 15 + 20 = 35 фишек, а на счету — 30 фишек. Обмен ограничен одной картой: плата за неё — 10 фишек.',
    );
    expect(plain(studErrorRu(PRODUCE['stud/fractional-fee']()))).toBe(
      'Замена двух карт стоит полтора АНТЕ; при АНТЕ 5 фишек это не целое число фишек, а плату здесь берут только целыми фишками. Подойдёт АНТЕ, кратное 2.',
    );
  });
});

describe('the names of the text', () => {
  // The text: «Флеш-Рояль 100:1, Стрит-Флеш 50:1, Каре 20:1, Фулл 7:1, Флеш 5:1, Стрит 4:1, Тройка 3:1,
  // Две пары 2:1, Пара 1:1, Туз-Король 1:1» and «Нет игры».
  it.each([
    ['royalFlush', 'Флеш-рояль'],
    ['straightFlush', 'Стрит-флеш'],
    ['fourOfAKind', 'Каре'],
    ['fullHouse', 'Фулл'],
    ['flush', 'Флеш'],
    ['straight', 'Стрит'],
    ['threeOfAKind', 'Тройка'],
    ['twoPair', 'Две пары'],
    ['pair', 'Пара'],
    ['aceKing', 'Туз-Король'],
    ['noGame', 'Нет игры'],
  ])('%s is «%s»', (id, name) => {
    expect(studCategoryRu(id)).toBe(name);
  });

  it('every combination of the engine has a name, and an unknown id never shows', () => {
    expect(Object.keys(STUD_CATEGORY_RU).sort()).toEqual([...CATEGORIES].sort());
    expect(studCategoryRu('toString')).toBe('—');
  });

  it.each([
    [1, 1, 'одно АНТЕ'],
    [3, 2, 'полтора АНТЕ'], // «полтора», not «полторы»: АНТЕ is neuter
    [2, 1, '2 АНТЕ'],
    [5, 4, '5/4 АНТЕ'],
  ])('a fee of %d:%d is «%s»', (pays, per, text) => {
    expect(antesRu(pays, per)).toBe(text);
  });
});

describe('the text’s poker terms, as a rule of wording', () => {
  it.each([
    // [name, text, the wrong forms found]
    ['a neuter АНТЕ', 'замена двух карт — полторы АНТЕ', ['полторы АНТЕ']],
    ['the text’s own «полторы ставки АНТЕ»', 'замена двух карт стоит полторы ставки АНТЕ', []],
    ['«полтора АНТЕ»', 'двух — полтора АНТЕ', []],
    ['АНТЕ in capitals', 'итог раздачи в анте', ['анте']],
    ['the text’s Туз-Король', 'нет пары туз-король', ['туз-король']],
    ['a declined ace-king', 'до туза-короля', ['туза-короля']],
    ['«Туз-Король» itself', 'нет комбинации Туз-Король', []],
    ['the fold is «сдаться»', 'пас стоит одно АНТЕ, выгоднее паса', ['пас', 'паса']],
    ['«пас» inside a word is no fold', 'паспорт и пасьянс', []],
    ['the raise is СТАВКА', 'проигранное повышение', ['повышение']],
    ['a dealer with a game', 'выигрыш у квалифицированного дилера', ['квалифицированного']],
  ])('%s', (_name, text, found) => {
    expect(studTermSlips(text).map((s) => s.found)).toEqual(found);
  });

  it('every stud sentence of this module keeps the terms: errors, names, outcomes, rules', () => {
    const rules = [seed, caribbean, strict, resolveRulesOrThrow({ preset: 'casino' })];
    const texts = [
      ...Object.values(PRODUCE).map((produce) => studErrorRu(produce())),
      ...Object.values(STUD_CATEGORY_RU),
      ...Object.values(STUD_ACTION_RU),
      ...Object.values(STUD_OUTCOME_RU),
      ...Object.values(STUD_PHASE_RU),
      ...Object.values(STUD_BET_RU),
      ...Object.values(STUD_RULE_RU),
      ...rules.flatMap((r) => (Object.keys(r) as (keyof StudRules)[]).map((k) => studRulePhraseRu(r, k))),
    ];
    expect(texts.flatMap((t) => studTermSlips(t))).toEqual([]);
  });
});
