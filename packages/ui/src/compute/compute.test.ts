// The compute layer through the in-process host: the protocol's replies, the client's cache, sharing,
// pool and cancellation, and typed errors — the same handlers a worker file serves.
import { describe, expect, it } from 'vitest';
import { CroupierError } from '@croupier/engine';
import {
  ComputeClient,
  ComputeError,
  createHost,
  inProcessWorker,
  transfer,
  type ComputeProgress,
  type ComputeReply,
  type TaskContext,
  type WorkerLike,
} from './index';

function deferred<T = void>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Test tasks, with a log of what the handlers saw (they run on this thread). */
function makeTasks() {
  const seen = {
    calls: [] as string[],
    started: new Map<string, ReturnType<typeof deferred<void>>>(),
    release: new Map<string, () => void>(),
    aborted: [] as string[],
  };
  const startedOf = (id: string) => {
    if (!seen.started.has(id)) seen.started.set(id, deferred());
    return seen.started.get(id)!;
  };
  const tasks = {
    count: (n: number, { progress }: TaskContext) => {
      seen.calls.push(`count ${n}`);
      for (let i = 1; i <= n; i++) progress(i, n);
      return n * 10;
    },
    half: (_: null, { progress }: TaskContext) => {
      progress(0.5);
      return 'half';
    },
    sum: (input: { rules: { a: number; b: number }; extra: number[] }) => {
      seen.calls.push('sum');
      return input.rules.a + input.rules.b + input.extra.reduce((x, y) => x + y, 0);
    },
    /** Runs until released or cancelled. */
    gate: (id: string, { signal, progress }: TaskContext) =>
      new Promise<string>((resolve, reject) => {
        seen.calls.push(`gate ${id}`);
        progress(1, 2, { stage: 'waiting' });
        seen.release.set(id, () => resolve(`${id} done`));
        signal.addEventListener('abort', () => {
          seen.aborted.push(id);
          reject(new Error('stopped'));
        });
        startedOf(id).resolve();
      }),
    failCoded: () => {
      throw new ComputeError('demo/bad-input', 'The input must be positive; got -1.');
    },
    failEngine: () => {
      throw new CroupierError({
        code: 'stud/odds-out-of-range',
        message: 'Payouts too large.',
        details: { max: 1000 },
      });
    },
    failPlain: () => {
      throw new TypeError('x is not a function');
    },
    buffers: (n: number) => {
      const a = Float64Array.from({ length: n }, (_, i) => i / 2);
      return transfer({ a }, [a.buffer]);
    },
  };
  return { tasks, seen, startedOf };
}

function setup(options: { size?: number; cancel?: 'terminate' | 'signal'; cacheSize?: number } = {}) {
  const { tasks, seen, startedOf } = makeTasks();
  let made = 0;
  const client = new ComputeClient<typeof tasks>({
    ...options,
    create: () => {
      made += 1;
      return inProcessWorker(tasks);
    },
  });
  return { client, seen, startedOf, made: () => made };
}

describe('the host', () => {
  it('replies progress, done and error in the protocol shape', async () => {
    const { tasks } = makeTasks();
    const replies: ComputeReply[] = [];
    const host = createHost(tasks, (r) => replies.push(r));
    host.receive({ type: 'run', id: 7, task: 'count', input: 2 });
    host.receive({ type: 'run', id: 8, task: 'nope', input: null });
    host.receive({ type: 'run', id: 9, task: 'failCoded', input: null });
    await Promise.resolve();
    await Promise.resolve();
    expect(replies.map((r) => (r.type === 'done' ? { ...r, ms: 0 } : r))).toEqual([
      { type: 'progress', id: 7, done: 1, total: 2 },
      { type: 'progress', id: 7, done: 2, total: 2 },
      {
        type: 'error',
        id: 8,
        error: { code: 'compute/unknown-task', message: expect.stringContaining('No task "nope"') },
      },
      { type: 'error', id: 9, error: { code: 'demo/bad-input', message: 'The input must be positive; got -1.' } },
      { type: 'done', id: 7, result: 20, ms: 0 },
    ]);
  });

  it('names the tasks it serves when asked for an unknown one', async () => {
    const replies: ComputeReply[] = [];
    createHost({ a: () => 1, b: () => 2 }, (r) => replies.push(r)).receive({ type: 'run', id: 1, task: 'c', input: 0 });
    await Promise.resolve();
    expect(replies).toEqual([
      { type: 'error', id: 1, error: { code: 'compute/unknown-task', message: 'No task "c"; served: a, b.' } },
    ]);
  });

  it('answers a cancel with cancelled once the handler has stopped', async () => {
    const { tasks, seen, startedOf } = makeTasks();
    const replies: ComputeReply[] = [];
    const host = createHost(tasks, (r) => replies.push(r));
    host.receive({ type: 'run', id: 3, task: 'gate', input: 'g' });
    await startedOf('g').promise;
    host.receive({ type: 'cancel', id: 3 });
    await Promise.resolve();
    await Promise.resolve();
    expect(seen.aborted).toEqual(['g']);
    expect(replies).toEqual([
      { type: 'progress', id: 3, done: 1, total: 2, detail: { stage: 'waiting' } },
      { type: 'cancelled', id: 3 },
    ]);
  });
});

