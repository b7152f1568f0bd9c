/**
 * The worker thread of `@croupier/engine/stud/node`: runs shards of the exact analysis it is sent and
 * posts back their totals (transferred, not copied).
 *
 * @module
 */
import { parentPort } from 'node:worker_threads';
import { type ShardJob, computeShard } from '../analysis/shard.js';

parentPort?.on('message', (job: ShardJob) => {
  const r = computeShard(job);
  parentPort!.postMessage({ from: job.from, totals: r.totals, raises: r.raises }, [
    r.totals.buffer as ArrayBuffer,
    r.raises.buffer as ArrayBuffer,
  ]);
});
