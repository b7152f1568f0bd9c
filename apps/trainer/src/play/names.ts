/**
 * The Russian names of the play modes' records (drill id `play-<game>`, see `log.ts`): the mode, a record's
 * cell and its answers, for the lists that show records of any drill (the ledger's costliest cells, the
 * mistakes review). Only `@croupier/ru` is imported, so the lists can name a record without loading a game.
 *
 * @module
 */
import { betSpec, type BetId } from '@croupier/engine/craps';
import type { BaccaratBet } from '@croupier/engine/baccarat';
import { BACCARAT_BET_NAMES, betNameRu, blackjackCellRu, studCategoryRu, TABLE_KEYS_RU } from '@croupier/ru';
import {
  BLACKJACK_DECISION_RU,
  PLAY_CHOICE_RU as CHOICE,
  PLAY_RECORD_RU as RECORD,
  PLAY_TITLE_RU,
} from '@croupier/ru/trainer/play';
import type { Choice } from '../drill.ts';
import { RULES_GAMES, type RulesGame } from '../rules/choice.ts';

/** Each play mode's name (as the lists show it beside the drills' titles) and the blackjack decisions' names. */
export { BLACKJACK_DECISION_RU, PLAY_TITLE_RU };

/** Does the hand draw a third card (the baccarat drills' and the dealer's seat's answers). */
export const DRAW_CHOICES: readonly Choice[] = [
  { id: 'draw', label: CHOICE.draw, hotkey: '1' },
  { id: 'stand', label: CHOICE.stand, hotkey: '2' },
];

/** Who won the coup (the dealer's seat at baccarat). */
export const WINNER_CHOICES: readonly Choice[] = [
  { id: 'banker', label: CHOICE.banker, hotkey: '1' },
  { id: 'player', label: CHOICE.player, hotkey: '2' },
  { id: 'tie', label: CHOICE.tie, hotkey: '3' },
];

/** The answers of a resolution call (the dealer's seat at craps). */
export const RESOLUTION_CHOICES: readonly Choice[] = [
  { id: 'win', label: CHOICE.win, hotkey: '1' },
  { id: 'lose', label: CHOICE.lose, hotkey: '2' },
  { id: 'none', label: CHOICE.none, hotkey: '3' },
  { id: 'push', label: CHOICE.push, hotkey: '4' },
  { id: 'move', label: CHOICE.move, hotkey: '5' },
];

const labelOf = (choices: readonly Choice[], id: string) => choices.find((c) => c.id === id)?.label;

/**
 * The game of a play mode's drill id, or `undefined` for a drill.
 *
 * @param drill - A record's drill id.
 * @example
 * ```ts
 * playGameOf('play-craps'); // 'craps'
 * playGameOf('craps-payout'); // undefined
 * ```
 */
export function playGameOf(drill: string): RulesGame | undefined {
  const game = drill.startsWith('play-') ? drill.slice('play-'.length) : '';
  return (RULES_GAMES as readonly string[]).includes(game) ? (game as RulesGame) : undefined;
}

const value = (x: string) => (x === 'A' ? 1 : Number(x));

/**
 * A play record's cell in Russian: the hand against the up-card, the call, the bet and the point.
 *
 * @param game - The play mode's game.
 * @param key - The record's key (`hard-16-10`, `banker-5-stood`, `pay-place6@8`, `flush-after`).
 * @example
 * ```ts
 * playKeyRu('blackjack', 'soft-18-9'); // 'мягкая 18 против 9'
 * playKeyRu('craps', 'pass@off'); // 'Проходит, выход'
 * ```
 */
export function playKeyRu(game: RulesGame, key: string): string {
  switch (game) {
    case 'blackjack': {
      if (key === 'insurance') return RECORD.insurance;
      if (key === 'table-count-running') return TABLE_KEYS_RU.running;
      if (key === 'table-count-true') return TABLE_KEYS_RU.true;
      const m = /^(hard|soft|pair)-(\d+|A)-(\d+|A)$/u.exec(key);
      return m ? blackjackCellRu(m[1] as 'hard' | 'soft' | 'pair', value(m[2]!), value(m[3]!)) : RECORD.decision;
    }
    case 'baccarat': {
      const [what, a, b] = key.split('-');
      if (what === 'player') return RECORD.playerDraws(a);
      if (what === 'banker') return b === 'stood' ? RECORD.bankerStood(a) : RECORD.bankerAgainst(a, b);
      if (what === 'winner') return a === 'natural' ? RECORD.winnerNatural : RECORD.winnerThird;
      if (what === 'pay') return RECORD.pay(BACCARAT_BET_NAMES[a as BaccaratBet] ?? RECORD.bet);
      return RECORD.dealerDecision;
    }
    case 'craps': {
      const pay = key.startsWith('pay-');
      const [bet, point] = (pay ? key.slice(4) : key).split('@');
      const where = point === undefined || point === 'off' ? RECORD.comeOut : RECORD.point(point);
      const name = betSpec(bet as BetId) ? betNameRu(bet as BetId) : RECORD.bet;
      return RECORD.crapsCell(pay, name, where);
    }
    case 'stud': {
      const after = key.endsWith('-after');
      return RECORD.studCell(studCategoryRu(after ? key.slice(0, -'-after'.length) : key), after);
    }
  }
}

/**
 * A play record's answer in Russian (the given or the right one), as its screen named it; a number of
 * chips stays a number.
 *
 * @param game - The play mode's game.
 * @param id - The answer id (`double`, `draw`, `move`, `x024`, `15`).
 */
export function playAnswerRu(game: RulesGame, id: string): string {
  if (/^[-+−]?\d+$/u.test(id)) return id;
  switch (game) {
    case 'blackjack': {
      const name = BLACKJACK_DECISION_RU[id as keyof typeof BLACKJACK_DECISION_RU];
      return name === undefined ? '—' : name[0]!.toUpperCase() + name.slice(1);
    }
    case 'baccarat':
      return labelOf([...DRAW_CHOICES, ...WINNER_CHOICES], id) ?? '—';
    case 'craps':
      return labelOf(RESOLUTION_CHOICES, id) ?? '—';
    case 'stud': {
      if (id === 'fold') return RECORD.fold;
      if (id === 'raise') return RECORD.raise;
      const n = /^x(\d+)$/u.exec(id)?.[1]?.length;
      return n === undefined ? '—' : RECORD.exchange(n);
    }
  }
}
