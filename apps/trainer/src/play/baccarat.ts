/**
 * The dealer's seat at baccarat: before each of the engine's dealer steps the trainee calls it — does
 * Пунто draw, does Банко draw, who won — and then pays the punter's bet. Each call is graded by the
 * drill that teaches the same rule (the same engine rule, the same explanation and rule link), from the
 * cards on the table.
 *
 * @module
 */
import { PLAY_RU } from '@croupier/ru/trainer/play';
import { PLAY_BACCARAT_RU as RU } from '@croupier/ru/trainer/play-baccarat';
import { baccaratCardValue, baccaratPoint, type BaccaratState } from '@croupier/engine/baccarat';
import type { Choice, DrillItem } from '../drill.ts';
import { bankerDrawsDrill } from '../drills/baccarat/banker-draws.ts';
import { payoutDrill } from '../drills/baccarat/payout.ts';
import { playerDrawsDrill } from '../drills/baccarat/player-draws.ts';
import { DRAW_CHOICES, WINNER_CHOICES } from './names.ts';
import { winnerDrill } from '../drills/baccarat/winner.ts';
import type { Graded } from './log.ts';

/** What the dealer calls now. */
export type BaccaratCall =
  | { readonly kind: 'player-draw'; readonly question: string; readonly choices: readonly Choice[] }
  | { readonly kind: 'banker-draw'; readonly question: string; readonly choices: readonly Choice[] }
  | { readonly kind: 'winner'; readonly question: string; readonly choices: readonly Choice[] }
  | { readonly kind: 'pay'; readonly question: string; readonly bet: string; readonly stake: number };

/**
 * The call the dealer makes before the engine's next step, or `null` when there is none (bets, the deal,
 * the next coup).
 *
 * @param state - The table.
 * @param paid - Whether the pay call of this decided coup was already made.
 */
export function baccaratCall(state: BaccaratState, paid: boolean): BaccaratCall | null {
  switch (state.phase) {
    case 'playerRule':
      return {
        kind: 'player-draw',
        question: RU.playerDraw(baccaratPoint(state.player)),
        choices: DRAW_CHOICES,
      };
    case 'bankerRule':
      return {
        kind: 'banker-draw',
        question: RU.bankerDraw(
          baccaratPoint(state.banker),
          state.player.length === 3 ? baccaratCardValue(state.player[2]!) : undefined,
        ),
        choices: DRAW_CHOICES,
      };
    case 'decided': {
      if (!paid) return { kind: 'winner', question: RU.winner, choices: WINNER_CHOICES };
      return null;
    }
    default:
      return null;
  }
}

/** The pay call for the punter's bet once the winner is called: only a winning bet is paid. */
export function payCall(state: BaccaratState): BaccaratCall | null {
  if (state.phase !== 'decided' || state.bets.length === 0) return null;
  const b = state.bets[0]!;
  return {
    kind: 'pay',
    question: RU.pay(b.stake),
    bet: b.bet,
    stake: b.stake,
  };
}

function itemOf(state: BaccaratState, key: string, data: unknown, answer = ''): DrillItem {
  return {
    key,
    prompt: '',
    answer: { kind: 'choice', choices: [] },
    rules: state.rules,
    solution: { answer },
    data,
  };
}

/**
 * Grades a call with the drill that teaches its rule.
 *
 * @param state - The table before the step the call is about.
 * @param call - The call.
 * @param answer - The answer id (`draw`/`stand`, `banker`/`player`/`tie`) or the typed number of chips.
 */
export function gradeBaccaratCall(state: BaccaratState, call: BaccaratCall, answer: string): Graded {
  const cards = { player: state.player, banker: state.banker };
  let key: string;
  let verdict;
  switch (call.kind) {
    case 'player-draw':
      key = `player-${baccaratPoint(state.player)}`;
      verdict = playerDrawsDrill.check(itemOf(state, key, cards), answer);
      break;
    case 'banker-draw': {
      const third = state.player.length === 3 ? String(baccaratCardValue(state.player[2]!)) : 'stood';
      key = `banker-${baccaratPoint(state.banker)}-${third}`;
      verdict = bankerDrawsDrill.check(itemOf(state, key, cards), answer);
      break;
    }
    case 'winner':
      key = `winner-${state.player.length + state.banker.length === 4 ? 'natural' : 'third'}`;
      verdict = winnerDrill.check(itemOf(state, key, cards), answer);
      break;
    case 'pay':
      key = `pay-${call.bet}`;
      verdict = payoutDrill.check(itemOf(state, key, { ...cards, bet: call.bet, stake: call.stake }), answer);
      break;
  }
  const label = (id: string) =>
    call.kind === 'pay'
      ? PLAY_RU.chips(id)
      : ([...DRAW_CHOICES, ...WINNER_CHOICES].find((c) => c.id === id)?.label ?? id);
  const expectedId = verdict.expectedAnswer ?? verdict.expected;
  return {
    key,
    answer,
    expected: expectedId,
    correct: verdict.correct,
    question: call.question,
    verdict: {
      correct: verdict.correct,
      given: label(answer),
      expected: verdict.expected,
      explanation: verdict.explanation,
      ...(verdict.ruleLink === undefined ? {} : { ruleLink: verdict.ruleLink }),
    },
  };
}
