/**
 * The `croupier` commands of craps: `odds` (every bet, exact, for any preset and overrides) and `play`
 * (a shooter's hand from a seed with a full layout, roll by roll).
 *
 * @module
 */
import { palette, pct, table } from '../format.js';
import { rulesFromArgs } from '../rules-args.js';
import type { CommandContext, CommandOutput, GameCommands } from '../types.js';
import { oddsOrThrow } from '../../craps/analysis/odds.js';
import { simulateLineBets } from '../../craps/analysis/simulate.js';
import { onTable } from '../../craps/guards.js';
import { shooterHand } from '../../craps/shooter.js';
import type { CrapsEvent } from '../../craps/state.js';

/**
 * `croupier odds craps [--preset seed|casino] [--set key=value] [--json]`: every bet's exact figures.
 *
 * @param ctx - Arguments and colour.
 * @returns The odds report (shape: packages/engine/contracts/odds.schema.json, plus `pays`, `edgePerResolved`,
 *   `expectedRolls`).
 */
export function oddsCommand(ctx: CommandContext): CommandOutput {
  const { preset, rules } = rulesFromArgs('craps', ctx.args);
  const report = oddsOrThrow(rules, { preset });
  const bets = report.bets;
  const c = palette(ctx.color);
  const takeDown = bets.find((b) => b.id === 'passTakenDownAtPoint');
  const notes = [
    `bar ${rules.dontPassBar}, pass ${rules.passAfterPoint} after the point, odds ${rules.oddsLimit}, commission ${rules.commissionPercent}% on the ${rules.commissionOn}, field 2 pays ${rules.fieldPays2.pays}:${rules.fieldPays2.per}, 12 pays ${rules.fieldPays12.pays}:${rules.fieldPays12.per}.`,
    'Exact: absorbing Markov chains over the engine, in rational arithmetic; house edge per bet made.',
    ...(takeDown
      ? [
          `passTakenDownAtPoint: taking the adjustable pass bet down at the point gives the PLAYER ${pct(-takeDown.houseEdge, 3)} per bet made.`,
        ]
      : []),
  ];
  const body = table(
    ['bet', 'pays', 'win', 'push', 'lose', 'house edge', 'exact', 'per resolved', 'rolls'],
    bets.map((b) => [
      b.id,
      b.pays,
      pct(b.win),
      pct(b.push),
      pct(b.lose),
      pct(b.houseEdge),
      b.exact ?? '',
      pct(b.edgePerResolved),
      b.expectedRolls.toFixed(3),
    ]),
    'llrrrrrrr',
  );
  return { text: `craps — preset ${preset}\n\n${body}\n\n${c.dim(notes.join('\n'))}\n`, json: report };
}

function describe(e: CrapsEvent): string | null {
  switch (e.type) {
    case 'betPlaced':
      return null;
    case 'commissionPaid':
      return `${e.player} pays ${e.amount} commission on ${e.bet}`;
    case 'rolled':
      return null;
    case 'pointSet':
      return `puck ON: the point is ${e.point}`;
    case 'pointMade':
      return `point ${e.point} made: puck OFF`;
    case 'sevenOut':
      return `seven out (point was ${e.point}): puck OFF, the shooter's hand ends`;
    case 'betMoved':
      return `${e.player}: ${e.from} ${e.amount} moves to ${e.to}`;
    case 'betSettled':
      if (e.outcome === 'win') {
        return `${e.player}: ${e.bet} ${e.stake} wins ${e.won}${e.commission ? ` less ${e.commission} commission` : ''}`;
      }
      if (e.outcome === 'push') return `${e.player}: ${e.bet} ${e.stake} is returned`;
      return `${e.player}: ${e.bet} ${e.stake} loses${e.lost !== e.stake ? ` ${e.lost}` : ''}`;
    default:
      return null;
  }
}

/**
 * `croupier play craps --seed N [--preset …] [--set key=value] [--json]`: one shooter's hand with a full
 * layout (ann bets with the dice, bob against), every roll and how each bet resolved.
 *
 * @param ctx - Arguments and colour.
 */
