/**
 * Seeds for the focused examples beside the rules. Each scenario is a test of a round the engine deals
 * (and, where the example suggests a line of play, plays on), and its seeds are the first ones from 1 up
 * that pass it. They are found when the site is built, so a change of the engine or of the rules finds
 * new seeds instead of showing a wrong example.
 *
 * @module
 */
import type { ActionOf, AnyGame, RulesOf, Seed, SetupOf } from '@croupier/engine';
import { applyAllToRound, currentState, startRound, type Round } from '@croupier/ui';
import { rankOf, RANK } from '@croupier/engine/cards';
import {
  blackjackCardValue,
  blackjackGame,
  blackjackValue,
  resolveRulesOrThrow as blackjackRules,
  type BlackjackAction,
  type BlackjackState,
} from '@croupier/engine/blackjack';
import {
  baccaratGame,
  baccaratPoint,
  resolveRulesOrThrow as baccaratRules,
  type BaccaratState,
  type TableauId,
} from '@croupier/engine/baccarat';
import { studGame, resolveRulesOrThrow as studRules, type StudState } from '@croupier/engine/stud';
import {
  crapsGame,
  resolveRulesOrThrow as crapsRules,
  type CrapsAction,
  type CrapsState,
} from '@croupier/engine/craps';
import { betAction, coupSetup, nextAction } from '../baccarat/coupSteps';
import {
  BJ_BET,
  BJ_BOX,
  bjOpening,
  bjSetup,
  CRAPS_SEAT,
  CRAPS_STAKE,
  crapsSetup,
  STUD_OPENING,
  studSetup,
  type BjScenario,
  type CrapsLineBet,
} from './tables';

export * from './tables';

/**
 * The first `count` seeds from 1 up whose round, after the opening actions, passes `test`.
 *
 * @param game - The game.
 * @param rules - Its rules.
 * @param setup - The setup for a seed.
 * @param opening - Actions applied after the start (a bet, the deal).
 * @param test - The scenario's test of the opened round.
 * @param count - How many seeds.
 * @param limit - The last seed tried.
 */
export function findSeeds<G extends AnyGame>(
  game: G,
  rules: RulesOf<G>,
  setup: (seed: Seed) => SetupOf<G>,
  opening: readonly ActionOf<G>[],
  test: (round: Round<G>) => boolean,
  count: number,
  limit = 5000,
): number[] {
  const seeds: number[] = [];
  for (let seed = 1; seed <= limit && seeds.length < count; seed++) {
    const start = startRound(game, rules, setup, seed);
    if (!start.ok) continue;
    const round = applyAllToRound(game, start.round, opening);
    if (round.error === null && test(round)) seeds.push(seed);
  }
  return seeds;
}

/** The round after a line of play, or `null` when the engine refuses a step of it. */
function playOn<G extends AnyGame>(game: G, round: Round<G>, line: readonly ActionOf<G>[]) {
  const next = applyAllToRound(game, round, line);
  return next.error === null ? currentState(next) : null;
}

// ---------------------------------------------------------------------------------------------- blackjack

/** The line of play each example suggests (the reader may play otherwise). */
export const BJ_LINE: Readonly<Record<BjScenario, readonly BlackjackAction[]>> = {
  compare: [{ type: 'stand' }],
  split: [{ type: 'split' }, { type: 'stand' }, { type: 'stand' }],
  win5: [{ type: 'stand' }],
  blackjack10: [],
  dealerBjDouble: [{ type: 'double' }],
  dealerBjSplit: [{ type: 'split' }, { type: 'stand' }, { type: 'stand' }],
  insurance: [{ type: 'insurance' }, { type: 'stand' }],
  bjPush: [],
  bj21: [{ type: 'hit' }],
  splitOnce: [{ type: 'split' }, { type: 'stand' }, { type: 'stand' }],
  acesNoSplit: [{ type: 'stand' }],
  natural: [],
  push: [{ type: 'stand' }],
  double: [{ type: 'double' }],
  insurancePush: [{ type: 'insurance', amount: 0 }],
};

const firstHand = (s: BlackjackState) => (s.phase === 'betting' ? [] : (s.boxes[0]?.hands[0]?.cards ?? []));
const dealerCards = (s: BlackjackState) => (s.phase === 'betting' ? [] : s.dealer);
const dealerBj = (s: BlackjackState) => blackjackValue(dealerCards(s)).blackjack;

