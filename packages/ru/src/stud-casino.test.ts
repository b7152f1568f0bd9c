import { describe, expect, it } from 'vitest';
import { resolveRulesOrThrow } from '@croupier/engine/stud';
import {
  STUD_FAMILY_ROWS,
  studFamilyOptionRu,
  studFamilyReadingRu,
  studFamilyValueRu,
  type StudFamilyRow,
} from './stud-casino.js';

const seed = resolveRulesOrThrow({ preset: 'seed' });
const senator = resolveRulesOrThrow({ preset: 'senator' });
const oasis = resolveRulesOrThrow({ preset: 'oasis' });
const aragon = resolveRulesOrThrow({ preset: 'aragon' });

// The values as docs/decisions/033 and the casinos' pages state them, worded by hand.
describe('the rules table of the casino page', () => {
  it.each<[StudFamilyRow, typeof seed, string]>([
    ['upCard', seed, 'нет: все пять закрыты'],
    ['upCard', senator, 'пятая'],
    ['upCard', oasis, 'первая'],
    ['exchange', seed, 'от одной до двух карт, один раз'],
    ['exchange', senator, 'от одной до пяти карт, один раз'],
    ['exchange', oasis, 'от одной до пяти карт, один раз; сменив все пять, игрок обязан играть'],
    ['exchangeFees', seed, '1, 1½ АНТЕ'],
    ['exchangeFees', senator, '1 АНТЕ за любой обмен'],
    ['exchangeFees', oasis, '1, 2, 3, 2, 1 АНТЕ'],
    ['sixthCard', seed, 'нет'],
    ['sixthCard', aragon, 'за 1 АНТЕ, вместо обмена'],
    ['sixthCard', oasis, 'нет'],
    ['twoCombinations', senator, 'оплачиваются обе'],
    ['twoCombinations', aragon, 'оплачивается старшая'],
    ['anteWhenDealerLoses', seed, 'оплачивается 1:1'],
    ['anteWhenDealerLoses', senator, 'возвращается без выигрыша'],
    ['buyGame', senator, 'за 1 АНТЕ; пришла карта того же ранга — замена ещё раз'],
    ['buyGame', seed, 'нет'],
    ['insurance', senator, 'с тройки и старше, от АНТЕ до половины выплаты СТАВКИ'],
    ['qualifier', seed, 'Туз-Король'],
    ['pair', aragon, '2:1'],
    ['pair', senator, '1:1'],
  ])('%s', (row, rules, text) => {
    expect(studFamilyValueRu(row, rules)).toBe(text);
  });

  it('has a Russian reading for every row and casino, without Latin words but the casinos\u2019 names', () => {
    for (const row of STUD_FAMILY_ROWS) {
      for (const p of ['aragon', 'oracul', 'senator', 'olympic', 'oasis'] as const) {
        const t = studFamilyReadingRu(row, p).replace(/Olympic|Oracul|Senator/gu, '');
        expect(t).toMatch(/^[А-ЯЁ]/u);
        expect(t).not.toMatch(/[A-Za-z]/u);
      }
    }
  });

  it.each([
    [{ action: 'fold', discardText: '' } as const, 'Сдаться'],
    [{ action: 'raise', discardText: '' } as const, 'Играть (СТАВКА)'],
    [{ action: 'insure', discardText: '', amountAntes: 1.5 } as const, 'Застраховать на 1,5 АНТЕ и играть'],
    [{ action: 'exchange', discardText: 'Д♠ 9♥' } as const, 'Заменить Д♠ 9♥'],
    [{ action: 'buyCard', discardText: '' } as const, 'Купить шестую карту'],
  ])('labels the option %o', (o, text) => {
    expect(studFamilyOptionRu(o)).toBe(text);
  });
});