export function playCommand(ctx: CommandContext): CommandOutput {
  const { preset, rules } = rulesFromArgs('craps', ctx.args);
  const seed = ctx.options.seed();
  const hand = shooterHand(rules, seed);
  const c = palette(ctx.color);
  const lines: string[] = [
    `craps — preset ${preset}, seed ${seed}: one shooter's hand, full layout (ann: do, bob: don't)`,
    '',
  ];
  hand.rolls.forEach((r, i) => {
    const placed = r.events.filter((e) => e.type === 'betPlaced');
    const total = r.dice[0] + r.dice[1];
    const kind = r.point === null ? 'come-out' : `point ${r.point}`;
    lines.push(
      c.bold(
        `roll ${i + 1} (${kind}): ${r.dice[0]}+${r.dice[1]} = ${total}${r.dice[0] === r.dice[1] ? ' (hard)' : ''}`,
      ),
    );
    if (placed.length > 0) {
      lines.push(c.dim(`  bets made before it: ${placed.map((e) => `${e.player} ${e.bet} ${e.amount}`).join(', ')}`));
    }
    for (const e of r.events) {
      const line = describe(e);
      if (line)
        lines.push(
          `  ${e.type === 'betSettled' ? (e.outcome === 'win' ? c.green(line) : e.outcome === 'lose' ? c.red(line) : line) : line}`,
        );
    }
  });
  const result = hand.state.seats.map((seat, i) => {
    const staked = onTable(seat);
    return { player: seat.id, bank: seat.bank, onTable: staked, net: seat.bank + staked - hand.start.seats[i]!.bank };
  });
  lines.push(
    '',
    ...result.map(
      (r) => `${r.player}: net ${r.net >= 0 ? '+' : ''}${r.net} (bank ${r.bank}, ${r.onTable} still on the layout)`,
    ),
  );
  return {
    text: lines.join('\n') + '\n',
    json: {
      game: 'craps',
      preset,
      seed,
      rules,
      rolls: hand.rolls.map((r) => ({ dice: r.dice, total: r.dice[0] + r.dice[1], point: r.point, events: r.events })),
      result,
    },
  };
}

/**
 * `croupier simulate craps [--rounds N] [--seed S] [--preset …]`: the four line bets through the table
 * state machine, each decided at least N times, against the exact figures with 99.9% intervals.
 *
 * @param ctx - Arguments and colour.
 */
export function simulateCommand(ctx: CommandContext): CommandOutput {
  const { preset, rules } = rulesFromArgs('craps', ctx.args);
  const rounds = ctx.options.int('rounds')!;
  const seed = ctx.options.seed();
  const progress = ctx.progress(rounds, 'simulating decisions');
  const sim = simulateLineBets(rules, rounds, seed, (done) => progress.update(done));
  progress.done();
  const exact = oddsOrThrow(rules).bets;
  const rows = sim.bets.map((b) => {
    const x = exact.find((e) => e.id === b.id)!;
    const inside = Math.abs(b.houseEdge - x.houseEdge) <= b.halfWidth;
    return {
      id: b.id,
      decisions: b.decisions,
      houseEdge: b.houseEdge,
      halfWidth: b.halfWidth,
      exact: x.houseEdge,
      exactFraction: x.exact,
      inside,
    };
  });
  const text = table(
    ['bet', 'decisions', 'simulated edge', '99.9% interval', 'exact edge', 'inside'],
    rows.map((r) => [
      r.id,
      String(r.decisions),
      pct(r.houseEdge, 3),
      `±${pct(r.halfWidth, 3)}`,
      `${pct(r.exact, 3)} (${r.exactFraction})`,
      r.inside ? 'yes' : 'NO',
    ]),
  );
  return {
    text: `craps — preset ${preset}, ${rounds} decisions per line bet, seed ${seed}, ${sim.rolls} rolls\n\n${text}\n`,
    json: { game: 'craps', preset, seed, rolls: sim.rolls, bets: rows },
  };
}

/** The `croupier` commands of craps. */
export const commands: GameCommands = {
  help: {
    odds: 'every bet of the craps layout: exact win/push/lose, house edge, rolls to a decision',
    play: "one shooter's hand with a full layout of bets (--seed N)",
    simulate: 'the four line bets through the table, against the exact edges (--rounds N --seed S)',
  },
  odds: oddsCommand,
  play: playCommand,
  simulate: simulateCommand,
};