/** What the suggested line must lead to, from the dealt table `d` to the settled one `s`. */
const BJ_TEST: Readonly<Record<BjScenario, (d: BlackjackState, s: BlackjackState) => boolean>> = {
  // Both stand and the totals are compared: no bust, no blackjack.
  compare: (d, s) =>
    d.phase === 'playing' &&
    !blackjackValue(dealerCards(s)).bust &&
    !dealerBj(s) &&
    !blackjackValue(firstHand(d)).blackjack,
  // A pair to split (the text forbids splitting aces: the engine refuses, so no seed deals them); both
  // hands stand and are compared.
  split: (d, s) => d.phase === 'playing' && !dealerBj(s),
  // The player stands on a hard 19 or 20 and wins 1:1.
  win5: (d, s) => {
    const v = blackjackValue(firstHand(d));
    return (
      d.phase === 'playing' && !v.soft && v.total >= 19 && (s.seats.find((x) => x.id === BJ_BOX)?.balance ?? 0) > 1000
    );
  },
  // A player's blackjack against a dealer without one.
  blackjack10: (d, s) => blackjackValue(firstHand(d)).blackjack && !dealerBj(s),
  // The player doubles, the dealer's second card makes a blackjack.
  dealerBjDouble: (d, s) => d.phase === 'playing' && dealerBj(s),
  // The player splits a pair and stands on both hands; the dealer draws a blackjack.
  dealerBjSplit: (d, s) => d.phase === 'playing' && dealerBj(s),
  // The dealer's first card is an ace.
  insurance: (d) => d.phase === 'insurance',
  // «Если у крупье выпадает Блекджек … кроме того, когда у него самого выпадает Блекджек»: both have one
  // (a ten up, so no insurance is asked and the deal settles at once).
  bjPush: (d, s) => d.phase === 'settled' && blackjackValue(firstHand(d)).blackjack && dealerBj(s),
  // «Блекджек бьет комбинацию карт, которая просто равняется 21 очку»: one card takes the player to 21,
  // the dealer's second card makes a blackjack.
  bj21: (d, s) =>
    d.phase === 'playing' &&
    !blackjackValue(firstHand(d)).blackjack &&
    blackjackValue(firstHand(s)).total === 21 &&
    dealerBj(s),
  // «Если игрок один раз разделил комбинацию карт на две, то он не может сделать это еще раз»: the first
  // hand of the split draws a card of the same value, a pair again.
  splitOnce: (d, s) => {
    if (d.phase !== 'playing') return false;
    const [a, b] = firstHand(s);
    return (
      s.phase === 'settled' &&
      s.boxes[0]!.hands.length === 2 &&
      a !== undefined &&
      b !== undefined &&
      blackjackCardValue(a) === blackjackCardValue(b)
    );
  },
  // «Единственное исключение представляет случай, когда игроку выпадают два Туза»: two aces dealt.
  acesNoSplit: (d) => d.phase === 'playing' && firstHand(d).every((c) => rankOf(c) === RANK.ACE),
  // «Туз и любая карта достоинством в 10 очков … Блекджек»: dealt, against a dealer without one (the deal
  // ends at once); `bjSeeds` picks the ten-value card of each rank in turn.
  natural: (d, s) => d.phase === 'settled' && blackjackValue(firstHand(d)).blackjack && !dealerBj(s),
  // «Если суммы карт у игрока и крупье совпадают … (равенство)»: the player stands on two cards, the
  // dealer ends on the same total; no blackjack, no bust.
  push: (d, s) => {
    const p = blackjackValue(firstHand(s));
    const dl = blackjackValue(dealerCards(s));
    return d.phase === 'playing' && !p.blackjack && !dl.blackjack && !dl.bust && p.total === dl.total;
  },
  // «Ставка удваивается, игрок получает еще одну карту, после чего сдача карт заканчивается»: a double on
  // 9–11 takes one card and the hand is done; the dealer has no blackjack (that is `dealerBjDouble`).
  double: (d, s) =>
    d.phase === 'playing' &&
    s.phase === 'settled' &&
    s.boxes[0]!.hands[0]!.doubled &&
    firstHand(s).length === 3 &&
    !dealerBj(s),
  // «Если Блекджек выпадет и у игрока, и у крупье, игра заканчивается ничьей»: an ace up, insurance
  // declined, the player's Блекджек against the dealer's.
  insurancePush: (d, s) => d.phase === 'insurance' && blackjackValue(firstHand(d)).blackjack && dealerBj(s),
};

