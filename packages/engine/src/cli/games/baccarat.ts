/**
 * The `croupier` commands of baccarat: `odds` (exact, for any preset and overrides, a shoe part-way
 * through or an infinite shoe, side bets included), `play` (a coup from a seed, card by card) and
 * `simulate` (coups against the exact figures, with intervals).
 *
 * @module
 */
import { formatCard, parseCards } from '../../cards/notation.js';
import { UsageError } from '../args.js';
import { palette, pct, renderOdds, table, type OddsReport } from '../format.js';
import { rulesFromArgs } from '../rules-args.js';
import type { CommandContext, CommandOutput, GameCommands } from '../types.js';
import { orThrow } from '../../result/index.js';
import { seededRng } from '../../rng/index.js';
import { compositionAfter, INFINITE_SHOE, shoeOfDecks, type ShoeComposition } from '../../baccarat/analysis/exact.js';
import { oddsOrThrow } from '../../baccarat/analysis/odds.js';
import { simulate } from '../../baccarat/analysis/simulate.js';
import { applyOrThrow, runCoupOrThrow, startOrThrow } from '../../baccarat/round.js';
import { BACCARAT_BETS, baccaratPresets, betTerms, isBaccaratBet, offeredBets } from '../../baccarat/rules.js';
import type { BaccaratEvent } from '../../baccarat/state.js';

const ratioText = (r: { pays: number; per: number }) => `${r.pays}:${r.per}`;

/**
 * `croupier odds baccarat [--decks N|infinite] [--preset seed|casino|noCommission|ez] [--set k=v] [--removed "cards"] [--json]`:
 * every bet the table offers, side bets included. `--removed` analyses the shoe part-way through,
 * without the cards already dealt; `--decks infinite` draws every card with probability 1/52.
 *
 * @param ctx - Arguments and colour.
 * @returns The odds report (shape: packages/engine/contracts/odds.schema.json).
 */
export function oddsCommand(ctx: CommandContext): CommandOutput {
  const { preset, rules, infinite } = rulesFromArgs('baccarat', ctx.args);
  const removedText = ctx.options.text('removed');
  let shoe: ShoeComposition = infinite ? INFINITE_SHOE : shoeOfDecks(rules.decks);
  let removed = 0;
  if (removedText !== undefined) {
    if (infinite) throw new UsageError('--removed needs a finite shoe: an infinite shoe stays the same.');
    const cards = parseCards(removedText, { unique: false });
    if (!cards.ok) throw new UsageError(`--removed: ${cards.error.message}`);
    shoe = orThrow(compositionAfter(rules.decks, cards.value));
    removed = cards.value.length;
  }
  const report: OddsReport & { removed?: number; infinite?: true } = {
    ...oddsOrThrow(rules, { preset, shoe }),
    ...(removedText !== undefined ? { removed } : {}),
    ...(infinite ? { infinite: true as const } : {}),
  };
  const c = palette(ctx.color);
  const sides = offeredBets(rules)
    .slice(3)
    .map(
      (b) =>
        `${b} ${betTerms(rules, b)
          .payouts.map((p) => ratioText(p.ratio))
          .join('/')}`,
    );
  const note = `${infinite ? 'infinite shoe' : `${rules.decks} deck(s)`}, ${rules.tableau} tableau, Банко ${ratioText(rules.bankerPays)}${
    rules.bankerSixPays ? ` (on 6: ${ratioText(rules.bankerSixPays)})` : ''
  }${rules.bankerThreeCardSevenPushes ? ' (a three-card 7 pushes)' : ''}, tie ${ratioText(rules.tiePays)}${
    sides.length > 0 ? `, ${sides.join(', ')}` : ''
  }${removed ? `, ${removed} card(s) removed from the shoe` : ''}; exact enumeration of every coup.\n`;
  return { text: renderOdds(report) + c.dim(note), json: report };
}

const NAMES = { player: 'Player (Пунто)', banker: 'Banker (Банко)' } as const;

function describe(e: BaccaratEvent, card: (n: number) => string): string | null {
  switch (e.type) {
    case 'betPlaced':
      return `${e.player} bets ${e.stake} on ${e.bet}`;
    case 'cardDealt':
      return `${NAMES[e.to]} gets ${card(e.card)}: point ${e.point}`;
    case 'natural':
      return `Natural (player ${e.playerPoint}, banker ${e.bankerPoint}): the coup ends`;
    case 'playerRule':
      return `Player's rule: ${e.total} ${e.draws ? 'draws (0–5)' : 'stands (6–7)'}`;
    case 'bankerRule':
      return `Banker's rule: ${e.total} ${e.playerThird === null ? 'with the player standing' : `against a player's third card of ${e.playerThird}`} → ${e.draws ? 'draws' : 'stands'}`;
    case 'coupDecided':
      return `Result: player ${e.outcome.playerPoint}, banker ${e.outcome.bankerPoint} → ${e.outcome.winner === 'tie' ? 'tie' : `${e.outcome.winner} wins`}`;
    case 'betSettled': {
      const s = e.settled;
      const exact =
        s.payout && s.payout.exact.denominator !== 1
          ? ` (exactly ${s.payout.exact.numerator}/${s.payout.exact.denominator}, rounding ${s.payout.roundingDelta.numerator}/${s.payout.roundingDelta.denominator})`
          : '';
      const what =
        s.result === 'win'
          ? `wins ${s.won} at ${s.ratio!.pays}:${s.ratio!.per}${exact}`
          : s.result === 'push'
            ? 'pushes'
            : `loses ${s.lost}`;
      return `${s.owner}: ${s.bet} bet of ${s.staked} ${what}; balance ${e.balance}`;
    }
    case 'cutCardOut':
      return 'The cut card is out: this is the last coup of the shoe';
    case 'shoeShuffled':
      return null;
  }
}

