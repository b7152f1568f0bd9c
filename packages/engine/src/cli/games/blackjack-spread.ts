/**
 * `croupier spread blackjack`: a bet ramp priced from the bet-ramp model (`precomputeSpread` and
 * `evaluateRamp`), and with `--simulate N` dealt card by card on worker threads (`simulateRampInWorkers`)
 * with the 99 % intervals printed beside the model. Node only; options in `src/cli/options.ts`, the
 * `--json` shape in `contracts/spread.schema.json`.
 *
 * @module
 */
import { BLACKJACK_INDEX_TABLES } from '@croupier/paytables/blackjack-indices';
import { palette, table } from '../format.js';
import { rulesFromArgs } from '../rules-args.js';
import { progressOnFirstReport } from '../progress.js';
import type { CommandContext, CommandOutput } from '../types.js';
import { orThrow } from '../../result/index.js';
import { sameRules } from '../../rules-key.js';
import { analyse } from '../../blackjack/analysis/edge.js';
import { precomputeSpread } from '../../blackjack/counting/betting/model.js';
import { checkRampOptions, evaluateRamp, parseRamp, type RampOptions } from '../../blackjack/counting/betting/ramp.js';
import type { RampSimulation } from '../../blackjack/counting/betting/simulate.js';
import { computeIndexTableInWorkers, defaultWorkers, simulateRampInWorkers } from '../../blackjack/counting/node.js';
import type { PlayableIndexTable } from '../../blackjack/counting/simulate.js';
import { systemFromOptions } from './blackjack-counting.js';
import { decisionLabel } from './blackjack-counting.js';

const f2 = (x: number) => x.toFixed(2);
const ci = (x: readonly [number, number]) => `[${f2(x[0])}, ${f2(x[1])}]`;

