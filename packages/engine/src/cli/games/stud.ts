/**
 * The `croupier` commands of stud: `odds` (the shipped exact figures), `advise` (the EV of every
 * option for a hand), `play` (a round from a seed), and the two hooks of `croupier eval`:
 * {@link describeHand} and {@link evalHands}.
 *
 * @module
 */
import { type Card, formatCards } from '../../cards/index.js';
import { UsageError } from '../args.js';
import { rulesFromArgs } from '../rules-args.js';
import { palette, pct, renderOdds, table, type OddsReport } from '../format.js';
import { progressOnFirstReport } from '../progress.js';
import type { CommandContext, CommandOutput, GameCommands } from '../types.js';
import { toNumber } from '../../rational/index.js';
import { orThrow, show } from '../../result/index.js';
import { advise, formatEv, odds } from '../../stud/analysis/index.js';
import { CATEGORIES, CATEGORY_NAMES, type Category, categoryOf, evaluate } from '../../stud/evaluator.js';
import { legalActions } from '../../stud/guards.js';
import { parseHand } from '../../stud/hand.js';
import { computeOddsInWorkers, defaultCacheDir } from '../../stud/node/index.js';
import { apply, start } from '../../stud/round.js';
import type { StudAction, StudDeciding, StudState } from '../../stud/state.js';

/** Russian names of the dealt combinations, in the order of a decision summary (royal flush … no game). */
const SUMMARY_ROWS: readonly Category[] = CATEGORIES;

/**
 * `croupier odds stud [--preset seed|casino|caribbean] [--set k=v] [--json] [--progress] [--workers N]
 * [--no-cache]`: the house edge per ante and the element of risk under optimal play, exact. Shipped
 * figures answer at once; other rules are computed on every core with progress on stderr, and kept in
 * the user's cache directory (`$XDG_CACHE_HOME/croupier`, else `~/.cache/croupier`) unless `--no-cache`.
 *
 * @param ctx - Arguments and colour.
 * @returns The odds report (shape: packages/engine/contracts/odds.schema.json), bet id `ante`.
 */
export async function oddsCommand(ctx: CommandContext): Promise<CommandOutput> {
  const { preset, rules } = rulesFromArgs('stud', ctx.args);
  const workers = ctx.options.int('workers');
  let how: string | undefined;
  let known = odds(rules, { preset });
  if (!known.ok && known.error.code === 'stud/odds-not-computed') {
    process.stderr.write('croupier: computing the exact stud odds of these rules (every hand class, on every core)…\n');
    const progress = progressOnFirstReport((n) => ctx.progress(n, 'stud odds'));
    const cacheDir = ctx.options.flag('no-cache') ? undefined : defaultCacheDir();
    const r = orThrow(
      await computeOddsInWorkers(rules, {
        onProgress: (p) => progress.update(p.done, p.total),
        ...(workers === undefined ? {} : { workers }),
        ...(cacheDir === undefined ? {} : { cacheDir }),
      }),
    );
    progress.done();
    how =
      r.from === 'computed'
        ? `computed in ${(r.elapsedMs / 1000).toFixed(1)} s on ${r.workers} worker${r.workers === 1 ? '' : 's'}`
        : `from the ${r.from === 'disk' ? 'disk cache' : 'cache'}`;
    // computeOddsInWorkers keeps the figures in this process: odds() now knows them.
    known = odds(rules, { preset });
  }
  const answer = orThrow(known);
  how ??=
    answer.variant === 'grid'
      ? `shipped grid entry ${answer.gridId}`
      : answer.variant === 'computed'
        ? 'computed earlier'
        : `shipped variant ${answer.variant}`;
  // The printed report: the shared fields, where the figures come from, and the decisions by combination.
  const report: OddsReport & { readonly variant: string; readonly key: string; readonly source: string } = {
    game: answer.game,
    preset: answer.preset,
    rules: answer.rules,
    bets: answer.bets,
    variant: answer.variant,
    key: answer.key,
    source: how,
    ...(answer.byCategory ? { byCategory: answer.byCategory } : {}),
  };
  const c = palette(ctx.color);
  const f = answer.figure;
  let note = f.exact
    ? `Exact, every hand class enumerated (${how}); chance of raising ${pct(f.raiseChanceValue)}.\n`
    : `${f.note ?? 'Estimate.'} 95% interval ${pct(f.houseEdgeCi95?.[0])} … ${pct(f.houseEdgeCi95?.[1])}; at most ${pct(f.houseEdgeAtMost)}.\n`;
  if (answer.byCategory) {
    const rows = answer.byCategory.map((row, i) => {
      const [hands, fold, raise, one, two] = row as readonly [number, number, number, number, number];
      const share = (x: number): string => (x === 0 ? '' : pct(x / hands, 1));
      return [CATEGORY_NAMES[SUMMARY_ROWS[i]!], String(hands), share(fold), share(raise), share(one), share(two)];
    });
    note += `\nDecisions by the dealt combination (share of its hands):\n\n${table(['combination', 'hands', 'fold', 'raise', 'exchange 1', 'exchange 2'], rows)}`;
  }
  return { text: renderOdds(report) + c.dim(note), json: report };
}

