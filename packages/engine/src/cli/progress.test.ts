import { describe, expect, it } from 'vitest';
import { createProgress, formatDuration, progressOnFirstReport } from './progress.js';

/** A fake stderr and clock: the test moves time by hand, so nothing here depends on real time. */
function fake(isTTY: boolean) {
  let text = '';
  let t = 1_000_000;
  let reads = 0;
  return {
    stream: {
      isTTY,
      columns: 100,
      write: (s: string) => {
        text += s;
        return true;
      },
    },
    now: () => {
      reads++;
      return t;
    },
    advance: (ms: number) => {
      t += ms;
    },
    text: () => text,
    reads: () => reads,
  };
}

/** Runs `total` units in steps of `step`, `msPerStep` apart, then `done()`. */
function runFor(isTTY: boolean, total: number, step: number, msPerStep: number, quiet = false) {
  const f = fake(isTTY);
  const p = createProgress({ total, label: 'simulating', stream: f.stream, now: f.now, quiet });
  for (let done = step; done <= total; done += step) {
    f.advance(msPerStep);
    p.update(done);
  }
  p.done();
  return f;
}

describe('progress on stderr', () => {
  it.each([
    { name: 'a run under a second, on a terminal', tty: true, total: 100, step: 10, ms: 50 },
    { name: 'a run under a second, in a log', tty: false, total: 100, step: 10, ms: 50 },
    { name: '--quiet, a long run on a terminal', tty: true, total: 100, step: 1, ms: 1000, quiet: true },
    { name: '--quiet, a long run in a log', tty: false, total: 100, step: 1, ms: 1000, quiet: true },
  ])('$name: nothing at all', ({ tty, total, step, ms, quiet }) => {
    expect(runFor(tty, total, step, ms, quiet).text()).toBe('');
  });

  it('in a log (not a terminal): plain lines every 5 s after the first second, then a final line', () => {
    // 12 s of work, 1,000 units every 100 ms: reports at 1.0 s, 6.0 s and 11.0 s of elapsed time.
    const f = runFor(false, 120_000, 1000, 100);
    const lines = f.text().split('\n').filter(Boolean);
    expect(lines).toEqual([
      'simulating: 8% (10,000 of 120,000), 1.0 s elapsed, about 11 s left',
      'simulating: 50% (60,000 of 120,000), 6.0 s elapsed, about 6.0 s left',
      'simulating: 91% (110,000 of 120,000), 11 s elapsed, about 1.0 s left',
      'simulating: done, 120,000 in 12 s',
    ]);
    expect(f.text()).not.toContain('\r');
  });

  it('on a terminal: a bar redrawn in place with the time left, ended by a newline', () => {
    const f = runFor(true, 4000, 100, 100); // 4 s of work
    const frames = f.text().split('\r').filter(Boolean);
    expect(frames.length).toBeGreaterThanOrEqual(25); // redrawn about every 100 ms from the first second on
    const ERASE = '\u001b[K'; // erase to the end of the line
    expect(frames[0]).toBe(`simulating [${'█'.repeat(8)}${'░'.repeat(22)}]  25%  1.0 s, about 3.0 s left${ERASE}`);
    expect(frames.at(-1)).toBe(`simulating [${'█'.repeat(30)}] 100%  4.0 s${ERASE}\n`);
  });

  it('reads the clock about every 50 ms of work, however small the steps', () => {
    // A million one-unit steps, a microsecond each: one second of work.
    const f = fake(false);
    const p = createProgress({ total: 1_000_000, label: 'x', stream: f.stream, now: f.now });
    for (let done = 1; done <= 1_000_000; done++) {
      if (done % 1000 === 0) f.advance(1);
      p.update(done);
    }
    expect(f.reads()).toBeLessThan(200);
  });

  it.each([
    [400, '0.4 s'],
    [9_940, '9.9 s'],
    [42_000, '42 s'],
    [185_000, '3 min 05 s'],
    [3_725_000, '1 h 02 min'],
  ])('%i ms reads %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});

describe('progressOnFirstReport', () => {
  it('starts the report at the first update with the total it tells, once, and ends only what started', () => {
    const started: number[] = [];
    const seen: string[] = [];
    const start = (total: number) => {
      started.push(total);
      return { update: (d: number) => seen.push(`update ${d}`), done: () => seen.push('done') };
    };
    const idle = progressOnFirstReport(start);
    idle.done();
    expect({ started, seen }).toEqual({ started: [], seen: [] });
    const bar = progressOnFirstReport(start);
    bar.update(3, 40);
    bar.update(7, 40);
    bar.done();
    expect({ started, seen }).toEqual({ started: [40], seen: ['update 3', 'update 7', 'done'] });
  });
});