/** The ten-value ranks, each shown in turn by the `natural` example («любая карта достоинством в 10 очков»). */
const TEN_RANKS = [RANK.TEN, RANK.JACK, RANK.QUEEN, RANK.KING] as const;

/** How far the seed finder looks for a rare deal (a blackjack against a blackjack is about 1 in 900). */
const BJ_LIMIT: Partial<Record<BjScenario, number>> = { bjPush: 20000, insurancePush: 20000 };

/**
 * Seeds for a blackjack example under the text's rules (the insurance example alternates a dealer
 * blackjack, which pays the insurance 2:1, and none, which loses it).
 *
 * @param scenario - Which example.
 * @param count - How many seeds.
 */
export function bjSeeds(scenario: BjScenario, count = 6): number[] {
  const rules = blackjackRules({ preset: 'seed' });
  const settled = (round: Round<typeof blackjackGame>) => {
    const s = playOn(blackjackGame, round, BJ_LINE[scenario]);
    return s !== null && s.phase === 'settled' ? s : null;
  };
  const test = (round: Round<typeof blackjackGame>) => {
    const s = settled(round);
    return s !== null && BJ_TEST[scenario](currentState(round), s);
  };
  const opening = bjOpening(BJ_BET[scenario]);
  if (scenario === 'natural') {
    // Other deals than the 3:2 example's, so the page does not show the same Блекджек twice.
    const paid = new Set(bjSeeds('blackjack10', count));
    const per = TEN_RANKS.map((r) =>
      findSeeds(
        blackjackGame,
        rules,
        bjSetup,
        opening,
        (x) => !paid.has(Number(x.seed)) && test(x) && firstHand(currentState(x)).some((c) => rankOf(c) === r),
        Math.ceil(count / TEN_RANKS.length),
      ),
    );
    return per[0]!.flatMap((_, i) => per.flatMap((p) => (p[i] === undefined ? [] : [p[i]!]))).slice(0, count);
  }
  if (scenario !== 'insurance')
    return findSeeds(blackjackGame, rules, bjSetup, opening, test, count, BJ_LIMIT[scenario]);
  const half = Math.ceil(count / 2);
  const yes = findSeeds(blackjackGame, rules, bjSetup, opening, (r) => test(r) && dealerBj(settled(r)!), half);
  const no = findSeeds(blackjackGame, rules, bjSetup, opening, (r) => test(r) && !dealerBj(settled(r)!), half);
  return yes.flatMap((s, i) => (no[i] === undefined ? [s] : [s, no[i]!])).slice(0, count);
}

// ---------------------------------------------------------------------------------------------- baccarat

/** The baccarat examples. */
export type BacScenario = 'any' | 'natural' | 'playerRule';

/** A coup played to the end with its bet. */
function coupEnd(round: Round<typeof baccaratGame>): BaccaratState {
  let s = currentState(round);
  for (let a = nextAction(s); a; a = nextAction(s)) {
    const r = baccaratGame.apply(s, a);
    if (!r.ok) break;
    s = r.value.state;
  }
  return s;
}

/**
 * Seeds for a baccarat example: any coup; a coup with a natural 8 or 9 (alternately the player's and the
 * banker's); a coup decided by the player's third-card rule (alternately a draw on 0–5 and a stand on 6–7).
 *
 * @param scenario - Which example.
 * @param tableau - The third-card rule (default the text's, the pages' default).
 * @param count - How many seeds.
 */
export function bacSeeds(scenario: BacScenario, tableau: TableauId = 'seed', count = 6): number[] {
  const rules = baccaratRules({ preset: tableau === 'seed' ? 'seed' : 'casino' });
  const two = (s: BaccaratState) => ({
    p: baccaratPoint(s.player.slice(0, 2)),
    b: baccaratPoint(s.banker.slice(0, 2)),
  });
  const find = (test: (s: BaccaratState) => boolean, n: number) =>
    findSeeds(baccaratGame, rules, coupSetup, [betAction('banker')], (r) => test(coupEnd(r)), n);
  const alternate = (a: number[], b: number[]) =>
    a.flatMap((s, i) => (b[i] === undefined ? [s] : [s, b[i]!])).slice(0, count);
  const half = Math.ceil(count / 2);
  switch (scenario) {
    case 'any':
      return find(() => true, count);
    case 'natural':
      return alternate(
        find((s) => two(s).p >= 8, half),
        find((s) => two(s).b >= 8 && two(s).p < 8, half),
      );
    case 'playerRule':
      return alternate(
        find((s) => two(s).p <= 5 && two(s).b < 8, half),
        find((s) => (two(s).p === 6 || two(s).p === 7) && two(s).b < 8, half),
      );
  }
}

