/**
 * The `croupier indices blackjack` and `croupier eor blackjack` commands (Node only: they spread the
 * work over worker threads and report progress on stderr). Their options are declared in
 * `src/cli/options.ts` and read through `ctx.options`; the rules come from the shared `rulesFromArgs`.
 *
 * @module
 */
import { UsageError } from '../args.js';
import { palette, table } from '../format.js';
import type { OptionValues } from '../options.js';
import { rulesFromArgs } from '../rules-args.js';
import { progressOnFirstReport } from '../progress.js';
import type { CommandContext, CommandOutput } from '../types.js';
import { orThrow, show } from '../../result/index.js';
import { analyse } from '../../blackjack/analysis/edge.js';
import { systemEfficiency, type SystemEfficiency } from '../../blackjack/counting/efficiency.js';
import type { Decision } from '../../blackjack/counting/evaluate.js';
import { rankLabel, topDeviations, type IndexEntry, type IndexTable } from '../../blackjack/counting/indices.js';
import {
  computeIndexTableInWorkers,
  defaultWorkers,
  effectsOfRemovalInWorkers,
} from '../../blackjack/counting/node.js';
import {
  COUNT_RANKS,
  COUNTING_SYSTEM_IDS,
  COUNTING_SYSTEMS,
  countingSystem,
  customSystem,
  type CountingSystem,
} from '../../blackjack/counting/systems.js';

/** The system from `--system` (an id, or ten tags separated by commas) and `--tags`. */
export function systemFromOptions(options: OptionValues): CountingSystem {
  const tags = options.text('tags');
  const name = options.text('system') ?? (tags ? 'custom' : 'hilo');
  if (name === 'custom' || name.includes(',')) {
    const given = name === 'custom' ? tags : name;
    if (!given) throw new UsageError('--system custom needs --tags with ten tags for 2,3,4,5,6,7,8,9,T,A.');
    return orThrow(customSystem(given, { aceSideCount: options.flag('ace-side-count') }));
  }
  return orThrow(countingSystem(name));
}

/** `--range lo,hi`: the true counts analysed. */
function rangeOption(options: OptionValues): readonly [number, number] | undefined {
  const raw = options.text('range');
  if (raw === undefined) return undefined;
  const m = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(raw);
  const lo = m ? Number(m[1]) : NaN;
  const hi = m ? Number(m[2]) : NaN;
  if (!m || !(lo < 0 && hi > 0 && lo >= -30 && hi <= 30)) {
    throw new UsageError(`--range must be two true counts "lo,hi" with lo < 0 < hi, within ±30, got ${show(raw)}.`);
  }
  return [lo, hi];
}

/** The player's side of a decision as the contract writes it. */
function playerOf(d: Decision): { kind: 'hard' | 'soft'; total: number } | { kind: 'pair'; rank: string } {
  return d.kind === 'pair' ? { kind: 'pair', rank: rankLabel(d.row) } : { kind: d.kind, total: d.row };
}

/** A decision for people: `hard 16 v T`, `soft 18 v A`, `8,8 v T`. */
export function decisionLabel(d: Decision): string {
  const up = rankLabel(d.up);
  if (d.kind === 'pair') return `${rankLabel(d.row)},${rankLabel(d.row)} v ${up}`;
  return `${d.kind} ${d.row} v ${up}`;
}

const signed = (x: number, digits = 2) => (x > 0 ? '+' : x < 0 ? '−' : '') + Math.abs(x).toFixed(digits);
const whole = (x: number) => (x > 0 ? `+${x}` : x < 0 ? `−${-x}` : '0');

function entryLine(e: IndexEntry): string[] {
  const at = e.direction === 'atOrAbove' ? '≥' : '≤';
  return [
    decisionLabel(e.decision),
    `${e.basic} → ${e.deviation}`,
    `${at} ${whole(e.wholeIndex)}`,
    signed(e.index),
    e.gain.toFixed(4),
  ];
}

function rulesLine(t: IndexTable): string {
  const r = t.rules;
  const dealer = r.holeCard ? 'hole card, peek' : `no hole card (dealer blackjack takes ${r.dealerBlackjackTakes})`;
  return `${r.decks} deck(s), ${r.dealerHitsSoft17 ? 'H17' : 'S17'}, ${dealer}, double ${r.doubleOn}${r.doubleAfterSplit ? ', DAS' : ''}, up to ${r.maxHands} hands`;
}

