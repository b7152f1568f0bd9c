import { describe, expect, it } from 'vitest';
import { parseCardsOrThrow } from '@croupier/engine/cards';
import { resolveRulesOrThrow } from '@croupier/engine/baccarat';
import { nextLabel, seedFromText, startCoup, step, tryStartCoup } from './coupSteps';
import { groupDigits } from './figures';
import { readPayouts } from './payouts';
import { workPoint } from './points';
import { chipsRu, percentRu, pointsRu } from './ru';
import { adjust, shoeOdds } from './shoeOdds';
import { explainCell, tableauGrid } from './tableau';

describe('Russian wording', () => {
  it.each([
    [0, '0 очков'],
    [1, '1 очко'],
    [3, '3 очка'],
    [9, '9 очков'],
  ])('%i → %s', (n, s) => expect(pointsRu(n)).toBe(s));
  it.each([
    [1, '1 фишка'],
    [21, '21 фишка'],
    [23, '23 фишки'],
    [12, '12 фишек'],
    [25, '25 фишек'],
  ])('%i → %s', (n, s) => expect(chipsRu(n)).toBe(s));
  it('percentages with a comma and a real minus', () => {
    expect(percentRu(0.0105791)).toBe('1,0579 %');
    expect(percentRu(-0.015538)).toBe('−1,5538 %');
  });
  it('groups digits', () =>
    expect(groupDigits('4998398275503360')).toBe('4\u202f998\u202f398\u202f275\u202f503\u202f360'));
});

describe('point counting', () => {
  it("the text's example: 7 + 8 + 8 = 23; 23 − 10 − 10 = 3", () => {
    const w = workPoint(parseCardsOrThrow('7♠ 8♥ 8♦'));
    expect([w.sumText, w.tensText, w.point, w.natural]).toEqual(['7 + 8 + 8 = 23', '23 − 10 − 10 = 3', 3, false]);
  });
  it('a natural: К + 9', () => {
    const w = workPoint(parseCardsOrThrow('К♠ 9♦'));
    expect([w.sumText, w.tensText, w.point, w.natural]).toEqual(['0 + 9 = 9', '', 9, true]);
  });
});

describe('the tableau grid', () => {
  it('marks exactly the 20 cells of rows 5 and 6 against a third card', () => {
    const differs = tableauGrid('casino')
      .flat()
      .filter((c) => c.differs);
    expect(differs.map((c) => `${c.total}/${c.third}`).sort()).toEqual(
      [5, 6].flatMap((t) => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((x) => `${t}/${x}`)).sort(),
    );
  });
  it('explains a cell of a row both agree on, worded from the engine data', () => {
    expect(explainCell('casino', tableauGrid('casino')[3]![8]!)).toBe(
      'Крупье 3, третья карта игрока — 8: крупье стоит — при 3 очках крупье берёт карту, если третья карта игрока — не 8.',
    );
  });
  it('explains a cell with its rule and the difference', () => {
    const cell = tableauGrid('seed')[5]![4]!;
    expect(explainCell('seed', cell)).toBe(
      'Крупье 5, третья карта игрока — 4: крупье стоит — по тексту при 5 очках крупье берёт карту, если третья карта игрока — не 4, 5, 6 и не 7. В казино здесь наоборот.',
    );
  });
});

describe('payouts worked by hand', () => {
  const rules = resolveRulesOrThrow();
  it('25 on Банко: 25 × 19/20 = 23,75 → 23, 0,75 kept', () => {
    const r = readPayouts('25', rules);
    if (!r.ok) throw new Error(r.error);
    expect(r.lines.map((l) => [l.name, l.worked, l.win, l.back])).toEqual([
      ['Банко', '25 × 19/20 = 23,75 → 23', 23, 48],
      ['Пунто', '25 × 1 = 25', 25, 50],
      ['Ничья', '25 × 8 = 200', 200, 225],
    ]);
    expect(r.lines[0]!.rounding).toBe('0,75 фишки: доля фишки не выплачивается и остаётся казино');
  });
  it.each(['0', '-5', '2.5', '', 'сто'])('refuses «%s»', (text) => {
    const r = readPayouts(text, rules);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain('целое положительное число фишек');
  });
});

describe('the coup step by step', () => {
  it('shuffle 25: deal, player draws, banker 5 draws on a 6 (casino), settlement', () => {
    let run = startCoup(25, 'casino', 'banker', 100);
    const labels: string[] = [];
    while (run.state.phase !== 'settled') {
      labels.push(nextLabel(run.state));
      run = step(run);
    }
    expect(labels).toEqual(['Раздать', 'Третья карта игрока', 'Третья карта крупье', 'Расчёт ставок']);
    expect(run.lines.map((l) => l.text)).toEqual([
      'Ставка: 100 фишек на Банко.',
      'Раздача: игроку 8♠ 3♠ — 1, крупье 8♣ 7♦ — 5.',
      'У игрока 1 — он берёт третью карту: 6♠, теперь 7.',
      'У крупье 5, третья карта игрока — 6 — крупье берёт карту: 4♥, теперь 9.',
      'Итог: игрок 7, крупье 9 — выиграл крупье (Банко).',
      'Ставка на Банко выиграла: 19:20, выплата 95 фишек; ставка возвращается. У вас 1095 фишек.',
    ]);
  });
});

describe('«Номер тасовки»: the seed is checked (issue 12)', () => {
  it.each(['abc', '', '-5', '2.5', '9007199254740993'])(
    '«%s» is refused with a Russian sentence, not taken as 0',
    (text) => {
      const r = tryStartCoup(seedFromText(text), 'casino', 'banker', 100);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error).toContain('Номер тасовки');
        expect(r.error).not.toMatch(/[a-z]{2,}/iu);
      }
    },
  );
  it('«25» deals shuffle 25', () => {
    const r = tryStartCoup(seedFromText(' 25 '), 'casino', 'banker', 100);
    expect(r.ok && r.run.state.shoe.cards).toEqual(startCoup(25, 'casino', 'banker', 100).state.shoe.cards);
  });
});

describe('the part-way shoe', () => {
  it('keeps each count between 0 and what 8 decks hold', () => {
    const full = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32];
    expect(adjust(full, 5, 1, 8)[5]).toBe(32);
    expect(adjust(adjust(full, 5, -4, 8), 5, -40, 8)[5]).toBe(0);
  });
  it('a full shoe gives the reference figures; fewer than six cards is refused in Russian', () => {
    const r = shoeOdds([128, 32, 32, 32, 32, 32, 32, 32, 32, 32], 'casino');
    expect(r.ok && percentRu(r.odds.edgeBanker)).toBe('1,0579 %');
    const few = shoeOdds([2, 1, 0, 0, 0, 0, 0, 0, 0, 2], 'casino');
    expect(few.ok ? '' : few.error).toContain('не меньше шести карт');
  });
});