/**
 * `croupier advise "As Kd Jh 3c 2s" [--up Td] [--preset …] [--json]`: the exact EV per ante of fold,
 * raise and every exchange, best first.
 *
 * @param ctx - Arguments and colour.
 */
export function adviseCommand(ctx: CommandContext): CommandOutput {
  const { rules } = rulesFromArgs('stud', ctx.args);
  const text = ctx.args.positionals.join(' ');
  if (text.trim() === '') throw new UsageError('advise needs a hand, e.g. croupier advise "As Kd Jh 3c 2s".');
  const hand = parseHand(text);
  if (!hand.ok) throw new UsageError(hand.error.message);
  let upCard: Card | undefined;
  const upText = ctx.options.text('up');
  if (upText !== undefined) {
    const up = parseHand(`${upText} 2c 3c 4c 5c`);
    const u = up.ok ? up.value[0] : undefined;
    if (u === undefined) throw new UsageError(`--up must be one card, got ${show(upText)}.`);
    upCard = u;
  }
  const ante = ctx.options.int('ante');
  const a = orThrow(
    advise(hand.value, rules, { ...(upCard === undefined ? {} : { upCard }), ...(ante === undefined ? {} : { ante }) }),
  );
  const c = palette(ctx.color);
  const label = (o: (typeof a.options)[number]): string =>
    (o.action === 'exchange'
      ? `exchange ${formatCards(o.discard)}`
      : o.action === 'insure'
        ? `insure ${o.amount ?? ''}`
        : o.action) + (o.exact === false ? ' (at least)' : '');
  const sorted = [...a.options].sort((x, y) => toNumber(y.ev) - toNumber(x.ev));
  const rows = sorted.map((o) => [label(o), formatEv(o.ev, 5), o.raiseChance ? pct(toNumber(o.raiseChance), 1) : '']);
  const json = {
    hand: formatCards(a.hand),
    category: a.category,
    class: a.class,
    best: { action: a.best.action, discard: formatCards(a.best.discard), ev: toNumber(a.best.ev) },
    options: a.options.map((o) => ({
      action: o.action,
      discard: formatCards(o.discard),
      ev: toNumber(o.ev),
      exact: `${o.ev.num}/${o.ev.den}`,
      ...(o.raiseChance ? { raiseChance: toNumber(o.raiseChance) } : {}),
      ...(o.amount === undefined ? {} : { amount: o.amount }),
      ...(o.exact === false ? { lowerBound: true } : {}),
    })),
    ...(a.ante === undefined ? {} : { ante: a.ante }),
  };
  const head = `${formatCards(a.hand)} (${formatCards(a.hand, { notation: 'ru' })}) — ${CATEGORY_NAMES[a.category]}, class ${a.class}\n\n`;
  return {
    text: head + table(['option', 'EV per ante', 'raise after'], rows) + `\n${c.bold(`best: ${label(a.best)}`)}\n`,
    json,
  };
}

/**
 * `croupier play stud --seed N [--ante 10] [--balance 1000] [--preset …]`: a round played by the
 * exact advice, step by step.
 *
 * @param ctx - Arguments and colour.
 */
