import { describe, expect, it } from 'vitest';
import {
  checkpoints,
  initialExplorer,
  nextShown,
  phaseOf,
  requestsOf,
  roundOf,
  roundsInvalid,
  simNow,
  step,
  summaryRu,
  type ExplorerAction,
  type ExplorerState,
} from './explorer';
import type { BandReply, SessionReply, SimulateReply } from './model';
import { tossBet } from './testBets';

const COIN = tossBet('coin', '1/1');
const BANKER = tossBet('banker', '19/20');
const run = (actions: readonly ExplorerAction[], from: ExplorerState = initialExplorer(COIN)) =>
  actions.reduce(step, from);
const asked = (s: ExplorerState) => requestsOf(s).map((r) => `${r.kind}#${r.id}`);

const session = (id: number): SessionReply => ({
  kind: 'session',
  id,
  bins: [],
  ahead: 0.46,
  even: 0.08,
  behind: 0.46,
  mean: 0,
  sd: 10,
  error: 1e-12,
  bankroll: 25,
  bankrollRisk: 0.049,
  ruin: [],
  forever: null,
});
const band = (id: number): BandReply => ({
  kind: 'band',
  id,
  mean: 0,
  lo: new Float64Array([-1, -0.5]),
  hi: new Float64Array([1, 0.5]),
});
const sim = (id: number): SimulateReply => ({
  kind: 'simulate',
  id,
  seed: 7,
  samples: new Float64Array([1, -1]),
  average: new Float64Array([1, 0]),
});
const reply = (r: SessionReply | BandReply | SimulateReply): ExplorerAction => ({ type: 'reply', reply: r });

describe('the variance explorer model: requests', () => {
  it.each([
    ['the first state asks for the session and the band', [], ['session#1', 'band#2'], 'computing'],
    [
      'the page’s first seed asks for a run',
      [{ type: 'seed', seed: 7 }],
      ['session#1', 'band#2', 'simulate#3'],
      'computing',
    ],
    ['a reply ends its request', [reply(session(1))], ['band#2'], 'computing'],
    ['a reply to an older request is ignored', [reply(session(9))], ['session#1', 'band#2'], 'computing'],
    ['every reply in: done', [{ type: 'seed', seed: 7 }, reply(session(1)), reply(band(2)), reply(sim(3))], [], 'done'],
    [
      'a new number of rounds asks for the session again',
      [reply(session(1)), { type: 'rounds', text: '250' }],
      ['session#3', 'band#2'],
      'computing',
    ],
    ['the same number does not', [reply(session(1)), { type: 'rounds', text: '100' }], ['band#2'], 'computing'],
    ['a number out of range does not', [reply(session(1)), { type: 'rounds', text: '2001' }], ['band#2'], 'computing'],
    [
      'another risk asks for the session',
      [reply(session(1)), { type: 'risk', risk: 0.01 }],
      ['session#3', 'band#2'],
      'computing',
    ],
    [
      'another bet asks for all three',
      [
        { type: 'seed', seed: 7 },
        { type: 'bet', bet: BANKER },
      ],
      ['session#4', 'band#5', 'simulate#6'],
      'computing',
    ],
    [
      'a seed that is not a number is refused',
      [reply(session(1)), { type: 'seedText', text: '-3' }, { type: 'applySeed' }],
      ['band#2'],
      'computing',
    ],
    [
      'a typed seed asks for its run',
      [{ type: 'seedText', text: ' 42 ' }, { type: 'applySeed' }],
      ['session#1', 'band#2', 'simulate#3'],
      'computing',
    ],
    [
      'the same seed again asks for nothing',
      [{ type: 'seed', seed: 7 }, reply(sim(3)), { type: 'seed', seed: 7 }],
      ['session#1', 'band#2'],
      'computing',
    ],
    [
      'a failed worker',
      [{ type: 'reply', reply: { kind: 'error', id: 1, message: 'x' } }],
      ['session#1', 'band#2'],
      'error',
    ],
  ] as const)('%s', (_name, actions, requests, phase) => {
    const s = run(actions as readonly ExplorerAction[]);
    expect(asked(s)).toEqual(requests);
    expect(phaseOf(s)).toBe(phase);
  });

  it('asks for what the reader chose', () => {
    const s = run([
      { type: 'rounds', text: '250' },
      { type: 'risk', risk: 0.25 },
    ]);
    expect(requestsOf(s)[0]).toEqual({ kind: 'session', id: 4, bet: COIN, rounds: 250, risk: 0.25 });
  });

  it.each([
    ['0', true],
    ['1', false],
    ['2000', false],
    ['2001', true],
    ['1,5', true],
    [' 50 ', false],
  ] as const)('the rounds «%s» are invalid: %s', (text, invalid) => {
    expect(roundsInvalid(run([{ type: 'rounds', text }]))).toBe(invalid);
  });

  it('a refused seed says why and keeps the seed', () => {
    const s = run([{ type: 'seed', seed: 7 }, { type: 'seedText', text: 'abc' }, { type: 'applySeed' }]);
    expect(s.seedError).toMatch(/^Зерно — целое число от 0 до /u);
    expect(s.seed).toBe(7);
  });
});