// ---------------------------------------------------------------------------------------------- stud

/**
 * Seeds where the dealer has «нет игры» (does not qualify) under the text's rules: the player raises and
 * is paid the ante only, whatever the hands; alternately a player's hand with and without a combination.
 *
 * @param count - How many seeds.
 */
export function studNoGameSeeds(count = 6): number[] {
  const rules = studRules({ preset: 'seed' });
  const settled = (r: Round<typeof studGame>): StudState | null => playOn(studGame, r, [{ type: 'raise' }]);
  const noGame = (r: Round<typeof studGame>) => {
    const s = settled(r);
    return s !== null && s.phase === 'settled' && s.settlement.outcome === 'dealerNoGame' ? s : null;
  };
  const half = Math.ceil(count / 2);
  // Seeds of a no-game dealer where the player holds a combination (`true`) or none (`false`).
  const withCombination = (combination: boolean) =>
    findSeeds(
      studGame,
      rules,
      studSetup,
      STUD_OPENING,
      (r) => {
        const s = noGame(r);
        return s !== null && s.phase === 'settled' && (s.settlement.player.category !== 'noGame') === combination;
      },
      half,
    );
  const weak = withCombination(false);
  const strong = withCombination(true);
  return strong.flatMap((s, i) => (weak[i] === undefined ? [s] : [s, weak[i]!])).slice(0, count);
}

// ---------------------------------------------------------------------------------------------- craps

/** How a line bet's decision went: on the come-out roll or at a point. */
export type CrapsDecision = 'comeOutWin' | 'comeOutLose' | 'comeOutPush' | 'pointWin' | 'pointLose';

/** Rolls the table's dice until the bet is settled; the settlement and whether a point was set. */
export function rollToDecision(
  state: CrapsState,
  bet: CrapsLineBet,
): { outcome: 'win' | 'lose' | 'push'; point: boolean; rolls: number } | null {
  let s = state;
  for (let rolls = 1; rolls <= 500; rolls++) {
    const r = crapsGame.apply(s, { type: 'roll' });
    if (!r.ok) return null;
    s = r.value.state;
    const settled = r.value.events.find((e) => e.type === 'betSettled' && e.bet === bet);
    if (settled && settled.type === 'betSettled') return { outcome: settled.outcome, point: rolls > 1, rolls };
  }
  return null;
}

/**
 * Seeds for a line bet's example under the text's rules, a decision of each kind in turn: won and lost
 * on the come-out roll (returned, for «Не проходит» on the text's 2), won and lost at a point.
 *
 * @param bet - «Проходит» or «Не проходит».
 * @param count - How many seeds.
 */
export function crapsSeeds(bet: CrapsLineBet, count = 8): number[] {
  const rules = crapsRules({ preset: 'seed' });
  const opening: CrapsAction[] = [{ type: 'bet', player: CRAPS_SEAT, bet, amount: CRAPS_STAKE }];
  const kinds: CrapsDecision[] = ['comeOutWin', 'pointWin', 'comeOutLose', 'pointLose'];
  if (bet === 'dontPass') kinds.push('comeOutPush');
  const kindOf = (d: { outcome: string; point: boolean }): CrapsDecision =>
    d.point
      ? d.outcome === 'win'
        ? 'pointWin'
        : 'pointLose'
      : d.outcome === 'win'
        ? 'comeOutWin'
        : d.outcome === 'lose'
          ? 'comeOutLose'
          : 'comeOutPush';
  const per = kinds.map((k) =>
    findSeeds(
      crapsGame,
      rules,
      crapsSetup,
      opening,
      (r) => {
        const d = rollToDecision(currentState(r), bet);
        return d !== null && kindOf(d) === k;
      },
      Math.ceil(count / kinds.length),
    ),
  );
  const out: number[] = [];
  for (let i = 0; out.length < count && per.some((p) => i < p.length); i++)
    for (const p of per) if (i < p.length) out.push(p[i]!);
  return out.slice(0, count);
}
