// @vitest-environment happy-dom
// The useCompute hook through the in-process host: idle, running with progress, done, error, and the
// cancel on a new input and on unmount.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { ComputeClient, ComputeError, inProcessWorker, useCompute, type ComputeState, type TaskContext } from './index';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function setup() {
  const seen = { calls: [] as number[], aborted: [] as number[], release: new Map<number, () => void>() };
  const tasks = {
    /** Reports half-way, then waits to be released (or cancelled). */
    square: (n: number, { progress, signal }: TaskContext) =>
      new Promise<number>((resolve, reject) => {
        seen.calls.push(n);
        if (n < 0) throw new ComputeError('demo/negative', `No negative numbers; got ${n}.`);
        progress(1, 2);
        seen.release.set(n, () => resolve(n * n));
        signal.addEventListener('abort', () => {
          seen.aborted.push(n);
          reject(new Error('stopped'));
        });
      }),
  };
  const client = new ComputeClient<typeof tasks>({ create: () => inProcessWorker(tasks), cancel: 'signal' });
  const states: ComputeState<number>[] = [];
  let last: ComputeState<number> = { status: 'idle' };
  const Probe = ({ n }: { n: number | null }) => {
    last = useCompute(client, 'square', n);
    states.push(last);
    return null;
  };
  const root = createRoot(document.createElement('div'));
  const render = (n: number | null) => act(() => root.render(<Probe n={n} />));
  unmounts.push(() => act(() => root.unmount()));
  /** Waits (without timers) until the hook's state passes the test. */
  const until = async (ok: (s: ComputeState<number>) => boolean) => {
    for (let i = 0; i < 1000 && !ok(last); i++) await act(() => new Promise<void>((r) => setTimeout(r, 0)));
    return last;
  };
  return { client, seen, render, until, unmount: () => act(() => root.unmount()), get: () => last, states };
}
const unmounts: (() => void)[] = [];
afterEach(() => {
  for (const u of unmounts.splice(0)) u();
});

describe('useCompute', () => {
  it('is idle without input', async () => {
    const t = setup();
    await t.render(null);
    expect(t.get()).toEqual({ status: 'idle' });
    expect(t.seen.calls).toEqual([]);
  });

  it('goes running, running with progress, then done with the result', async () => {
    const t = setup();
    await t.render(3);
    expect(t.get()).toEqual({ status: 'running', progress: null });
    expect(await t.until((s) => s.status === 'running' && s.progress !== null)).toEqual({
      status: 'running',
      progress: { done: 1, total: 2 },
    });
    t.seen.release.get(3)!();
    expect(await t.until((s) => s.status === 'done')).toMatchObject({ status: 'done', result: 9 });
  });

  it('starts done when the client has the result', async () => {
    const t = setup();
    const p = t.client.run('square', 4);
    await t.until(() => t.seen.release.has(4));
    t.seen.release.get(4)!();
    await p;
    await t.render(4);
    expect(t.states[0]).toMatchObject({ status: 'done', result: 16 });
    expect(t.seen.calls).toEqual([4]);
  });

  it('cancels the old request when the input changes', async () => {
    const t = setup();
    await t.render(5);
    await t.until(() => t.seen.calls.includes(5));
    await t.render(6);
    await t.until(() => t.seen.calls.includes(6));
    expect(t.seen.aborted).toEqual([5]);
    t.seen.release.get(6)!();
    expect(await t.until((s) => s.status === 'done')).toMatchObject({ status: 'done', result: 36 });
  });

  it('cancels on unmount', async () => {
    const t = setup();
    await t.render(7);
    await t.until(() => t.seen.calls.includes(7));
    await t.unmount();
    await t.until(() => t.seen.aborted.length > 0);
    expect(t.seen.aborted).toEqual([7]);
  });

  it('shows a typed error', async () => {
    const t = setup();
    await t.render(-2);
    expect(await t.until((s) => s.status === 'error')).toEqual({
      status: 'error',
      error: { code: 'demo/negative', message: 'No negative numbers; got -2.' },
    });
  });
});
