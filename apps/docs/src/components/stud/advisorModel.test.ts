import { describe, expect, it } from 'vitest';
import { parseHandOrThrow } from '@croupier/engine/stud';
import type { AdvisorOption } from './advisor';
import {
  initialAdvisor,
  phaseOf,
  requestOf,
  rowsOf,
  step,
  type AdvisorAction,
  type AdvisorReply,
  type AdvisorState,
} from './advisorModel';

const FIVE = parseHandOrThrow('Д♠ 9♥ 8♦ 7♣ 6♠');
const OTHER = parseHandOrThrow('Т♠ Т♥ 8♦ 7♣ 6♠');
const option = (action: AdvisorOption['action'], ev: number): AdvisorOption => ({
  action,
  discard: [],
  discardText: '',
  ev,
  evExact: '0/1',
  best: false,
});
const reply = (id: number, extra: Partial<AdvisorReply> = {}): AdvisorReply => ({
  id,
  ms: 5,
  options: [option('fold', -1), option('raise', -0.5), option('exchange', 0.25)],
  ...extra,
});
const run = (actions: readonly AdvisorAction[]): AdvisorState => actions.reduce(step, initialAdvisor(FIVE));

describe('the advisor model', () => {
  // Each case: the actions after the first hand (five cards, request 1 in flight), then the expected
  // phase, request number and what the worker should be asked.
  it.each([
    ['the first hand is asked at once', [], 'computing', 1, 1],
    ['its reply ends the computing', [{ type: 'reply', reply: reply(1) }], 'done', 1, null],
    ['a reply to another request is ignored', [{ type: 'reply', reply: reply(7) }], 'computing', 1, 1],
    [
      'a new deal asks again and the old reply no longer counts',
      [
        { type: 'hand', hand: OTHER },
        { type: 'reply', reply: reply(1) },
      ],
      'computing',
      2,
      2,
    ],
    [
      'the new deal’s reply counts',
      [
        { type: 'hand', hand: OTHER },
        { type: 'reply', reply: reply(2) },
      ],
      'done',
      2,
      null,
    ],
    ['clearing the hand waits for cards', [{ type: 'hand', hand: [] }], 'idle', 1, null],
    ['four cards still wait', [{ type: 'hand', hand: FIVE.slice(0, 4) }], 'idle', 1, null],
    [
      'an error reply is shown as one',
      [{ type: 'reply', reply: reply(1, { options: [], error: 'нет' }) }],
      'error',
      1,
      null,
    ],
  ] as const)('%s', (_name, actions, phase, seq, asked) => {
    const s = run(actions as readonly AdvisorAction[]);
    expect(phaseOf(s)).toBe(phase);
    expect(s.seq).toBe(seq);
    expect(requestOf(s)?.id ?? null).toBe(asked);
  });

  it('asks for the hand shown', () => {
    expect(requestOf(initialAdvisor(FIVE))).toEqual({ id: 1, hand: FIVE });
  });

  it('lists the options best first, and none before the reply', () => {
    expect(rowsOf(initialAdvisor(FIVE))).toEqual([]);
    expect(rowsOf(run([{ type: 'reply', reply: reply(1) }])).map((o) => o.action)).toEqual([
      'exchange',
      'raise',
      'fold',
    ]);
  });

  it('keeps the error’s words', () => {
    const s = run([{ type: 'reply', reply: reply(1, { options: [], error: 'Ошибка.' }) }]);
    expect(s.kind === 'error' && s.message).toBe('Ошибка.');
  });
});
