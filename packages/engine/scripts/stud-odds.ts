/**
 * Offline generator of the stud odds data: the exact house edge and element of risk under optimal
 * play of classic Caribbean stud, of the text's game without and with the exchange, and the optimal
 * strategy of every class of player hands (134,459 classes up to suits).
 *
 * Run by hand (two workers by default, progress on stderr, resumable from a checkpoint):
 *   cd packages/engine && node --conditions=source --import tsx scripts/stud-odds.ts [--workers 2] [--budget-min 60]
 * Writes `packages/paytables/src/stud-data/odds.ts` and `strategy.ts`. With a time budget that runs out
 * before every class is done, the exchange figures are written as an estimate over a uniformly random
 * sample of classes, with a 95% confidence interval and a rigorous one-sided bound.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { seededRng, shuffleInPlace } from '../src/rng/index.js';
import { handClasses, cardsOfKey } from '../src/stud/analysis/classes.js';
import { choose, countTables } from '../src/stud/analysis/counts.js';
import { handTotals, payUnits, raiseTotalWithUpCard } from '../src/stud/analysis/ev.js';
import { resolveRulesOrThrow } from '../src/stud/rules.js';

const rules = resolveRulesOrThrow({ preset: 'seed' });
const pay = payUnits(rules);
const N47 = choose(47, 5);
const N46_4 = choose(46, 4);

interface Task {
  readonly phase: 1 | 2;
  readonly indices: number[];
}

if (!isMainThread) {
  const { keys } = workerData as { keys: Float64Array };
  countTables();
  parentPort!.on('message', (task: Task) => {
    const out: number[] = [];
    for (const i of task.indices) {
      const hand = cardsOfKey(keys[i]!);
      if (task.phase === 1) {
        const t = handTotals(hand, pay, 0);
        let car = 0;
        let carRaises = 0;
        const fold = -pay.scale * N46_4;
        for (let u = 0; u < 52; u++) {
          if (hand.includes(u)) continue;
          const v = raiseTotalWithUpCard(hand, u, pay);
          if (v > fold) {
            car += v;
            carRaises++;
          } else car += fold;
        }
        out.push(i, t.raise, car, carRaises);
      } else {
        const t = handTotals(hand, pay, 2);
        out.push(i);
        for (const o of t.one) out.push(o.total, o.raises);
        for (const o of t.two) out.push(o.total, o.raises);
      }
    }
    parentPort!.postMessage({ phase: task.phase, out });
  });
} else {
  await main();
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const opt = (name: string, dflt: number): number => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? Number(args[i + 1]) : dflt;
  };
  const workers = opt('workers', 2);
  const budgetMs = opt('budget-min', 600) * 60_000;
  const started = Date.now();
  const checkpoint = '/tmp/stud-odds-checkpoint.json';

  process.stderr.write('stud-odds: enumerating hand classes…\n');
  const { keys, weights } = handClasses();
  const n = keys.length;
  const order = shuffleInPlace(
    seededRng('stud-odds'),
    Array.from({ length: n }, (_, i) => i),
  );

  const raiseTot = new Float64Array(n);
  const carTot = new Float64Array(n);
  const carRaises = new Float64Array(n);
  const ex = new Float64Array(n * 30); // per class: 5 × (total, raises), then 10 × (total, raises)
  const done1 = new Uint8Array(n);
  const done2 = new Uint8Array(n);
  if (existsSync(checkpoint)) {
    const cp = JSON.parse(readFileSync(checkpoint, 'utf8')) as Record<string, number[]>;
    if (cp.n?.[0] === n) {
      raiseTot.set(cp.raiseTot!);
      carTot.set(cp.carTot!);
      carRaises.set(cp.carRaises!);
      ex.set(cp.ex!);
      done1.set(cp.done1!);
      done2.set(cp.done2!);
      process.stderr.write(`stud-odds: resumed from ${checkpoint}\n`);
    }
  }
  const save = (): void => {
    writeFileSync(
      checkpoint,
      JSON.stringify({
        n: [n],
        raiseTot: [...raiseTot],
        carTot: [...carTot],
        carRaises: [...carRaises],
        ex: [...ex],
        done1: [...done1],
        done2: [...done2],
      }),
    );
  };

  if (args.includes('--write-only')) {
    writeData(keys, weights, { raiseTot, carTot, carRaises, ex, done1, done2 });
    return;
  }
  const pool = Array.from(
    { length: workers },
    () =>
      new Worker(
        `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(import.meta.url)}); });`,
        { eval: true, workerData: { keys }, execArgv: ['--conditions=source'] },
      ),
  );
  const runPhase = async (phase: 1 | 2, chunk: number): Promise<void> => {
    const todo = order.filter((i) => !(phase === 1 ? done1 : done2)[i]);
    let next = 0;
    let finished = n - todo.length;
    let lastSave = Date.now();
    const t0 = Date.now();
    const base = finished;
    await Promise.all(
      pool.map(
        (w) =>
          new Promise<void>((resolve) => {
            const send = (): void => {
              if (next >= todo.length || Date.now() - started > budgetMs) {
                w.off('message', onMsg);
                resolve();
                return;
              }
              w.postMessage({ phase, indices: todo.slice(next, next + chunk) });
              next += chunk;
            };
            const onMsg = (msg: { phase: number; out: number[] }): void => {
              const o = msg.out;
              if (phase === 1) {
                for (let k = 0; k < o.length; k += 4) {
                  const i = o[k]!;
                  raiseTot[i] = o[k + 1]!;
                  carTot[i] = o[k + 2]!;
                  carRaises[i] = o[k + 3]!;
                  done1[i] = 1;
                  finished++;
                }
              } else {
                for (let k = 0; k < o.length; k += 31) {
                  const i = o[k]!;
                  for (let j = 0; j < 30; j++) ex[i * 30 + j] = o[k + 1 + j]!;
                  done2[i] = 1;
                  finished++;
                }
              }
              const el = (Date.now() - t0) / 1000;
              const rate = (finished - base) / Math.max(el, 1e-3);
              process.stderr.write(
                `\rstud-odds phase ${phase}: ${finished}/${n} classes (${((100 * finished) / n).toFixed(1)}%), ${rate.toFixed(1)}/s, ETA ${((n - finished) / Math.max(rate, 1e-9) / 60).toFixed(1)} min   `,
              );
              if (Date.now() - lastSave > 30_000) {
                save();
                lastSave = Date.now();
              }
              send();
            };
            w.on('message', onMsg);
            send();
          }),
      ),
    );
    save();
    process.stderr.write('\n');
  };

  await runPhase(1, 200);
  await runPhase(2, 20);
  await Promise.all(pool.map((w) => w.terminate()));
  writeData(keys, weights, { raiseTot, carTot, carRaises, ex, done1, done2 });
  process.stderr.write(`stud-odds: done in ${((Date.now() - started) / 60000).toFixed(1)} min\n`);
}

// ---------------------------------------------------------------------------------------------

function gcd(a: bigint, b: bigint): bigint {
  a = a < 0n ? -a : a;
  while (b) [a, b] = [b, a % b];
  return a;
}
function fracStr(num: bigint, den: bigint): string {
  const g = gcd(num, den) || 1n;
  return `${num / g}/${den / g}`;
}
function toNum(num: bigint, den: bigint): number {
  const scale = 10n ** 18n;
  return Number((num * scale) / den) / 1e18;
}

interface Results {
  raiseTot: Float64Array;
  carTot: Float64Array;
  carRaises: Float64Array;
  ex: Float64Array;
  done1: Uint8Array;
  done2: Uint8Array;
}

function writeData(keys: Float64Array, weights: Uint8Array, r: Results): void {
  const n = keys.length;
  const S = BigInt(pay.scale);
  const HANDS = 2598960n;
  const n47 = BigInt(N47);
  const d1 = BigInt(47 * choose(46, 5));
  const d2 = BigInt(1081 * choose(45, 5));
  // One denominator for every option's total (in units): lcm(N47, 47·C(46,5), 1081·C(45,5)).
  const lcm = (a: bigint, b: bigint): bigint => (a / gcd(a, b)) * b;
  const L = lcm(lcm(n47, d1), d2);
  const f1 = BigInt(pay.fee[1]);
  const f2 = BigInt(pay.fee[2]);

  // Option values as numerators over L·S (units), and raise chances over 1081.
  const codesSeed = new Uint8Array(n);
  const codesCasino = new Uint8Array(n);
  let seedSum = 0n;
  let casinoSum = 0n;
  let noExSum = 0n;
  let seedRaise = 0n;
  let casinoRaise = 0n;
  let noExRaise = 0n;
  let carSum = 0n;
  let carRaise = 0n;
  let lowerSeedSum = 0n; // for the bound: undone classes take max(fold, raise, one-card)
  const samples: { w: number; v: number; c: number; rs: number; rc: number }[] = [];
  let lowerCasinoSum = 0n;
  let allDone2 = true;
  for (let i = 0; i < n; i++) {
    if (!r.done1[i]) throw new Error('phase 1 unfinished: cannot write data');
    const w = BigInt(weights[i]!);
    const fold = -L * S;
    const raise = (BigInt(r.raiseTot[i]!) * L) / n47;
    const opts: { v: bigint; code: number; rc: bigint }[] = [
      { v: fold, code: 0, rc: 0n },
      { v: raise, code: 1, rc: 1081n },
    ];
    const bestOf = (list: { v: bigint; code: number; rc: bigint }[]): { v: bigint; code: number; rc: bigint } =>
      list.reduce((a, b) => (b.v > a.v ? b : a));
    const noEx = bestOf(opts);
    noExSum += w * noEx.v;
    noExRaise += w * noEx.rc;
    carSum += w * BigInt(r.carTot[i]!);
    carRaise += w * BigInt(r.carRaises[i]!);
    if (r.done2[i]) {
      const one = [0, 1, 2, 3, 4].map((k) => ({
        v: ((BigInt(r.ex[i * 30 + 2 * k]!) - f1 * d1) * L) / d1,
        code: 2 + k,
        rc: BigInt(r.ex[i * 30 + 2 * k + 1]!) * 23n,
      }));
      const two = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((k) => ({
        v: ((BigInt(r.ex[i * 30 + 10 + 2 * k]!) - f2 * d2) * L) / d2,
        code: 7 + k,
        rc: BigInt(r.ex[i * 30 + 10 + 2 * k + 1]!),
      }));
      const cas = bestOf([...opts, ...one]);
      const sd = bestOf([...opts, ...one, ...two]);
      codesSeed[i] = sd.code;
      codesCasino[i] = cas.code;
      seedSum += w * sd.v;
      casinoSum += w * cas.v;
      seedRaise += w * sd.rc;
      casinoRaise += w * cas.rc;
      samples.push({
        w: weights[i]!,
        // The gain of the exchange over the best of fold and raise (a control variate: small, often 0).
        v: toNum(sd.v - noEx.v, L * S),
        c: toNum(cas.v - noEx.v, L * S),
        rs: Number(sd.rc) / 1081,
        rc: Number(cas.rc) / 1081,
      });
    } else {
      allDone2 = false;
      codesSeed[i] = 255;
      codesCasino[i] = 255;
      lowerSeedSum += w * noEx.v;
      lowerCasinoSum += w * noEx.v;
    }
  }
  const figure = (sum: bigint, den: bigint, raiseNum: bigint, raiseDen: bigint): Record<string, unknown> => {
    // Player EV per ante = sum / den; house edge = −that. Element of risk: per ante + raise wagered.
    const he = -sum;
    const wagerNum = raiseDen + BigInt(rules.raiseMultiple) * raiseNum; // over raiseDen
    return {
      houseEdge: fracStr(he, den),
      houseEdgeValue: toNum(he, den),
      elementOfRisk: fracStr(he * raiseDen, den * wagerNum),
      elementOfRiskValue: toNum(he * raiseDen, den * wagerNum),
      raiseChance: fracStr(raiseNum, raiseDen),
      raiseChanceValue: toNum(raiseNum, raiseDen),
    };
  };
  const out: Record<string, unknown> = {
    computedWith: {
      paytable: rules.paytable,
      antePays: rules.antePays,
      raiseMultiple: rules.raiseMultiple,
      qualifier: rules.qualifier,
      feeOneCard: rules.feeOneCard,
      feeTwoCards: rules.feeTwoCards,
    },
    caribbean: { ...figure(carSum, S * BigInt(47 * N46_4) * HANDS, carRaise, 47n * HANDS), exact: true },
    noExchange: { ...figure(noExSum, L * S * HANDS, noExRaise, 1081n * HANDS), exact: true },
  };
  if (allDone2) {
    out.seed = { ...figure(seedSum, L * S * HANDS, seedRaise, 1081n * HANDS), exact: true };
    out.casino = { ...figure(casinoSum, L * S * HANDS, casinoRaise, 1081n * HANDS), exact: true };
  } else {
    // Ratio estimates over the random sample of classes, weighted by hands, with 95% intervals.
    const m = samples.length;
    const estimate = (pick: (x: (typeof samples)[number]) => number): { mean: number; se: number } => {
      let sw = 0;
      let swv = 0;
      for (const x of samples) {
        sw += x.w;
        swv += x.w * pick(x);
      }
      const mean = swv / sw;
      let ss = 0;
      for (const x of samples) ss += (x.w * (pick(x) - mean)) ** 2;
      const se = (Math.sqrt((ss / (m - 1)) * m) / sw) * Math.sqrt(1 - m / n);
      return { mean, se };
    };
    const noExEdge = toNum(-noExSum, L * S * HANDS);
    const approx = (
      v: (x: (typeof samples)[number]) => number,
      rc: (x: (typeof samples)[number]) => number,
      lower: bigint,
      done: bigint,
    ): Record<string, unknown> => {
      const e = estimate(v);
      const r = estimate(rc);
      const he = noExEdge - e.mean;
      return {
        exact: false,
        classesDone: m,
        classes: n,
        houseEdgeValue: he,
        houseEdgeCi95: [he - 1.96 * e.se, he + 1.96 * e.se],
        houseEdgeAtMost: toNum(-(done + lower), L * S * HANDS),
        elementOfRiskValue: he / (1 + rules.raiseMultiple * r.mean),
        raiseChanceValue: r.mean,
        note: `The exact edge without exchange minus the exchange's gain, estimated over a uniformly random sample of ${m} of the ${n} hand classes (ratio estimator weighted by hands, 95% interval); houseEdgeAtMost is a rigorous bound (the classes not computed counted at the better of fold and raise).`,
      };
    };
    out.seed = approx(
      (x) => x.v,
      (x) => x.rs,
      lowerSeedSum,
      seedSum,
    );
    out.casino = approx(
      (x) => x.c,
      (x) => x.rc,
      lowerCasinoSum,
      casinoSum,
    );
  }
  const dir = fileURLToPath(new URL('../../paytables/src/stud-data/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    `${dir}odds.ts`,
    `/**\n * Stud odds under optimal play, per ante, generated by \`packages/engine/scripts/stud-odds.ts\` (do not edit).\n *\n * @module\n */\n\n/** The figures and the payouts they were computed with. */\nexport const STUD_ODDS = ${JSON.stringify(out, null, 2)} as const;\n`,
  );
  const b64 = (bytes: Uint8Array): string =>
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
  const keys32 = Uint32Array.from(keys);
  writeFileSync(
    `${dir}strategy.ts`,
    `/**\n * The optimal decision for every class of player hands (up to suits), generated by\n * \`packages/engine/scripts/stud-odds.ts\` (do not edit). Keys: canonical hands packed in base 52,\n * little-endian uint32, ascending. Codes: 0 fold, 1 raise, 2–6 exchange card i of the canonical\n * (ascending) hand, 7–16 exchange the pair 01, 02, 03, 04, 12, 13, 14, 23, 24, 34; 255 not computed.\n *\n * @module\n */\n\n/** Canonical keys (base64 of little-endian uint32). */\nexport const STUD_STRATEGY_KEYS: string = '${b64(new Uint8Array(keys32.buffer))}';\n\n/** Optimal codes under the text's rules (exchange of one or two cards). */\nexport const STUD_STRATEGY_SEED: string = '${b64(codesSeed)}';\n\n/** Optimal codes with the one-card exchange only (preset casino). */\nexport const STUD_STRATEGY_CASINO: string = '${b64(codesCasino)}';\n`,
  );
  process.stderr.write(`stud-odds: wrote ${dir}odds.ts and strategy.ts\n${JSON.stringify(out, null, 2)}\n`);
}