describe('the variance explorer model: playing the run out', () => {
  const ready = run([{ type: 'seed', seed: 7 }, reply(band(2)), reply(sim(3))]);

  it.each([
    [0, 2],
    [98, 100],
    [100, 104],
    [4900, 5000],
  ])('from %d rounds shown a tick shows %d', (from, to) => {
    expect(nextShown(from)).toBe(to);
  });

  it.each([
    ['play starts', [{ type: 'play' }], 0, true],
    ['a tick while playing', [{ type: 'play' }, { type: 'tick' }], 2, true],
    ['a tick while paused does nothing', [{ type: 'tick' }], 0, false],
    [
      '+1000 twice',
      [
        { type: 'add', rounds: 1000 },
        { type: 'add', rounds: 1000 },
      ],
      2000,
      false,
    ],
    [
      'no further than the run',
      [{ type: 'add', rounds: 1000 }, ...Array(5).fill({ type: 'add', rounds: 1000 })],
      5000,
      false,
    ],
    ['«Сначала»', [{ type: 'play' }, { type: 'tick' }, { type: 'reset' }], 0, false],
  ] as const)('%s', (_name, actions, shown, playing) => {
    const s = run(actions as readonly ExplorerAction[], ready);
    expect(s.shown).toBe(shown);
    expect(s.playing).toBe(playing);
  });

  it('stops playing at the end of the run', () => {
    const s = run([{ type: 'add', rounds: 4900 }, { type: 'play' }, { type: 'tick' }], ready);
    expect([s.shown, s.playing]).toEqual([5000, false]);
  });

  it('a new seed starts the replay again', () => {
    const s = run(
      [
        { type: 'add', rounds: 10 },
        { type: 'seed', seed: 8 },
      ],
      ready,
    );
    expect([s.shown, s.playing, s.seedText]).toEqual([0, false, '8']);
  });

  it('two rounds shown: average 0, the interval ∓1,96, inside the band', () => {
    // Samples +1, −1: mean 0, sample sd √2, half-width 1.96 · √2 / √2 = 1.96.
    const now = simNow(run([{ type: 'add', rounds: 2 }], ready))!;
    expect(now.average).toBe(0);
    expect(now.interval!.low).toBeCloseTo(-1.96, 12);
    expect(now.interval!.high).toBeCloseTo(1.96, 12);
    expect(now.inBand).toBe(true);
    // After one round the average is +1, on the band's edge [−1, 1]: inside.
    expect(simNow(run([{ type: 'add', rounds: 1 }], ready))).toMatchObject({
      average: 1,
      inBand: true,
      interval: null,
    });
  });

  it('nothing to say before a round is shown', () => {
    expect(simNow(ready)).toBeNull();
  });
});

describe('the variance explorer model: what it shows', () => {
  it.each([
    ['a coin', COIN, 0, 1],
    // 19/20 or −1 evenly: mean −1/40; E[x²] = (0.9025 + 1) / 2 = 0.95125, minus 0.000625 → 0.950625 = 0.975².
    ['a banker-like bet', BANKER, -0.025, 0.975],
  ] as const)('one round of %s: mean %s, sd %s', (_name, b, mean, sd) => {
    const r = roundOf(b);
    expect(r.mean).toBeCloseTo(mean, 12);
    expect(r.sd).toBeCloseTo(sd, 12);
    expect(r.outcomes.map((o) => o.exact)).toEqual(['1/2', '1/2']);
  });

  it.each([
    [5, [5]],
    [100, [10, 20, 50, 100]],
    [250, [10, 20, 50, 100, 200, 250]],
  ])('the table’s checkpoints up to %d', (n, want) => {
    expect(checkpoints(n)).toEqual(want);
  });

  it('the live sentence says «Считаю…» until the session is in, then its chances', () => {
    expect(summaryRu(initialExplorer(COIN))).toBe('Считаю…');
    expect(summaryRu(run([reply(session(1))]))).toBe(
      'После 100\u00a0бросков: в плюсе с вероятностью 46,00\u00a0%, при своих — 8,000\u00a0%, в минусе — 46,00\u00a0%. Банкролл для риска разорения 5\u00a0% — 25\u00a0ставок.',
    );
  });
});
