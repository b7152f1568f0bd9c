import {
  apply,
  applyOrThrow,
  BACCARAT_ERROR_CODES,
  compositionAfter,
  coupDistribution,
  exactOdds,
  fullValueCounts,
  playBaccaratTable,
  resolveRulesOrThrow,
  start,
  startOrThrow,
  thirdCardRules,
  type BaccaratError,
  type BaccaratState,
} from '@croupier/engine/baccarat';
import { parseCardsOrThrow } from '@croupier/engine/cards';
import { MAX_BALANCE, MAX_STAKE } from '@croupier/engine/money';
import { describe, expect, it } from 'vitest';
import { bankerRowRu, bankerStoodRu, baccaratErrorRu, playerRuleRu } from './baccarat.js';
import { formatNumber } from './format.js';

const casino = resolveRulesOrThrow();
const table = (seats: Record<string, number> = { анна: 100 }, rules = casino): BaccaratState =>
  startOrThrow(rules, { seats, seed: 1 }).state;
const bet = (fields: Record<string, unknown>) =>
  ({ type: 'bet', player: 'анна', bet: 'banker', stake: 10, ...fields }) as never;
const failure = (r: { ok: true } | { ok: false; error: BaccaratError }): BaccaratError => {
  if (r.ok) throw new Error('expected a rule error');
  return r.error;
};

/** A real error for every code (and every reason), made through the public API. */
const CASES: { name: string; error: () => BaccaratError }[] = [
  {
    name: 'unresolved rules',
    error: () => failure(start({ preset: 'casino' } as never, { seats: { анна: 100 }, seed: 1 })),
  },
  { name: 'a NaN seed', error: () => failure(start(casino, { seats: { анна: 100 }, seed: NaN })) },
  { name: 'seats as a list', error: () => failure(start(casino, { seats: [1] as never, seed: 1 })) },
  {
    name: 'fifteen seats',
    error: () =>
      failure(
        start(casino, { seats: Object.fromEntries([...'абвгдежзиклмнопр'].slice(0, 15).map((x) => [x, 1])), seed: 1 }),
      ),
  },
  { name: 'an empty seat id', error: () => failure(start(casino, { seats: { '': 1 }, seed: 1 })) },
  { name: 'chips in words', error: () => failure(start(casino, { seats: { анна: 'сто' as never }, seed: 1 })) },
  {
    name: 'seats over the bound',
    error: () => failure(start(casino, { seats: { анна: MAX_BALANCE, борис: 1 }, seed: 1 })),
  },
  {
    name: 'a shoe of words',
    error: () => failure(start(casino, { seats: { анна: 100 }, seed: 1, shoe: { cards: 'карты' as never } })),
  },
  {
    name: 'two seat players of one name',
    error: () =>
      failure(
        playBaccaratTable(
          casino,
          ['анна', 'анна'].map((id) => ({
            id,
            chips: 100,
            style: { pattern: { kind: 'random' }, stake: 10 } as const,
          })),
          { coups: 1, seed: 1 },
        ),
      ),
  },
  {
    name: 'a seat player betting a tie at a rate of 2',
    error: () =>
      failure(
        playBaccaratTable(
          casino,
          [
            {
              id: 'анна',
              chips: 100,
              style: { pattern: { kind: 'random' }, stake: 10, extras: [{ bet: 'tie', stake: 5, rate: 2 }] },
            },
          ],
          { coups: 1, seed: 1 },
        ),
      ),
  },
  {
    name: 'a shoe of 5 cards',
    error: () => failure(start(casino, { seats: { анна: 100 }, seed: 1, shoe: { cards: [1, 2, 3, 4, 5] } })),
  },
  {
    name: 'a cut card past the shoe',
    error: () =>
      failure(start(casino, { seats: { анна: 100 }, seed: 1, shoe: { cards: [1, 2, 3, 4, 5, 6], cutCard: 9 } })),
  },
  { name: 'an unknown action', error: () => failure(apply(table(), { type: 'сдать' } as never)) },
  { name: 'settling before the deal', error: () => failure(apply(table(), { type: 'settle' })) },
  { name: 'a bet after the deal', error: () => failure(apply(applyOrThrow(table(), { type: 'deal' }).state, bet({}))) },
  { name: 'an unknown bet', error: () => failure(apply(table(), bet({ bet: 'дракон' }))) },
  { name: 'a bet not offered', error: () => failure(apply(table(), bet({ bet: 'dragon7' }))) },
  { name: 'a player not seated', error: () => failure(apply(table(), bet({ player: 'вера' }))) },
  { name: 'nobody seated', error: () => failure(start(casino, { seats: {}, seed: 1 })) },
  { name: 'a stake in words', error: () => failure(apply(table(), bet({ stake: '10' }))) },
  { name: 'a fractional stake', error: () => failure(apply(table(), bet({ stake: 2.5 }))) },
  { name: 'a negative stake', error: () => failure(apply(table(), bet({ stake: -3 }))) },
  { name: 'a zero stake', error: () => failure(apply(table(), bet({ stake: 0 }))) },
  { name: 'a stake over the bound', error: () => failure(apply(table(), bet({ stake: MAX_STAKE + 1 }))) },
  { name: 'beyond the balance', error: () => failure(apply(table(), bet({ bet: 'tie', stake: 101 }))) },
  {
    name: 'one bet over MAX_STAKE',
    error: () =>
      failure(apply(applyOrThrow(table({ анна: 3 * MAX_STAKE }), bet({ stake: MAX_STAKE })).state, bet({ stake: 5 }))),
  },
  {
    name: 'the table over MAX_BALANCE',
    error: () => failure(apply(table({ анна: MAX_BALANCE - 10 }), bet({ bet: 'tie', stake: 5 }))),
  },
  {
    name: 'a fraction of a chip at a whole-chips table',
    error: () =>
      failure(apply(table({ анна: 100 }, resolveRulesOrThrow({ sets: ['rounding=refuse'] })), bet({ stake: 25 }))),
  },
  { name: 'not a composition', error: () => failure(coupDistribution(casino, { kind: 'колоды' } as never)) },
  { name: 'bad counts', error: () => failure(coupDistribution(casino, [1, 2, 3])) },
  { name: 'too few cards', error: () => failure(coupDistribution(casino, [1, 1, 1, 0, 0, 0, 0, 0, 0, 0])) },
  { name: 'too many cards', error: () => failure(coupDistribution(casino, new Array(10).fill(50))) },
  {
    name: 'a card dealt too often',
    error: () => failure(compositionAfter(1, parseCardsOrThrow('Кs Кs', { unique: false }))),
  },
  { name: 'pairs from values', error: () => failure(exactOdds(casino, fullValueCounts(8))) },
  {
    name: 'a perfect pair from ranks',
    error: () =>
      failure(
        exactOdds(resolveRulesOrThrow({ sets: ['perfectPairPays=25'] }), {
          kind: 'ranks',
          counts: new Array(13).fill(32),
        }),
      ),
  },
];