/** `croupier spread blackjack`. */
export async function spreadCommand(ctx: CommandContext): Promise<CommandOutput> {
  const { preset, rules } = rulesFromArgs('blackjack', ctx.args);
  const o = ctx.options;
  const system = systemFromOptions(o);
  const workers = o.int('workers') ?? defaultWorkers();
  const penetration = o.number('penetration')!;
  const spots = o.int('spots')!;
  const ramp = orThrow(parseRamp(o.text('ramp')!));
  const opt = <T>(name: string, v: T | undefined) => (v === undefined ? {} : { [name]: v });
  const rampOptions: RampOptions = {
    bankroll: o.number('bankroll')!,
    min: o.int('min')!,
    max: o.int('max')!,
    unit: o.int('unit')!,
    ramp,
    roundsPerHour: o.number('rounds-per-hour')!,
    risk: o.number('risk')!,
    ...opt('spread', o.number('spread')),
    ...opt('wongIn', o.int('wong-in')),
    ...opt('wongOut', o.int('wong-out')),
    ...opt('trip', o.int('trip')),
    ...opt('goal', o.number('goal')),
  };
  // A bad option is said before the chart, the index table and the model are computed (minutes for some rules).
  orThrow(checkRampOptions(rampOptions));
  const chart = analyse(rules).chart;
  // The index table: none, the shipped one when the rules and system are a shipped table's, else computed.
  let indices: PlayableIndexTable | null = null;
  let indicesFrom: 'none' | 'shipped' | 'computed' = 'none';
  if (!o.flag('no-indices')) {
    const shipped = Object.values(BLACKJACK_INDEX_TABLES).find(
      (t) => sameRules(t.hilo.rules, rules) && system.id === 'hilo',
    );
    if (shipped) {
      indices = shipped.hilo;
      indicesFrom = 'shipped';
    } else {
      const bar = progressOnFirstReport((n) => ctx.progress(n, 'index table'));
      indices = await computeIndexTableInWorkers(rules, system, {
        chart,
        workers,
        penetration,
        continuation: 'chart',
        onProgress: (d, n) => bar.update(d, n),
      });
      bar.done();
      indicesFrom = 'computed';
    }
  }
  const barM = ctx.progress(5, 'model');
  const model = orThrow(
    precomputeSpread(rules, system, { penetration, spots, chart, indices, onProgress: (d) => barM.update(d) }),
  );
  barM.done();
  const report = orThrow(evaluateRamp(model, rampOptions));
  const rounds = o.int('simulate');
  let sim: RampSimulation | undefined;
  if (rounds !== undefined) {
    const bar = progressOnFirstReport((n) => ctx.progress(n, 'simulating'));
    sim = orThrow(
      await simulateRampInWorkers(model, rampOptions, rounds, o.seed(), {
        workers,
        onProgress: (d, n) => bar.update(d, n),
      }),
    );
    bar.done();
  }

  const json = {
    game: 'blackjack',
    preset,
    rules,
    system: { id: system.id, name: system.name, tags: system.tags, rounding: system.rounding },
    penetration,
    spots,
    indices: indicesFrom,
    model: {
      roundsPerShoe: model.roundsPerShoe,
      cardsPerRound: model.cardsPerRound,
      correlation: model.correlation,
    },
    ramp: typeof ramp === 'string' ? ramp : ramp.map((s) => ({ trueCount: s.trueCount, bet: s.bet })),
    bankroll: rampOptions.bankroll,
    min: rampOptions.min,
    max: rampOptions.max,
    rows: report.rows,
    evPerRound: report.evPerRound,
    sdPerRound: report.sdPerRound,
    winPer100: report.winPer100,
    sdPer100: report.sdPer100,
    winPerHour: report.winPerHour,
    sdPerHour: report.sdPerHour,
    averageBet: report.averageBet,
    played: report.played,
    di: report.di,
    score: report.score,
    n0: Number.isFinite(report.n0) ? report.n0 : null,
    risk: report.risk,
    ...opt('tripRisk', report.tripRisk),
    ...opt('goalRisk', report.goalRisk),
    targetRisk: report.targetRisk,
    bankrollForRisk: Number.isFinite(report.bankrollForRisk) ? report.bankrollForRisk : null,
    deviations: report.deviations.map((d) => ({
      kind: d.deviation.kind,
      ...(d.deviation.decision ? { decision: decisionLabel(d.deviation.decision) } : {}),
      deviation: d.deviation.deviation,
      index: d.deviation.index,
      direction: d.deviation.direction,
      gainPer100: d.gainPer100,
    })),
    ...(sim ? { simulation: { seed: String(o.seed()), ...sim } } : {}),
  };

  const c = palette(ctx.color);
  const lines: string[] = [];
  lines.push(
    `${c.bold(`${system.name} bet ramp`)} — preset ${preset}, ${rules.decks} deck(s), ${Math.round(penetration * 100)}% penetration, ${spots} spot(s), ${indicesFrom === 'none' ? 'the chart only' : `indices (${indicesFrom})`}`,
  );
  lines.push(
    `bankroll ${rampOptions.bankroll}, bets ${rampOptions.min}–${rampOptions.max}, ramp ${typeof ramp === 'string' ? ramp : o.text('ramp')}; ${model.roundsPerShoe} rounds per shoe in the model`,
  );
  lines.push('');
  lines.push(
    table(
      ['TC', 'rounds %', 'EV %', 'SD', 'bet', 'spots'],
      report.rows
        .filter((r) => r.p > 5e-4)
        .map((r) => [
          String(r.trueCount),
          (100 * r.p).toFixed(2),
          (100 * r.ev).toFixed(2),
          r.sd.toFixed(3),
          String(r.bet),
          String(r.spots),
        ]),
      'rrrrrr',
    ),
  );
  lines.push('');
  const head = sim ? ['', 'model', `simulation (${sim.rounds} rounds, 99% interval)`] : ['', 'model'];
  const rows: string[][] = [
    ['win per 100 rounds', f2(report.winPer100), ...(sim ? [`${f2(sim.winPer100)} ${ci(sim.winPer100Ci99)}`] : [])],
    ['SD per 100 rounds', f2(report.sdPer100), ...(sim ? [`${f2(sim.sdPer100)} ${ci(sim.sdPer100Ci99)}`] : [])],
    ['average bet', f2(report.averageBet), ...(sim ? [f2(sim.averageBet)] : [])],
    ['win per hour', f2(report.winPerHour)],
    ['DI', f2(report.di)],
    ['SCORE', f2(report.score)],
    ['N0 (rounds)', Number.isFinite(report.n0) ? report.n0.toFixed(0) : '∞'],
    ['risk of ruin', `${(100 * report.risk).toFixed(2)}%`],
    [`bankroll for ${(100 * report.targetRisk).toFixed(1)}% risk`, f2(report.bankrollForRisk)],
  ];
  if (report.tripRisk !== undefined) rows.push(['risk of ruin in the trip', `${(100 * report.tripRisk).toFixed(2)}%`]);
  if (report.goalRisk !== undefined)
    rows.push(['risk of ruin before the goal', `${(100 * report.goalRisk).toFixed(2)}%`]);
  if (sim?.spotCorrelation != null)
    rows.push(['spot correlation', model.correlation.toFixed(4), sim.spotCorrelation.toFixed(4)]);
  lines.push(table(head, rows, sim ? 'lrl' : 'lr'));
  return { text: lines.join('\n') + '\n', json };
}
