/**
 * The `croupier` commands of blackjack: `odds`, `strategy`, `simulate`, and the counting commands
 * `indices` and `eor` (in `blackjack-counting.ts`, loaded when used).
 *
 * @module
 */
import { intOption, UsageError, type CliArgs } from '../args.js';
import { palette, pct, progressBar, renderOdds, table } from '../format.js';
import type { CommandContext, CommandOutput, GameCommands } from '../types.js';
import { orThrow } from '../../result/index.js';
import { seededRng } from '../../rng/index.js';
import { analyse } from '../../blackjack/analysis/edge.js';
import { odds } from '../../blackjack/analysis/odds.js';
import type { Chart, ChartAction } from '../../blackjack/analysis/player.js';
import { CHART_UP_CARDS, chartRows, chartValueLabel } from '../../blackjack/chart.js';
import { simulateChart } from '../../blackjack/analysis/simulate.js';
import { resolveRules, type BlackjackPresetId, type BlackjackRules } from '../../blackjack/rules.js';

const PRESETS = ['seed', 'casino'];

/** Short names accepted by `--set` for the rules people toggle most (`--set das=false`, `--set h17=true`). */
export const RULE_ALIASES: Readonly<Record<string, string>> = {
  das: 'doubleAfterSplit',
  h17: 'dealerHitsSoft17',
  decks: 'decks',
};

function expandAlias(assignment: string): string {
  const eq = assignment.indexOf('=');
  if (eq <= 0) return assignment;
  const key = assignment.slice(0, eq).trim();
  const full = RULE_ALIASES[key];
  return full ? `${full}=${assignment.slice(eq + 1)}` : assignment;
}

/**
 * Resolves the rules from `--preset`, `--decks` and `--set key=value` (short names: {@link RULE_ALIASES}).
 * `--decks infinite` asks the analyses for an infinite shoe: the rules keep their decks (a table deals
 * from a real shoe) and `infinite` is set.
 *
 * @param args - Parsed arguments.
 * @returns The preset id, the full rules, and whether the analyses use an infinite shoe.
 * @throws UsageError for an unknown preset name or a bad `--decks`; CroupierError for a bad rule.
 */
export function rulesFromArgs(args: CliArgs): { preset: string; rules: BlackjackRules; infinite: boolean } {
  const preset = args.options['preset'] ?? 'seed';
  if (!PRESETS.includes(preset))
    throw new UsageError(`blackjack has no preset "${preset}"; allowed: ${PRESETS.join(', ')}.`);
  const infinite = args.options['decks'] === 'infinite';
  if (!infinite && args.options['decks'] !== undefined && !/^-?\d+$/.test(args.options['decks']))
    throw new UsageError(`--decks must be a whole number from 1 to 8 or "infinite", got "${args.options['decks']}".`);
  const decks = infinite ? undefined : intOption(args, 'decks', 1, 8);
  const rules = orThrow(
    resolveRules({
      preset: preset as BlackjackPresetId,
      sets: args.sets.map(expandAlias),
      ...(decks === undefined ? {} : { overrides: { decks } }),
    }),
  );
  return { preset, rules, infinite };
}

/** How the shoe reads in a report line: `6 deck(s)` or `an infinite shoe`. */
function shoeText(rules: BlackjackRules, infinite: boolean): string {
  return infinite ? 'an infinite shoe' : `${rules.decks} deck(s)`;
}

function renderChart(chart: Chart, color: boolean): string {
  const c = palette(color);
  const paint = (a: ChartAction) => {
    const s = a.padEnd(2);
    switch (a) {
      case 'H':
        return c.bgRed(s);
      case 'S':
        return c.bgYellow(s);
      case 'Dh':
      case 'Ds':
        return c.bgGreen(s);
      case 'P':
        return c.bgBlue(s);
      default:
        return c.bgMagenta(s);
    }
  };
  const rows = chartRows(chart);
  const header = ['', ...CHART_UP_CARDS.map(chartValueLabel)];
  const block = (title: string, data: Readonly<Record<string, readonly ChartAction[]>>, prefix: string) =>
    `${c.bold(title)}\n${table(
      header,
      Object.entries(data).map(([k, cells]) => [prefix + k, ...cells.map(paint)]),
      'l' + 'l'.repeat(10),
    )}`;
  const legend = `${paint('H')} hit  ${paint('S')} stand  ${paint('Dh')} double, else hit  ${paint('Ds')} double, else stand  ${paint('P')} split  ${paint('Rh')} surrender, else hit`;
  return (
    [
      block('Hard totals', rows.hard, ''),
      block('Soft totals', rows.soft, 'S'),
      block('Pairs', rows.pairs, ''),
      legend,
    ].join('\n\n') + '\n'
  );
}

