import { describe, expect, it } from 'vitest';
import { resolveRulesOrThrow, type SettledState } from '@croupier/engine/baccarat';
import { naiveCoup, naiveReturn, type NaivePaytable } from '@croupier/testkit/oracles/baccarat';
import { playCoup, startSeat, yourChips, yourNet, YOUR_CHIPS, type SeatRun } from './baccarat-seat.ts';
import { seatSpeech } from './speech.ts';

const rules = resolveRulesOrThrow({ preset: 'seed' });

/** The text's paytable as docs/rules.md reads it: Банко 19:20 (fractions kept), Пунто 1:1, ничья 8:1, a tie returns both. */
const TEXT_PAYS: NaivePaytable = {
  banker: [19, 20],
  bankerSix: null,
  bankerThreeCardSevenPushes: false,
  player: [1, 1],
  tie: [8, 1],
  tiePushes: true,
  playerPair: null,
  bankerPair: null,
  eitherPair: null,
  perfectPair: null,
  perfectPairBoth: null,
  dragon7: null,
  panda8: null,
  rounding: 'down',
};

function coup(run: SeatRun, bet: 'banker' | 'player' | 'tie', stake: number): SeatRun {
  const r = playCoup(run, bet, stake);
  if (!r.ok) throw new Error(r.message);
  return r.run;
}

describe('the player’s seat at a full baccarat table', () => {
  it('deals coups with thirteen seat players, settled as the naive oracle settles them, losers first', () => {
    let run = startSeat({ rules, seat: 3, seed: 'seat-1' });
    expect(seatSpeech(run)).toBe('Ваша очередь ставить, место 3.');
    let chips = YOUR_CHIPS;
    for (let i = 0; i < 30; i++) {
      run = coup(run, (['banker', 'player', 'tie'] as const)[i % 3]!, 25);
      const t = run.table as SettledState;
      const c = naiveCoup('seed', [
        t.player[0]!,
        t.banker[0]!,
        t.player[1]!,
        t.banker[1]!,
        ...t.player.slice(2),
        ...t.banker.slice(2),
      ]);
      expect(c.player).toEqual([...t.player]);
      expect(c.banker).toEqual([...t.banker]);
      // Every seat is on the table, the trainee's once.
      expect(new Set(run.results.map((r) => r.seat)).size).toBe(14);
      expect(run.results.filter((r) => r.you)).toHaveLength(1);
      const firstKept = run.results.findIndex((r) => r.move !== 'take');
      if (firstKept >= 0) expect(run.results.slice(firstKept).every((r) => r.move !== 'take')).toBe(true);
      for (const r of run.results) {
        const back = naiveReturn(TEXT_PAYS, r.bet, r.stake, c)!;
        expect(r.net).toBe(back - r.stake);
      }
      chips += yourNet(run)!;
      expect(yourChips(run)).toBe(chips);
    }
  });

  it('refuses a stake beyond the trainee’s chips with the engine’s reason, and changes nothing', () => {
    const run = startSeat({ rules, seat: 14, seed: 'seat-2' });
    const r = playCoup(run, 'banker', YOUR_CHIPS + 1);
    expect(r.ok).toBe(false);
    expect(run.phase).toBe('bet');
    expect(run.table.bets).toEqual([]);
  });

  it('replays the same table from the same seed', () => {
    const play = (seed: string) => {
      let run = startSeat({ rules, seat: 1, seed });
      for (let i = 0; i < 5; i++) run = coup(run, 'player', 10);
      return run.results.map((r) => `${r.seat}${r.bet}${r.net}`).join();
    };
    expect(play('a')).toBe(play('a'));
    expect(play('a')).not.toBe(play('b'));
  });
});