/** `croupier indices blackjack --system S`. */
export async function indicesCommand(ctx: CommandContext): Promise<CommandOutput> {
  const { preset, rules } = rulesFromArgs('blackjack', ctx.args);
  const o = ctx.options;
  const system = systemFromOptions(o);
  const workers = o.int('workers') ?? defaultWorkers();
  const cardsRemaining = o.int('remaining');
  const most = rules.decks * 52 - 3;
  if (cardsRemaining !== undefined && cardsRemaining > most) {
    throw new UsageError(
      `--remaining must be a whole number from 20 to ${most} with ${rules.decks} deck(s) (the shoe less the hand and the up-card), got ${cardsRemaining}.`,
    );
  }
  const step = o.number('step');
  const penetration = o.number('penetration');
  const top = o.int('top') ?? 18;
  const range = rangeOption(o);
  const continuation = o.text('continuation') === 'chart' ? 'chart' : 'optimal';
  const chart = analyse(rules).chart;
  const barE = ctx.progress(11, 'effects of removal');
  const eor = await effectsOfRemovalInWorkers(rules, { chart, workers, onProgress: (d) => barE.update(d) });
  barE.done();
  const eff = systemEfficiency(system, eor);
  const bar = progressOnFirstReport((n) => ctx.progress(n, 'true counts'));
  const t = await computeIndexTableInWorkers(rules, system, {
    chart,
    workers,
    ...(cardsRemaining === undefined ? {} : { cardsRemaining }),
    ...(step === undefined ? {} : { step }),
    ...(penetration === undefined ? {} : { penetration }),
    ...(range === undefined ? {} : { range }),
    continuation,
    onProgress: (d, n) => bar.update(d, n),
  });
  bar.done();

  const json = {
    game: 'blackjack',
    preset,
    rules,
    system: {
      id: system.id,
      name: system.name,
      tags: system.tags,
      balanced: system.balanced,
      aceSideCount: system.aceSideCount,
      rounding: system.rounding,
      bettingCorrelation: eff.bettingCorrelation,
      ...(eff.bettingCorrelationWithAces === undefined
        ? {}
        : { bettingCorrelationWithAces: eff.bettingCorrelationWithAces }),
      playingEfficiency: eff.playingEfficiency,
      insuranceCorrelation: eff.insuranceCorrelation,
    },
    cardsRemaining: t.cardsRemaining,
    penetration: t.penetration,
    continuation: t.continuation,
    indices: t.entries.map((e) => ({
      player: playerOf(e.decision),
      dealer: rankLabel(e.decision.up),
      basic: e.basic,
      deviation: e.deviation,
      index: e.index,
      direction: e.direction,
      wholeIndex: e.wholeIndex,
      gain: e.gain,
    })),
    insurance: t.insurance,
  };

  const c = palette(ctx.color);
  const ranked = topDeviations(t, top);
  const lines: string[] = [];
  lines.push(`${c.bold(`${system.name} indices`)} — preset ${preset}: ${rulesLine(t)}`);
  lines.push(
    `tags ${COUNT_RANKS.map((r, i) => `${r}:${system.tags[i]}`).join(' ')}; ${system.balanced ? 'balanced' : 'unbalanced (true count balanced-equivalent)'}; true count rounded by ${system.rounding}`,
  );
  lines.push(
    `betting correlation ${eff.bettingCorrelation.toFixed(3)}${eff.bettingCorrelationWithAces === undefined ? '' : ` (${eff.bettingCorrelationWithAces.toFixed(3)} with the ace side count)`}, playing efficiency ${eff.playingEfficiency.toFixed(3)}, insurance correlation ${eff.insuranceCorrelation.toFixed(3)}`,
  );
  lines.push(
    `exact analysis of the shoe at each true count with ${t.cardsRemaining} cards unseen; gains per 100 rounds at ${Math.round(t.penetration * 100)}% penetration`,
  );
  lines.push('');
  const ins = t.insurance;
  lines.push(
    `insurance: ${ins.offered ? 'take' : 'not offered; it would pay'} at ${whole(ins.wholeIndex)} or more (crossover ${signed(ins.index)})${ins.offered ? `, gain ${ins.gain.toFixed(4)}` : ''}`,
  );
  lines.push('');
  lines.push(c.bold(`The ${ranked.length} most valuable deviations`));
  lines.push(
    table(
      ['#', 'hand', 'play', 'at', 'crossover', 'gain/100'],
      ranked.map((x, i) =>
        x.kind === 'insurance'
          ? [
              String(i + 1),
              'insurance',
              'no → yes',
              `≥ ${whole(x.entry.wholeIndex)}`,
              signed(x.entry.index),
              x.entry.gain.toFixed(4),
            ]
          : [String(i + 1), ...entryLine(x.entry)],
      ),
      'rlllrr',
    ),
  );
  lines.push('');
  lines.push(c.bold('Every deviation with its crossover in range'));
  lines.push(table(['hand', 'play', 'at', 'crossover', 'gain/100'], t.entries.map(entryLine), 'lllrr'));
  return { text: lines.join('\n') + '\n', json };
}

