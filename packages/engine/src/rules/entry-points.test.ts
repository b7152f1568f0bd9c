// Every public entry point that takes a game's rules checks them first, as `start` does (issue 21):
// a bad rules object gets the game's `<game>/bad-rules` error (as a result where the function returns
// one, as a `CroupierError` where it returns a value), never a RangeError, a TypeError or a loop that
// does not end. The table is entry point × bad rules object.
//
// Not in the table, on purpose: helpers that read one or two fields and are typed `Pick<Rules, …>`
// (`dealerHits`, `doubleTotals`, `raiseFor`, `exchangeCounts`, `thirdCardRules`, `playCoup`, …) and the
// per-roll and per-hand helpers the rounds call with rules `start` has already checked (craps
// `resolveBet`, `maxWin`, `commissionOf`…, stud `maxAnte`, `settleClasses`…, baccarat `winRatio`,
// `betTerms`, `offeredBets`), which stay cheap lookups; and stud's `studOddsKey`, which keys the shipped
// grid's partial rules (paytable and fees) and reads nothing else.
import { describe, expect, it } from 'vitest';
import * as baccarat from '../baccarat/index.js';
import * as blackjack from '../blackjack/index.js';
import * as craps from '../craps/index.js';
import { CroupierError, orThrow } from '../result/index.js';
import { seededRng } from '../rng/index.js';
import * as stud from '../stud/index.js';

type Game = 'blackjack' | 'baccarat' | 'craps' | 'stud';

/** Two bad rules objects per game: one value out of range, and no object at all. */
const BAD: Record<Game, readonly [string, unknown][]> = {
  blackjack: [
    ['decks: 0', { ...blackjack.DEFAULT_RULES, decks: 0 }],
    ['null', null],
  ],
  baccarat: [
    ['decks: 0', { ...baccarat.DEFAULT_RULES, decks: 0 }],
    ['null', null],
  ],
  craps: [
    ['commissionPercent: -5', { ...craps.DEFAULT_RULES, commissionPercent: -5 }],
    ['null', null],
  ],
  stud: [
    ['raiseMultiple: 0', { ...stud.resolveRulesOrThrow(), raiseMultiple: 0 }],
    ['null', null],
  ],
};

// Arguments other than the rules: shaped right, but never reached when the rules are checked first.
const chart = { hard: {}, soft: {}, pairs: {} } as never;
const hilo = orThrow(blackjack.countingSystem('hilo'));
const fullShoe = [4, 4, 4, 4, 4, 4, 4, 4, 4, 16];
const coup = { playerPoint: 5, bankerPoint: 6 } as never;