export function playCommand(ctx: CommandContext): CommandOutput {
  const { rules } = rulesFromArgs('stud', ctx.args);
  const seed = ctx.options.seed();
  const ante = ctx.options.int('ante') ?? 10;
  const balance = ctx.options.int('balance') ?? 1000;
  let state: StudState = orThrow(start(rules, { balance, seed })).state;
  state = orThrow(apply(state, { type: 'ante', amount: ante })).state;
  const lines: string[] = [];
  const d0 = state as StudDeciding;
  lines.push(
    `ante ${ante}; your cards ${formatCards(d0.player)}; dealer ${d0.dealer.map((x, i) => (i < rules.upCards ? formatCards([x]) : '??')).join(' ')}`,
  );
  while (state.phase === 'deciding') {
    const s: StudDeciding = state;
    if (s.player.length !== 5 || s.insurance > 0) {
      // After a sixth card or insurance the advice has no five-card hand to value: the bet is placed
      // (insurance needs it; the sixth card was bought to play).
      lines.push('advice: raise (after the draw or insurance)');
      state = orThrow(
        apply(s, legalActions(s).some((l) => l.type === 'raise') ? { type: 'raise' } : { type: 'fold' }),
      ).state;
      continue;
    }
    const a = orThrow(
      advise(
        s.player,
        rules,
        rules.upCards === 1
          ? { upCard: s.dealer[rules.upCardPosition === 'fifth' ? 4 : 0]!, exchange: s.exchanged === 0, ante }
          : { exchange: s.exchanged === 0, ante },
      ),
    );
    const legal = legalActions(s);
    const b = a.best;
    let action: StudAction =
      b.action === 'exchange'
        ? { type: 'exchange', cards: b.discard }
        : b.action === 'insure'
          ? { type: 'insure', amount: b.amount ?? ante }
          : { type: b.action };
    if (action.type === 'exchange' && !legal.some((l) => l.type === 'exchange' && l.count === a.best.discard.length))
      action = { type: 'raise' };
    // The raise is placed from the balance: when it is not covered, the only way on is to fold.
    if (action.type !== 'exchange' && action.type !== 'fold' && !legal.some((l) => l.type === action.type))
      action = { type: 'raise' };
    if (action.type === 'raise' && !legal.some((l) => l.type === 'raise')) action = { type: 'fold' };
    lines.push(
      `advice: ${a.best.action}${a.best.discard.length ? ` ${formatCards(a.best.discard)}` : ''} (EV ${formatEv(a.best.ev)})`,
    );
    state = orThrow(apply(s, action)).state;
    if (state.phase === 'deciding') lines.push(`new cards ${formatCards(state.player)}, fees ${state.fees}`);
  }
  if (state.phase === 'buying') {
    // «Покупка игры» offered: the ante's win is taken (the purchase is not advised here).
    lines.push('dealer has no game: the ante is taken');
    state = orThrow(apply(state, { type: 'takeAnte' })).state;
  }
  if (state.phase !== 'settled') throw new Error('stud play: the round did not end');
  const st = state.settlement;
  lines.push(
    `dealer ${formatCards(state.dealer)}: ${CATEGORY_NAMES[st.dealer.category]}${st.dealer.qualifies || st.dealer.category === 'noGame' ? '' : ' (does not qualify)'}; you: ${CATEGORY_NAMES[st.player.category]}`,
    `${st.outcome}: won ${st.ledger.won}, lost ${st.ledger.lost}; balance ${state.balance}`,
  );
  return {
    text: lines.join('\n') + '\n',
    json: { seed, outcome: st.outcome, ledger: st.ledger, balance: state.balance },
  };
}

/**
 * The poker line of `croupier eval`: the combination of exactly five cards.
 *
 * @param cards - The cards.
 * @returns `{ category, name, class }` (`name` in English; the Russian names are in `@croupier/ru`), or
 *   `null` unless exactly five distinct cards.
 */
export function describeHand(cards: readonly number[]): { category: Category; name: string; class: number } | null {
  const r = evaluate(cards);
  if (!r.ok) return null;
  const category = categoryOf(r.value);
  return { category, name: CATEGORY_NAMES[category], class: r.value };
}

/**
 * `croupier eval "<hand>" "<hand>" [--json]`: compares two or more hands (cards, or ranks only as the
 * text writes them, `Т-К-В-3-2`).
 *
 * @param hands - The hands as typed.
 * @param ctx - Arguments and colour.
 * @returns Each hand's combination and class, and the winner's index (`null` for a tie); shape
 *   packages/engine/contracts/eval.schema.json.
 */
export function evalHands(hands: readonly string[], ctx: CommandContext): CommandOutput {
  const parsed = hands.map((h) => {
    const r = parseHand(h);
    if (!r.ok) throw new UsageError(r.error.message);
    return r.value;
  });
  const described = parsed.map((cards) => ({ cards, d: describeHand(cards)! }));
  const best = Math.min(...described.map((x) => x.d.class));
  const winners = described.map((x, i) => (x.d.class === best ? i : -1)).filter((i) => i >= 0);
  const winner = winners.length === 1 ? winners[0]! : null;
  const c = palette(ctx.color);
  const rows = described.map((x, i) => [
    String(i),
    formatCards(x.cards),
    formatCards(x.cards, { notation: 'ru' }),
    x.d.name,
    String(x.d.class),
    winners.includes(i) ? (winner === null ? 'tie' : 'wins') : '',
  ]);
  return {
    text:
      table(['#', 'cards', 'карты', 'combination', 'class', ''], rows) +
      `\n${c.bold(winner === null ? 'tie' : `hand ${winner} wins`)}\n`,
    json: {
      hands: described.map((x) => ({ cards: formatCards(x.cards), category: x.d.category, class: x.d.class })),
      winner,
    },
  };
}

/** The `croupier` commands of stud. */
export const commands: GameCommands = {
  help: {
    odds: 'exact house edge and element of risk per ante, any paytable and fees (--set paytable=…; --workers N, --progress, --no-cache)',
    advise: 'exact EV of fold, raise and every exchange: croupier advise "As Kd Jh 3c 2s"',
    play: 'a round played by the exact advice (--seed N --ante 10)',
  },
  odds: oddsCommand,
  advise: adviseCommand,
  play: playCommand,
};