/** `croupier eor blackjack`. */
export async function eorCommand(ctx: CommandContext): Promise<CommandOutput> {
  const { preset, rules } = rulesFromArgs('blackjack', ctx.args);
  const o = ctx.options;
  const workers = o.int('workers') ?? defaultWorkers();
  const optimal = o.flag('optimal');
  const bar = ctx.progress(11, 'effects of removal');
  const eor = await effectsOfRemovalInWorkers(rules, { workers, optimal, onProgress: (d) => bar.update(d) });
  bar.done();
  const systems: CountingSystem[] = COUNTING_SYSTEM_IDS.map((id) => COUNTING_SYSTEMS[id]);
  if (o.text('system') !== undefined || o.text('tags') !== undefined) {
    const s = systemFromOptions(o);
    if (s.id === 'custom') systems.push(s);
  }
  const efficiency: (SystemEfficiency & { id: string; name: string })[] = systems.map((s) => ({
    id: s.id,
    name: s.name,
    ...systemEfficiency(s, eor),
  }));
  const pct = (x: number) => (x * 100).toFixed(3);
  const c = palette(ctx.color);
  const lines: string[] = [];
  lines.push(
    `${c.bold('Effects of removal')} — preset ${preset}, ${rules.decks} deck(s): the change in the player's EV, in % of the bet, when one card of a rank leaves the full shoe`,
  );
  lines.push(
    `player's EV playing the chart ${pct(eor.ev)}%${eor.evOptimal === undefined ? '' : `, every first decision at its best ${pct(eor.evOptimal)}%`}`,
  );
  lines.push('');
  const rows: string[][] = [['game (chart)', ...eor.game.map(pct)]];
  if (eor.gameOptimal) rows.push(['game (re-optimised)', ...eor.gameOptimal.map(pct)]);
  rows.push(['insurance (per unit)', ...eor.insurance.map(pct)]);
  lines.push(table(['', ...COUNT_RANKS], rows, 'l' + 'r'.repeat(10)));
  lines.push('');
  lines.push(c.bold('Counting systems (Griffin: betting correlation, playing efficiency, insurance correlation)'));
  lines.push(
    table(
      ['system', 'BC', 'BC with aces', 'PE', 'IC'],
      efficiency.map((e) => [
        e.name,
        e.bettingCorrelation.toFixed(3),
        e.bettingCorrelationWithAces === undefined ? '' : e.bettingCorrelationWithAces.toFixed(3),
        e.playingEfficiency.toFixed(3),
        e.insuranceCorrelation.toFixed(3),
      ]),
      'lrrrr',
    ),
  );
  lines.push('');
  // The decisions the count moves most: spread of the effects times how often they arise.
  const spread = (e: readonly number[]) => Math.sqrt(e.reduce((s, x, i) => s + (i === 8 ? 4 : 1) * x * x, 0) / 13);
  const ranked = [...eor.decisions].sort((a, b) => b.frequency * spread(b.effects) - a.frequency * spread(a.effects));
  lines.push(c.bold('The 20 decisions the cards move most (EV of the alternative less the chart’s, in % of the bet)'));
  lines.push(
    table(
      ['decision', 'chart → alt', 'full shoe', ...COUNT_RANKS],
      ranked
        .slice(0, 20)
        .map((d) => [decisionLabel(d.decision), `${d.basic} → ${d.alternative}`, pct(d.mean), ...d.effects.map(pct)]),
      'llr' + 'r'.repeat(10),
    ),
  );
  const json = {
    game: 'blackjack',
    preset,
    rules,
    ev: eor.ev,
    ...(eor.evOptimal === undefined ? {} : { evOptimal: eor.evOptimal }),
    ranks: COUNT_RANKS,
    gameEffects: eor.game,
    ...(eor.gameOptimal ? { gameOptimalEffects: eor.gameOptimal } : {}),
    insuranceEffects: eor.insurance,
    systems: efficiency,
    decisions: eor.decisions.map((d) => ({
      player: playerOf(d.decision),
      dealer: rankLabel(d.decision.up),
      frequency: d.frequency,
      basic: d.basic,
      alternative: d.alternative,
      mean: d.mean,
      effects: d.effects,
    })),
  };
  return { text: lines.join('\n') + '\n', json };
}