describe('a Russian sentence for every baccarat error', () => {
  it('every code has at least one real error in the table', () => {
    const codes = new Set(CASES.map((c) => c.error().code));
    expect([...codes].sort()).toEqual([...BACCARAT_ERROR_CODES].sort());
  });

  it.each(CASES)('$name', ({ error }) => {
    const e = error();
    const text = baccaratErrorRu(e);
    expect(text).toMatch(/[а-яё]/iu);
    expect(text).not.toContain('baccarat');
    expect(text).not.toMatch(/[a-z]{2,}/iu); // no code, no English word
    expect(text).not.toContain(e.message);
    // every number of the details is in the sentence, written the Russian way
    // (a card is shown as a card, К♠, not by its number in the encoding)
    for (const [key, value] of Object.entries(e.details)) {
      if (typeof value === 'number' && key !== 'card') expect(text).toContain(formatNumber(value));
    }
  });

  it.each([
    ['beyond the balance', 'Ставка 101 фишка больше, чем есть у игрока «анна»: наибольшая ставка сейчас — 100 фишек.'],
    [
      'a bet not offered',
      'За этим столом не принимают ставку «Дракон 7». Здесь можно ставить на: Банко, Пунто, Ничья, Пара игрока, Пара крупье.',
    ],
    ['a card dealt too often', 'Карт К♠ вышло 2, а в башмаке их всего 1.'],
    [
      'one bet over MAX_STAKE',
      'На одной ставке может быть не больше 1 000 000 000 000 фишек, поэтому ставка 5 фишек не проходит: добавить сюда можно самое большее — 0 фишек.',
    ],
    [
      'a fraction of a chip at a whole-chips table',
      'Ставка 25 фишек при выплате 19:20 дала бы долю фишки, а этот стол платит только целыми фишками: ставьте кратно 20.',
    ],
  ])('%s, word for word', (name, want) => {
    const c = CASES.find((x) => x.name === name)!;
    expect(baccaratErrorRu(c.error()).replace(/\u00a0/gu, ' ')).toBe(want);
  });
});

describe('the third-card rules worded from the engine’s data', () => {
  const casinoRows = thirdCardRules(casino);
  const textRows = thirdCardRules(resolveRulesOrThrow({ preset: 'seed' }));
  it.each([
    [casinoRows, 2, 'При 2 очках крупье берёт третью карту всегда.'],
    [casinoRows, 3, 'При 3 очках крупье берёт карту, если третья карта игрока — не 8.'],
    [casinoRows, 4, 'При 4 очках крупье берёт карту, если третья карта игрока — не 0, 1, 8 и не 9.'],
    [casinoRows, 5, 'При 5 очках крупье берёт карту, только если третья карта игрока — 4, 5, 6 или 7.'],
    [casinoRows, 6, 'При 6 очках крупье берёт карту, только если третья карта игрока — 6 или 7.'],
    [textRows, 5, 'При 5 очках крупье берёт карту, если третья карта игрока — не 4, 5, 6 и не 7.'],
    [textRows, 6, 'При 6 очках крупье берёт карту, если третья карта игрока — не 6 и не 7.'],
    [casinoRows, 7, 'При 7 очках крупье третью карту не берёт.'],
  ] as const)('%#: banker %i', (rules, total, want) => {
    expect(bankerRowRu(rules.banker[total]!)).toBe(want);
  });

  it('the player, and the banker when the player stood', () => {
    expect(playerRuleRu(casinoRows)).toBe('Игрок берёт третью карту при 0–5 очках и стоит при 6–7.');
    expect(bankerStoodRu(casinoRows)).toBe('Если игрок не брал карту, крупье берёт её при 0–5 очках и стоит при 6–7.');
  });
});