/**
 * `croupier play baccarat --seed N [--bet banker|player|tie|playerPair|…] [--stake N] [--preset …] [--ru]`:
 * one coup from a shuffled shoe, printed card by card.
 *
 * @param ctx - Arguments and colour.
 */
export function playCommand(ctx: CommandContext): CommandOutput {
  const { preset, rules } = rulesFromArgs('baccarat', ctx.args);
  const seed = ctx.options.seed();
  const bet = ctx.options.text('bet') ?? 'banker';
  if (!isBaccaratBet(bet)) throw new UsageError(`--bet must be one of ${BACCARAT_BETS.join(', ')}, got "${bet}".`);
  if (!betTerms(rules, bet).offered) {
    throw new UsageError(`--bet ${bet}: this table does not offer it; it offers ${offeredBets(rules).join(', ')}.`);
  }
  const stake = ctx.options.int('stake') ?? 100;
  const ru = ctx.options.flag('ru');
  const table0 = startOrThrow(rules, { seats: { you: Math.max(1000, stake) }, seed }).state;
  const placed = applyOrThrow(table0, { type: 'bet', player: 'you', bet, stake });
  const coup = runCoupOrThrow(placed.state);
  const events = [...placed.events, ...coup.events];
  const c = palette(ctx.color);
  const card = (n: number) => c.bold(formatCard(n, { notation: ru ? 'ru' : 'en', suits: 'symbol' }));
  const lines = events.map((e) => describe(e, card)).filter((l): l is string => l !== null);
  const text = `baccarat — preset ${preset}, seed ${seed}\n\n${lines.map((l, i) => `${String(i + 1).padStart(2)}. ${l}`).join('\n')}\n`;
  const final = coup.state;
  return {
    text,
    json: {
      game: 'baccarat',
      preset,
      seed,
      rules,
      events,
      player: final.player,
      banker: final.banker,
      outcome: final.phase === 'settled' ? final.outcome : null,
      ledger: final.phase === 'settled' ? final.ledger : null,
    },
  };
}

/**
 * `croupier simulate baccarat --rounds N --seed S`: coups from fresh shoes, each bet's house edge with a
 * 99.9% interval, beside the exact figure.
 *
 * @param ctx - Arguments and colour.
 */
export function simulateCommand(ctx: CommandContext): CommandOutput {
  const { preset, rules } = rulesFromArgs('baccarat', ctx.args);
  const rounds = ctx.options.int('rounds')!;
  const seed = ctx.options.seed();
  const progress = ctx.progress(rounds, 'simulating coups');
  const sim = simulate(rules, rounds, seededRng(seed), undefined, (done) => progress.update(done));
  progress.done();
  const exact = oddsOrThrow(rules, { preset }).bets;
  const rows = sim.bets.map((b) => {
    const x = exact.find((e) => e.id === b.id)!.houseEdge;
    const inside = Math.abs(x - b.houseEdge) <= b.halfWidth;
    return [b.id, pct(b.houseEdge), `± ${pct(b.halfWidth)}`, pct(x), inside ? 'yes' : 'NO'];
  });
  return {
    text: `baccarat — preset ${preset}, ${rounds} coups, seed ${seed}\n\n${table(['bet', 'simulated edge', '99.9% interval', 'exact edge', 'exact inside'], rows)}\n`,
    json: { game: 'baccarat', preset, rules, seed, simulation: sim, exact },
  };
}

/** The `croupier` commands of baccarat. */
export const commands: GameCommands = {
  help: {
    odds: 'exact odds of Банко, Пунто, tie and the side bets offered (--decks N|infinite, --preset seed|casino|noCommission|ez, --set tiePays=9, --set dragon7Pays=40, --removed "5s 5h …")',
    play: 'one coup from a seed, card by card (--seed N, --bet banker|player|tie|playerPair|…, --stake N, --ru)',
    simulate: 'coups from fresh shoes against the exact edges (--rounds N, --seed S)',
  },
  odds: oddsCommand,
  play: playCommand,
  simulate: simulateCommand,
};

/** The preset ids the CLI accepts. */
export const PRESET_IDS = Object.keys(baccaratPresets);