/** `croupier odds blackjack`. */
function oddsCommand(ctx: CommandContext): CommandOutput {
  const { preset, rules, infinite } = rulesFromArgs(ctx.args);
  const g = analyse(rules, infinite ? 'infinite' : undefined);
  const report = orThrow(odds(rules, { preset, analysis: g }));
  const text =
    renderOdds(report) +
    `\n${shoeText(rules, infinite)}: main is the house edge playing the basic strategy chart (${pct(g.houseEdgeChart)}), ` +
    `mainOptimal with composition-dependent play (${pct(g.houseEdgeOptimal)}).\n`;
  return { text, json: report };
}

/** `croupier strategy blackjack`. */
function strategyCommand(ctx: CommandContext): CommandOutput {
  const { preset, rules, infinite } = rulesFromArgs(ctx.args);
  const g = analyse(rules, infinite ? 'infinite' : undefined);
  const rows = chartRows(g.chart);
  const text = `blackjack basic strategy — preset ${preset}, ${shoeText(rules, infinite)}; house edge ${pct(g.houseEdgeChart)}\n\n${renderChart(g.chart, ctx.color)}`;
  return {
    text,
    json: {
      game: 'blackjack',
      preset,
      rules: infinite ? { ...rules, decks: 'infinite' } : rules,
      dealerUpCards: CHART_UP_CARDS.map(chartValueLabel),
      ...rows,
      houseEdgeChart: g.houseEdgeChart,
      houseEdgeOptimal: g.houseEdgeOptimal,
    },
  };
}

/** `croupier simulate blackjack --rounds N --seed S`. */
function simulateCommand(ctx: CommandContext): CommandOutput {
  const { preset, rules, infinite } = rulesFromArgs(ctx.args);
  if (infinite)
    throw new UsageError(
      'simulate deals real shoes: --decks must be a whole number from 1 to 8 (infinite is for odds and strategy).',
    );
  const rounds = intOption(ctx.args, 'rounds', 1, 1_000_000_000) ?? 1_000_000;
  const seedText = ctx.args.options['seed'] ?? '1';
  const seed = /^-?\d+$/.test(seedText) ? Number(seedText) : seedText;
  const g = analyse(rules);
  const bar = progressBar(rounds, 'simulating', false);
  const sim = simulateChart(rules, g.chart, rounds, seededRng(seed), (done) => bar.update(done));
  bar.done();
  const inside = g.houseEdgeChart >= sim.ci95[0] && g.houseEdgeChart <= sim.ci95[1];
  const text =
    `blackjack simulation — preset ${preset}, ${rules.decks} deck(s), ${rounds} rounds, seed ${seedText}, basic strategy chart\n\n` +
    `house edge ${pct(sim.houseEdge)}  95% CI [${pct(sim.ci95[0])}, ${pct(sim.ci95[1])}]  sd per round ${sim.stdev.toFixed(4)}\n` +
    `exact (chart) ${pct(g.houseEdgeChart)} — ${inside ? 'inside' : 'outside'} the interval\n`;
  return {
    text,
    json: {
      game: 'blackjack',
      preset,
      rules,
      rounds,
      seed: seedText,
      houseEdge: sim.houseEdge,
      ci95: sim.ci95,
      stdev: sim.stdev,
      exactHouseEdge: g.houseEdgeChart,
    },
  };
}

/** The `croupier` commands of blackjack. */
export const commands: GameCommands = {
  help: {
    odds: 'house edge of the main bet (main: the chart; mainOptimal: composition-dependent) and of insurance (--decks 1–8 or infinite)',
    strategy: 'the basic strategy chart for the rules (coloured table or --json; --decks 1–8 or infinite)',
    simulate: 'play the chart for --rounds N with --seed S; result with its 95% interval',
    indices: 'counting indices for the rules: --system hilo|ko|hiopt1|hiopt2|omega2|zen|<ten tags> [--workers N]',
    eor: 'effects of removal per rank, and every counting system’s BC, PE and IC for the rules',
    spread:
      'a bet ramp priced for the count (win rate, SD, SCORE, risk of ruin): --ramp score|kelly|1:20,2:40 [--simulate N]',
  },
  odds: oddsCommand,
  strategy: strategyCommand,
  simulate: simulateCommand,
  indices: async (ctx) => (await import('./blackjack-counting.js')).indicesCommand(ctx),
  eor: async (ctx) => (await import('./blackjack-counting.js')).eorCommand(ctx),
  spread: async (ctx) => (await import('./blackjack-spread.js')).spreadCommand(ctx),
};