/** Entry points by game: a call with the rules under test (`r`). */
const ENTRY_POINTS: Record<Game, readonly [string, (r: never) => unknown][]> = {
  blackjack: [
    ['analyse', (r) => blackjack.analyse(r)],
    ['analyse (a shoe given)', (r) => blackjack.analyse(r, fullShoe)],
    ['odds', (r) => blackjack.odds(r)],
    ['insuranceEdge', (r) => blackjack.insuranceEdge(r)],
    ['simulateChart', (r) => blackjack.simulateChart(r, chart, 10, seededRng(1))],
    ['blackjackRoundDistribution', (r) => blackjack.blackjackRoundDistribution(r, chart)],
    ['infiniteDeckEdges', (r) => blackjack.infiniteDeckEdges(r, chart)],
    ['handActionEvs', (r) => blackjack.handActionEvs(r, fullShoe, [10, 6], 1)],
    ['unseenCounts', (r) => blackjack.unseenCounts(r, [])],
    ['effectsOfRemoval', (r) => blackjack.effectsOfRemoval(r, { chart })],
    ['shoeSummary', (r) => blackjack.shoeSummary(r, chart, fullShoe)],
    ['assembleEffects', (r) => blackjack.assembleEffects(r, chart, [])],
    ['shoeEvs', (r) => blackjack.shoeEvs(r, chart, fullShoe, 'chart')],
    ['gameEv', (r) => blackjack.gameEv(r, chart, {} as never, 'chart')],
    ['indexContext', (r) => blackjack.indexContext(r, hilo, { chart })],
    ['computeIndexTable', (r) => blackjack.computeIndexTable(r, hilo, { chart })],
    ['simulateIndexPlay', (r) => blackjack.simulateIndexPlay(r, {} as never, 10, seededRng(1), { chart })],
    ['settleHand', (r) => blackjack.settleHand(r, {} as never, [10, 7])],
    ['mayDouble', (r) => blackjack.mayDouble(r, [5, 6])],
    ['start', (r) => blackjack.start(r, { seats: { a: 100 }, seed: 1 })],
  ],
  baccarat: [
    ['odds', (r) => baccarat.odds(r)],
    ['simulate', (r) => baccarat.simulate(r, 10, seededRng(1))],
    ['exactOdds', (r) => baccarat.exactOdds(r)],
    ['exactOdds (a shoe given)', (r) => baccarat.exactOdds(r, fullShoe as never)],
    ['exactOddsOrThrow', (r) => baccarat.exactOddsOrThrow(r)],
    ['exactBets', (r) => baccarat.exactBets(r, {} as never)],
    ['baccaratBetDistributions', (r) => baccarat.baccaratBetDistributions(r)],
    ['baccaratBetDistributionsOrThrow', (r) => baccarat.baccaratBetDistributionsOrThrow(r)],
    ['settleBet', (r) => baccarat.settleBet(r, 'a', 'banker', 10, coup)],
    ['start', (r) => baccarat.start(r, { seats: { a: 100 }, seed: 1 })],
  ],
  craps: [
    ['odds', (r) => craps.odds(r)],
    ['analyzeBets', (r) => craps.analyzeBets(r)],
    ['passTakenDownAtPoint', (r) => craps.passTakenDownAtPoint(r)],
    ['crapsBetDistributions', (r) => craps.crapsBetDistributions(r)],
    ['crapsRollChain', (r) => craps.crapsRollChain(r, 'pass')],
    ['simulateLineBets', (r) => craps.simulateLineBets(r, 10, 1)],
    ['shooterHand', (r) => craps.shooterHand(r, 1)],
    ['winningRolls', (r) => craps.winningRolls(r, 'pass', null)],
    ['winningPayout', (r) => craps.winningPayout(r, 'pass', 10, 4)],
    ['start', (r) => craps.start(r, { seats: { a: 100 }, seed: 1 })],
  ],
  stud: [
    ['odds', (r) => stud.odds(r)],
    ['planOdds', (r) => stud.planOdds(r)],
    ['computeOdds', (r) => stud.computeOdds(r)],
    ['cachedOdds', (r) => stud.cachedOdds(r)],
    ['advise', (r) => stud.advise([0, 1, 2, 3, 4], r)],
    ['raiseTotalDirect', (r) => stud.raiseTotalDirect([0, 1, 2, 3, 4], r)],
    ['studRoundDistribution', (r) => stud.studRoundDistribution(r)],
    ['exchangeOutcomeCounts', (r) => stud.exchangeOutcomeCounts(r, new Uint8Array(0), 0, 0)],
    ['exchangeDistributionFromCounts', (r) => stud.exchangeDistributionFromCounts(r, {} as never)],
    ['settle', (r) => stud.settle({ player: [0, 1, 2, 3, 4], dealer: [5, 6, 7, 8, 9], ante: 1, raised: true }, r)],
    ['settleOutcome', (r) => stud.settleOutcome({ ante: 1, outcome: 'fold' as never }, r)],
    ['start', (r) => stud.start(r, { balance: 100, seed: 1 } as never)],
  ],
};

/** The error code a call ended with: a result's, or a thrown `CroupierError`'s; anything else is named. */
async function codeOf(call: () => unknown): Promise<string> {
  try {
    let out = call();
    if (out instanceof Promise) out = await out;
    const r = out as { ok?: unknown; error?: { code?: unknown } } | undefined;
    return r?.ok === false ? String(r.error?.code) : `returned ${typeof out}`;
  } catch (e) {
    return e instanceof CroupierError ? e.code : `threw ${(e as Error).name}: ${(e as Error).message}`;
  }
}

const cases = (Object.keys(ENTRY_POINTS) as Game[]).flatMap((game) =>
  ENTRY_POINTS[game].flatMap(([name, call]) =>
    BAD[game].map(([bad, rules]) => ({ game, name, bad, call: () => call(rules as never) })),
  ),
);

describe('every entry point that takes rules checks them first', () => {
  it.each(cases)('$game $name with rules $bad: $game/bad-rules', async ({ game, call }) => {
    expect(await codeOf(call)).toBe(`${game}/bad-rules`);
  });
});