describe('the client', () => {
  it('reports N progress steps for a handler that counts to N, then the result', async () => {
    const { client } = setup();
    const steps: ComputeProgress[] = [];
    const result = await client.run('count', 5, { onProgress: (p) => steps.push(p) });
    expect(result).toBe(50);
    expect(steps).toEqual([1, 2, 3, 4, 5].map((done) => ({ done, total: 5 })));
  });

  it('reports a fraction as done of 1', async () => {
    const { client } = setup();
    const steps: ComputeProgress[] = [];
    expect(await client.run('half', null, { onProgress: (p) => steps.push(p) })).toBe('half');
    expect(steps).toEqual([{ done: 0.5, total: 1 }]);
  });

  it('runs the same request twice once, whatever the order of the input’s fields', async () => {
    const { client, seen } = setup();
    const a = await client.run('sum', { rules: { a: 1, b: 2 }, extra: [3] });
    const b = await client.run('sum', { extra: [3], rules: { b: 2, a: 1 } });
    expect([a, b]).toEqual([6, 6]);
    expect(seen.calls).toEqual(['sum']);
    expect(client.peek('sum', { rules: { b: 2, a: 1 }, extra: [3] })?.result).toBe(6);
    expect(await client.run('sum', { rules: { a: 1, b: 2 }, extra: [4] })).toBe(7);
    expect(seen.calls).toEqual(['sum', 'sum']);
  });

  it('shares a running request between two callers: one handler run, both results', async () => {
    const { client, seen } = setup();
    const [a, b] = await Promise.all([client.run('count', 3), client.run('count', 3)]);
    expect([a, b]).toEqual([30, 30]);
    expect(seen.calls).toEqual(['count 3']);
  });

  it('keeps the most recent results only, up to cacheSize', async () => {
    const { client, seen } = setup({ cacheSize: 1 });
    await client.run('count', 1);
    await client.run('count', 2);
    await client.run('count', 2);
    await client.run('count', 1);
    expect(seen.calls).toEqual(['count 1', 'count 2', 'count 1']);
    expect(client.peek('count', 2)).toBeUndefined();
  });

  it('does not share or keep a request made with cache: false', async () => {
    const { client, seen } = setup();
    await client.run('count', 1, { cache: false });
    await client.run('count', 1, { cache: false });
    expect(seen.calls).toEqual(['count 1', 'count 1']);
    expect(client.peek('count', 1)).toBeUndefined();
  });

  it('rejects a cancelled request with an AbortError; its handler sees the signal aborted; the worker is free', async () => {
    const { client, seen, startedOf, made } = setup();
    const controller = new AbortController();
    const running = client.run('gate', 'g', { signal: controller.signal });
    await startedOf('g').promise;
    controller.abort();
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen.aborted).toEqual(['g']);
    // terminate mode: the worker was stopped, and the next request gets a new one.
    expect(client.workers).toBe(0);
    expect(await client.run('count', 2)).toBe(20);
    expect(made()).toBe(2);
    // A cancelled request is not kept: asking again runs it again.
    seen.started.delete('g');
    const again = client.run('gate', 'g');
    await startedOf('g').promise;
    seen.release.get('g')!();
    expect(await again).toBe('g done');
    expect(seen.calls.filter((c) => c === 'gate g')).toHaveLength(2);
  });

  it('with cancel: signal, tells the handler and keeps the worker', async () => {
    const { client, seen, startedOf, made } = setup({ cancel: 'signal' });
    const controller = new AbortController();
    const running = client.run('gate', 'h', { signal: controller.signal });
    await startedOf('h').promise;
    controller.abort();
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    expect(await client.run('count', 4)).toBe(40);
    expect(seen.aborted).toEqual(['h']);
    expect(made()).toBe(1);
  });

  it('rejects at once when the signal is aborted before the request', async () => {
    const { client, seen } = setup();
    await expect(client.run('count', 1, { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen.calls).toEqual([]);
  });

  it('cancels a shared request only when every caller has cancelled', async () => {
    const { client, seen, startedOf } = setup();
    const one = new AbortController();
    const two = new AbortController();
    const a = client.run('gate', 's', { signal: one.signal });
    const b = client.run('gate', 's', { signal: two.signal });
    await startedOf('s').promise;
    one.abort();
    await expect(a).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen.aborted).toEqual([]);
    seen.release.get('s')!();
    expect(await b).toBe('s done');
    expect(seen.calls).toEqual(['gate s']);
  });

  it('a late caller of a running request is told its progress at once', async () => {
    const { client, seen, startedOf } = setup();
    const first = client.run('gate', 'p');
    await startedOf('p').promise;
    // The progress reply is on its way; the first caller's promise sees it in a microtask.
    await Promise.resolve();
    const steps: ComputeProgress[] = [];
    const second = client.run('gate', 'p', { onProgress: (p) => steps.push(p) });
    expect(steps).toEqual([{ done: 1, total: 2, detail: { stage: 'waiting' } }]);
    seen.release.get('p')!();
    expect(await Promise.all([first, second])).toEqual(['p done', 'p done']);
  });

  it('runs on a pool: two at once on two workers, the third when one is free', async () => {
    const { client, seen, startedOf, made } = setup({ size: 2 });
    const a = client.run('gate', 'a');
    const b = client.run('gate', 'b');
    const c = client.run('gate', 'c');
    await Promise.all([startedOf('a').promise, startedOf('b').promise]);
    expect(seen.calls).toEqual(['gate a', 'gate b']);
    expect(client.workers).toBe(2);
    seen.release.get('b')!();
    expect(await b).toBe('b done');
    await startedOf('c').promise;
    expect(seen.calls).toEqual(['gate a', 'gate b', 'gate c']);
    seen.release.get('a')!();
    seen.release.get('c')!();
    expect(await Promise.all([a, c])).toEqual(['a done', 'c done']);
    expect(made()).toBe(2);
  });

  it('warm() makes every worker of the pool before the first request', async () => {
    const { client, made } = setup({ size: 3 });
    client.warm();
    expect([client.workers, made()]).toEqual([3, 3]);
    expect(await Promise.all([client.run('count', 1), client.run('count', 2)])).toEqual([10, 20]);
    expect(made()).toBe(3);
  });

  it('drops a queued request that is cancelled before it starts', async () => {
    const { client, seen, startedOf } = setup();
    const a = client.run('gate', 'first');
    const controller = new AbortController();
    const queued = client.run('count', 9, { signal: controller.signal });
    await startedOf('first').promise;
    controller.abort();
    await expect(queued).rejects.toMatchObject({ name: 'AbortError' });
    seen.release.get('first')!();
    await a;
    expect(await client.run('count', 1)).toBe(10);
    expect(seen.calls).toEqual(['gate first', 'count 1']);
  });

  it.each([
    { task: 'failCoded', code: 'demo/bad-input', message: 'The input must be positive; got -1.', details: undefined },
    {
      task: 'failEngine',
      code: 'stud/odds-out-of-range',
      message: 'Payouts too large.',
      details: { code: 'stud/odds-out-of-range', message: 'Payouts too large.', details: { max: 1000 } },
    },
    { task: 'failPlain', code: 'compute/failed', message: 'x is not a function', details: undefined },
  ] as const)('rejects a failing $task with a typed ComputeError ($code)', async ({ task, code, message, details }) => {
    const { client } = setup();
    const e = await client.run(task, undefined as never).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ComputeError);
    expect(e).toMatchObject({ name: 'ComputeError', code, message });
    expect((e as ComputeError).details).toEqual(details);
  });

  it('tries a failed request again next time (errors are not kept)', async () => {
    const { client } = setup();
    await expect(client.run('failPlain', undefined as never)).rejects.toMatchObject({ code: 'compute/failed' });
    expect(client.peek('failPlain', undefined as never)).toBeUndefined();
  });

  it('rejects with compute/worker-failed when the worker does not load, and tries a new one next time', async () => {
    let made = 0;
    const broken = (): WorkerLike => {
      made += 1;
      const w: WorkerLike = {
        onmessage: null,
        onerror: null,
        postMessage: () => queueMicrotask(() => w.onerror?.({ message: '' } as ErrorEvent)),
        terminate: () => undefined,
      };
      return w;
    };
    const client = new ComputeClient<{ x: (n: number) => number }>({ create: broken });
    await expect(client.run('x', 1)).rejects.toMatchObject({
      code: 'compute/worker-failed',
      message: 'The worker failed to load or crashed.',
    });
    await expect(client.run('x', 1)).rejects.toMatchObject({ code: 'compute/worker-failed' });
    expect(made).toBe(2);
  });

  it('refuses an input that is not plain data with compute/bad-input, and keeps the worker free', async () => {
    const { client, seen } = setup();
    const e = await client.run('count', (() => 3) as never).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ComputeError);
    expect((e as ComputeError).code).toBe('compute/bad-input');
    expect((e as ComputeError).message).toMatch(
      /^The input of task "count" cannot be sent to a worker .*; send plain data: /u,
    );
    expect(seen.calls).toEqual([]);
    expect(await client.run('count', 3)).toBe(30);
  });

  it('moves a result’s buffers marked with transfer intact', async () => {
    const { client } = setup();
    const { a } = await client.run('buffers', 4);
    expect([...a]).toEqual([0, 0.5, 1, 1.5]);
  });

  it('dispose rejects waiting requests with AbortError and stops the workers', async () => {
    const { client, seen, startedOf } = setup();
    const a = client.run('gate', 'd');
    await startedOf('d').promise;
    client.dispose();
    await expect(a).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen.aborted).toEqual(['d']);
    expect(client.workers).toBe(0);
  });

  it('times the handler: runTimed gives the result and a duration of zero or more', async () => {
    const { client } = setup();
    const t = await client.runTimed('count', 2);
    expect(t.result).toBe(20);
    expect(t.ms).toBeGreaterThanOrEqual(0);
  });
});
