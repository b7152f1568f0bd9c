import { describe, expect, it } from 'vitest';
import { studOddsKey } from '@croupier/engine/stud';
import { INITIAL, requestOf, step, view, type StudAction, type StudState } from './model';
import type { StudReply } from './protocol';

const run = (actions: readonly StudAction[], from: StudState = INITIAL) => actions.reduce(step, from);
const reply = (r: StudReply): StudAction => ({ type: 'reply', reply: r });
// The text's paytable but Туз-Король pays 2 to 1, no exchange: not in the shipped grid.
const CUSTOM: readonly StudAction[] = [
  { type: 'paytable', paytable: 'custom' },
  { type: 'pay', index: 9, text: '2' },
  { type: 'exchange', exchange: 'none' },
];
const started = run([...CUSTOM, { type: 'start' }]);
const asked = requestOf(started)!;
const figure = { exact: true, houseEdge: '1/50', houseEdgeValue: 0.02 };

describe('the stud rule-cost model', () => {
  // Published figures of the shipped variants: the text's game (the site's own page pins 1,2210 %) and
  // Caribbean stud (Wizard of Odds: 5.2243 %).
  it.each([
    ['the text’s rules', [], 0.01221],
    ['Caribbean stud', [{ type: 'exchange', exchange: 'caribbean' }], 0.052243],
  ] as const)('%s are shipped: done at once', (_name, actions, edge) => {
    const v = view(run(actions));
    expect(v.phase).toBe('done');
    expect(v.current?.source).toBe('shipped');
    expect(v.current!.figure.houseEdgeValue).toBeCloseTo(edge, 6);
  });

  it.each([
    ['rules outside the grid wait for the reader', CUSTOM, 'idle', null],
    ['a payout that is not a whole number', [...CUSTOM, { type: 'pay', index: 0, text: 'сто' }], 'error', null],
    [
      'a fee that is not a number of antes',
      [
        { type: 'exchange', exchange: 'custom' },
        { type: 'fee', index: 1, text: 'x' },
      ],
      'error',
      null,
    ],
    ['«Посчитать точно» asks the worker', [...CUSTOM, { type: 'start' }], 'computing', 1],
    [
      'input that cannot be read starts nothing',
      [...CUSTOM, { type: 'pay', index: 0, text: '' }, { type: 'start' }],
      'error',
      null,
    ],
    ['cancelling stops asking', [...CUSTOM, { type: 'start' }, { type: 'cancel' }], 'idle', null],
    ['back to the text’s rules', [...CUSTOM, { type: 'reset' }], 'done', null],
  ] as const)('%s: %s', (_name, actions, phase, request) => {
    const s = run(actions as readonly StudAction[]);
    expect(view(s).phase).toBe(phase);
    expect(requestOf(s)?.id ?? null).toBe(request);
  });

  it('asks for the chosen rules first', () => {
    expect(asked.rules[0]).toEqual(view(started).rules);
    expect(asked.rules[0]!.paytable.aceKing).toEqual({ pays: 2, per: 1 });
  });

  it('follows the progress of its own request only, with the same request object', () => {
    const s = run(
      [
        reply({ type: 'progress', id: 1, done: 30, total: 120, elapsedMs: 900 }),
        reply({ type: 'progress', id: 0, done: 99, total: 120, elapsedMs: 1 }),
      ],
      started,
    );
    expect(view(s).job).toMatchObject({ done: 30, total: 120, elapsedMs: 900 });
    expect(requestOf(s)).toBe(asked);
  });

  it('a result and the end: the figures are known, computed here, with the rules in words', () => {
    const key = studOddsKey(asked.rules[0]!);
    const s = run([reply({ type: 'result', id: 1, key, figure, ms: 75_000 }), reply({ type: 'done', id: 1 })], started);
    const v = view(s);
    expect(v.phase).toBe('done');
    expect(v.current).toMatchObject({ source: 'computed', ms: 75_000 });
    // 0.02 against the text's 1.2210 %.
    expect(v.edgeChange).toBeCloseTo(0.02 - 0.01221, 6);
    expect(s.computed.get(key)?.label).toMatch(/^без обмена; выплаты /u);
  });

  it('a reply after a cancel is ignored', () => {
    const key = studOddsKey(asked.rules[0]!);
    const s = run([{ type: 'cancel' }, reply({ type: 'result', id: 1, key, figure, ms: 1 })], started);
    expect(s.computed.size).toBe(0);
    expect(view(s).phase).toBe('idle');
  });

  it('a failure is shown, and a new start clears it', () => {
    const failed = run([reply({ type: 'error', id: 1, message: 'Ошибка.' })], started);
    expect(view(failed).phase).toBe('error');
    expect(failed.run).toEqual({ kind: 'error', message: 'Ошибка.' });
    const again = run([{ type: 'start' }], failed);
    expect(view(again).phase).toBe('computing');
    expect(requestOf(again)?.id).toBe(2);
  });
});
