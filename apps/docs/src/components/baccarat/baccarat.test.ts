import { describe, expect, it } from 'vitest';
import { orThrow } from '@croupier/engine';
import { parseCardsOrThrow } from '@croupier/engine/cards';
import { baccaratGame, resolveRulesOrThrow } from '@croupier/engine/baccarat';
import { formatPercent } from '@croupier/ru';
import { applyAllToRound, startRound } from '@croupier/ui';
import { betAction, coupSetup, nextAction, nextLabel, tableauRules, tellCoup } from './coupSteps';
import { readPayouts } from './payouts';
import { workPoint } from './points';
import { adjust, shoeOdds } from './shoeOdds';
import { explainCell, tableauGrid, tableauNoteRu } from './tableau';

const NBSP = '\u00a0';

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
    expect(explainCell('seed', tableauGrid('seed')[5]![4]!)).toBe(
      'Крупье 5, третья карта игрока — 4: крупье стоит — по тексту при 5 очках крупье берёт карту, если третья карта игрока — не 4, 5, 6 и не 7. В казино здесь наоборот.',
    );
  });
  it('every widget says which tableau it plays by', () => {
    expect(tableauNoteRu('seed')).toBe(
      'Правило третьей карты — как в тексте: при 5 очках крупье берёт карту, если третья карта игрока — не 4, 5, 6 и не 7; при 6 очках крупье берёт карту, если третья карта игрока — не 6 и не 7. В казино эти две строки наоборот.',
    );
    expect(tableauNoteRu('casino')).toMatch(
      /^Правило третьей карты — как в казино: при 5 очках крупье берёт карту, только если третья карта игрока — 4, 5, 6 или 7;/u,
    );
  });
});

describe('payouts worked by hand', () => {
  const rules = resolveRulesOrThrow({ preset: 'seed' });
  it('25 on Банко: 25 × 19/20 = 23,75 → 23, 0,75 kept', () => {
    const r = readPayouts('25', rules);
    if (!r.ok) throw new Error(r.error);
    expect(r.lines.map((l) => [l.name, l.worked, l.win, l.back])).toEqual([
      ['Банко', '25 × 19/20 = 23,75 → 23', 23, 48],
      ['Пунто', '25 × 1 = 25', 25, 50],
      ['Ничья', '25 × 8 = 200', 200, 225],
    ]);
    expect(r.lines[0]!.rounding).toBe(`0,75${NBSP}фишки остаётся казино`);
    expect(r.lines[0]!.sentence).toBe(
      `Ставка 25, Банко 19:20: выигрыш 23 (ровно 23,75; 0,75${NBSP}фишки остаётся казино), вместе со ставкой 48.`,
    );
  });
  it.each(['0', '-5', '2.5', '', 'сто'])('refuses «%s»', (text) => {
    const r = readPayouts(text, rules);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain('целое положительное число фишек');
  });
});

describe('the coup step by step, on the engine’s table', () => {
  const play = (tableau: 'casino' | 'seed') => {
    const rules = tableauRules(tableau);
    const s = startRound(baccaratGame, rules, coupSetup, 25);
    if (!s.ok) throw new Error('start');
    let round = applyAllToRound(baccaratGame, s.round, [betAction('banker')]);
    const labels: string[] = [];
    for (let a = nextAction(round.steps.at(-1)!.state); a; a = nextAction(round.steps.at(-1)!.state)) {
      labels.push(nextLabel(round.steps.at(-1)!.state));
      round = applyAllToRound(baccaratGame, round, [a]);
    }
    return { labels, lines: tellCoup(rules, round.steps) };
  };

  it('shuffle 25, casino: deal, player draws, banker 5 draws on a 6, settlement', () => {
    const { labels, lines } = play('casino');
    expect(labels).toEqual(['Раздать', 'Третья карта игрока', 'Третья карта крупье', 'Расчёт ставок']);
    expect(lines.map((l) => l.text)).toEqual([
      `Башмак перетасован: 416${NBSP}карт.`,
      `Ставка: 100${NBSP}фишек на Банко.`,
      'Раздача: игроку 8♠ 3♠ — 1, крупье 8♣ 7♦ — 5.',
      'У игрока 1 — он берёт третью карту: 6♠, теперь 7.',
      'У крупье 5, третья карта игрока — 6 — крупье берёт карту: 4♥, теперь 9.',
      'Итог: игрок 7, крупье 9 — выиграл крупье (Банко).',
      `Ставка 100, Банко 19:20: выигрыш 95, вместе со ставкой 195. У вас 1095${NBSP}фишек.`,
    ]);
    expect(lines[4]!.rule).toBe(
      'В казино при 5 очках крупье берёт карту, только если третья карта игрока — 4, 5, 6 или 7.',
    );
  });

  it('shuffle 25, the text: the banker stands on 5 against a 6, and the bet loses', () => {
    const { lines } = play('seed');
    expect(lines.map((l) => l.text).slice(4)).toEqual([
      'У крупье 5, третья карта игрока — 6 — крупье стоит.',
      'Итог: игрок 7, крупье 5 — выиграл игрок (Пунто).',
      `Ставка на Банко проиграла: 100${NBSP}фишек уходят казино. У вас 900${NBSP}фишек.`,
    ]);
    expect(lines[4]!.rule).toBe(
      'По тексту при 5 очках крупье берёт карту, если третья карта игрока — не 4, 5, 6 и не 7.',
    );
  });

  it('the shoe goes on from coup to coup (the table’s own next coup)', () => {
    const rules = tableauRules('casino');
    const s = startRound(baccaratGame, rules, coupSetup, 25);
    if (!s.ok) throw new Error('start');
    let round = applyAllToRound(baccaratGame, s.round, [
      betAction('banker'),
      { type: 'deal' },
      { type: 'playerRule' },
      { type: 'bankerRule' },
      { type: 'settle' },
      { type: 'nextCoup' },
      betAction('player'),
    ]);
    let want = orThrow(baccaratGame.start(rules, coupSetup(25))).state;
    for (const a of [
      betAction('banker'),
      { type: 'deal' },
      { type: 'playerRule' },
      { type: 'bankerRule' },
      { type: 'settle' },
      { type: 'nextCoup' },
      betAction('player'),
    ] as const)
      want = orThrow(baccaratGame.apply(want, a)).state;
    expect(round.steps.at(-1)!.state).toEqual(want);
    expect(tellCoup(rules, round.steps).map((l) => l.text)).toEqual([`Ставка: 100${NBSP}фишек на Пунто.`]);
    round = applyAllToRound(baccaratGame, round, [{ type: 'deal' }]);
    expect(tellCoup(rules, round.steps)).toHaveLength(2);
  });
});

describe('the part-way shoe', () => {
  it('keeps each count between 0 and what 8 decks hold', () => {
    const full = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32];
    expect(adjust(full, 5, 1, 8)[5]).toBe(32);
    expect(adjust(adjust(full, 5, -4, 8), 5, -40, 8)[5]).toBe(0);
  });
  it('a full shoe gives the reference figures; a shoe too short for a coup is refused in Russian', () => {
    const r = shoeOdds([128, 32, 32, 32, 32, 32, 32, 32, 32, 32], 'casino');
    expect(r.ok && formatPercent(r.odds.edgeBanker, 4)).toBe(`1,0579${NBSP}%`); // Wizard of Odds: 1.0579 %
    const few = shoeOdds([2, 1, 0, 0, 0, 0, 0, 0, 0, 2], 'casino');
    expect(few.ok ? '' : few.error).toMatch(/^В башмаке должно остаться не меньше 6 карт/u);
  });
});
