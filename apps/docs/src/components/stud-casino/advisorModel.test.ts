import { describe, expect, it } from 'vitest';
import { parseCardsOrThrow, parseCardOrThrow } from '@croupier/engine/cards';
import type { AdvisorOption } from '../stud/advisor';
import type { AdvisorReply } from '../stud/advisorModel';
import { advisorTasks } from '../stud/advisor.tasks';
import {
  bestIsSure,
  casinoFigureId,
  dealSix,
  initialCasinoAdvisor,
  phaseOf,
  requestOf,
  rowsOf,
  shownRows,
  step,
  type CasinoAdvisorAction,
} from './advisorModel';

const opt = (action: AdvisorOption['action'], ev: number, extra: Partial<AdvisorOption> = {}): AdvisorOption => ({
  action,
  discard: [],
  discardText: '',
  ev,
  evExact: '0/1',
  best: false,
  ...extra,
});
const reply = (id: number, options: AdvisorOption[] = [opt('fold', -1), opt('raise', 0.5, { best: true })]) =>
  ({ id, ms: 5, options }) satisfies AdvisorReply;
const run = (actions: readonly CasinoAdvisorAction[]) =>
  actions.reduce(step, initialCasinoAdvisor({ preset: 'senator', seed: 1 }));
const SIX = parseCardsOrThrow('Д♠ Д♥ Д♦ 7♣ 2♠ Т♠');

describe('the casino advisor model', () => {
  it.each<[string, CasinoAdvisorAction[], string, number, number | null]>([
    ['the first deal is asked at once', [], 'computing', 1, 1],
    ['its reply ends the computing', [{ type: 'reply', reply: reply(1) }], 'done', 1, null],
    ['a reply to another request is ignored', [{ type: 'reply', reply: reply(3) }], 'computing', 1, 1],
    ['another preset asks again for the same cards', [{ type: 'preset', preset: 'oasis' }], 'computing', 2, 2],
    ['the same preset asks nothing new', [{ type: 'preset', preset: 'senator' }], 'computing', 1, 1],
    ['fewer than six cards wait', [{ type: 'cards', cards: SIX.slice(0, 5) }], 'idle', 1, null],
    ['six picked cards are asked', [{ type: 'cards', cards: SIX }], 'computing', 2, 2],
    [
      'the old reply after a new deal does not count',
      [
        { type: 'deal', seed: 2 },
        { type: 'reply', reply: reply(1) },
      ],
      'computing',
      2,
      2,
    ],
  ])('%s', (_, actions, phase, seq, asked) => {
    const s = run(actions);
    expect([phaseOf(s), s.seq, requestOf(s)?.id ?? null]).toEqual([phase, seq, asked]);
  });

  it('asks for the five cards and the dealer’s open card, the sixth', () => {
    const r = requestOf(run([{ type: 'cards', cards: SIX }]))!;
    expect(r.input).toEqual({ preset: 'senator', hand: SIX.slice(0, 5), upCard: parseCardOrThrow('Т♠') });
  });

  it('deals six distinct cards, the same for the same seed', () => {
    expect(new Set(dealSix(7)).size).toBe(6);
    expect(dealSix(7)).toEqual(dealSix(7));
    expect(dealSix(7)).not.toEqual(dealSix(8));
  });

  it('sorts the rows, marks lower bounds, and says whether the best is sure', () => {
    const done = (options: AdvisorOption[]) => run([{ type: 'reply', reply: reply(1, options) }]);
    const exact = done([opt('fold', -1), opt('raise', 0.4, { best: true }), opt('exchange', 0.1)]);
    expect(rowsOf(exact).map((r) => [r.action, r.lowerBound])).toEqual([
      ['raise', false],
      ['exchange', false],
      ['fold', false],
    ]);
    expect(bestIsSure(exact)).toBe(true);
    // A lower bound below the best may be worth more than the best: not sure.
    const below = done([opt('raise', 0.4, { best: true }), opt('buyCard', 0.3, { exact: false })]);
    expect([rowsOf(below)[1]!.lowerBound, bestIsSure(below)]).toEqual([true, false]);
    // The best a lower bound and nothing else one: sure (its true value is higher still).
    const top = done([opt('buyCard', 0.6, { exact: false, best: true }), opt('raise', 0.4)]);
    expect(bestIsSure(top)).toBe(true);
  });

  it('lists the best ten until asked for all, and keeps that choice for the next hand', () => {
    const many = Array.from({ length: 35 }, (_, i) => opt('exchange', -i / 100));
    const s = run([{ type: 'reply', reply: reply(1, many) }]);
    expect(shownRows(s).map((r) => r.ev)).toEqual(many.slice(0, 10).map((o) => o.ev));
    const all = step(s, { type: 'expand', expanded: true });
    expect(shownRows(all)).toHaveLength(35);
    expect(step(all, { type: 'deal', seed: 5 }).expanded).toBe(true);
  });
});

describe('the casino advisor’s figure ids', () => {
  it('name the preset, the hand, the open card, the option and the field', () => {
    const input = { preset: 'senator' as const, hand: SIX.slice(0, 5), upCard: SIX[5]! };
    const ex = opt('exchange', 0, { discard: parseCardsOrThrow('7♣ 2♠') });
    expect(casinoFigureId(input, ex, 'ev')).toBe('advise/stud/Qs.Qh.Qd.7c.2s@senator+As/exchange/7c.2s/ev');
    expect(casinoFigureId(input, opt('raise', 0), 'raiseChance')).toBe(
      'advise/stud/Qs.Qh.Qd.7c.2s@senator+As/raise/-/raiseChance',
    );
  });
});

describe('the worker’s casino task', () => {
  // Senator, Д♠ Д♥ Д♦ 7♣ 2♠ with the ace up (decision 033's measured hand): every option of the table.
  it('values fold, raise, insurance, the sixth card and all 31 exchanges; the draws are lower bounds', () => {
    const options = advisorTasks.adviseCasino({ preset: 'senator', hand: SIX.slice(0, 5), upCard: SIX[5]! });
    const count = (a: string) => options.filter((o) => o.action === a).length;
    expect([count('fold'), count('raise'), count('insure'), count('buyCard'), count('exchange')]).toEqual([
      1, 1, 1, 1, 31,
    ]);
    expect(options.find((o) => o.action === 'fold')!.ev).toBe(-1);
    // Decision 033: under «покупка игры» a draw is valued without the purchase after it.
    expect(
      options
        .filter((o) => o.exact === false)
        .map((o) => o.action)
        .sort(),
    ).toEqual([...Array(31).fill('exchange'), 'buyCard'].sort());
    // Insurance runs from one АНТЕ to half the win of three of a kind: 3 × СТАВКА (2) / 2 = 3 АНТЕ.
    expect([1, 3]).toContain(options.find((o) => o.action === 'insure')!.amountAntes);
    expect(options.filter((o) => o.best)).toHaveLength(1);
  });
});
