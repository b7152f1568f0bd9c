import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../run.js';
import { capture } from '../../testing/capture.js';
import { expectContract } from '../../testing/contracts.js';
import { randomInt, seededRng } from '../../rng/index.js';

afterEach(() => vi.restoreAllMocks());

describe('croupier odds craps', () => {
  it.each(['seed', 'casino'])('--preset %s --json follows the odds contract and lists every bet', async (preset) => {
    const io = capture();
    expect(await main(['odds', 'craps', '--preset', preset, '--json'])).toBe(0);
    const json = JSON.parse(io.out());
    expectContract('odds', json);
    expect(json.game).toBe('craps');
    expect(json.preset).toBe(preset);
    const ids = json.bets.map((b: { id: string }) => b.id);
    for (const id of [
      'pass',
      'dontPass',
      'come',
      'dontCome',
      'place6',
      'placeToLose4',
      'buy10',
      'lay5',
      'hard8',
      'field',
      'big6',
      'any7',
      'anyCraps',
      'horn',
    ]) {
      expect(ids).toContain(id);
    }
    const pass = json.bets.find((b: { id: string }) => b.id === 'pass');
    expect(pass.exact).toBe('7/495');
    expect(pass.win).toBeCloseTo(244 / 495, 12);
    expect(json.bets.find((b: { id: string }) => b.id === 'dontPass').exact).toBe('3/220');
    expect(json.rules.dontPassBar).toBe(preset === 'seed' ? 2 : 12);
  });

  it('applies --set and refuses an unknown rule with the allowed ones listed', async () => {
    const io = capture();
    expect(await main(['odds', 'craps', '--set', 'fieldPays12=3:1', '--json'])).toBe(0);
    expect(JSON.parse(io.out()).bets.find((b: { id: string }) => b.id === 'field').exact).toBe('1/36');
    expect(await main(['odds', 'craps', '--set', 'vig=4'])).toBe(1);
    expect(io.err()).toContain('dontPassBar');
  });
});

describe('croupier play craps', () => {
  it("plays one shooter's hand, conserving every chip, the same for the same seed", async () => {
    const io = capture();
    expect(await main(['play', 'craps', '--seed', '7', '--json'])).toBe(0);
    const a = JSON.parse(io.out());
    const rolls = a.rolls as { dice: [number, number]; total: number; events: { type: string }[] }[];
    // the dice are the seed's: two faces at a time from the xoshiro128** stream of seed 7
    const rng = seededRng(7);
    expect(rolls.map((r) => r.dice)).toEqual(rolls.map(() => [randomInt(rng, 6) + 1, randomInt(rng, 6) + 1]));
    // the hand ends on a seven-out, and only there
    expect(rolls.at(-1)!.events.some((e) => e.type === 'sevenOut')).toBe(true);
    expect(rolls.slice(0, -1).some((r) => r.events.some((e) => e.type === 'sevenOut'))).toBe(false);
    // each player's net is the sum of what their settled bets won and lost, less commissions paid up front
    for (const p of a.result as { player: string; net: number }[]) {
      let net = 0;
      for (const r of rolls) {
        for (const e of r.events as unknown as {
          type: string;
          player: string;
          won: number;
          lost: number;
          commission: number;
          amount: number;
        }[]) {
          if (e.player !== p.player) continue;
          if (e.type === 'betSettled') net += e.won - e.lost - e.commission;
          if (e.type === 'commissionPaid') net -= e.amount;
        }
      }
      expect(p.net).toBe(net);
    }
    io.out();
    const io2 = capture();
    await main(['play', 'craps', '--seed', '7', '--no-color']);
    expect(io2.out()).toContain('roll 1 (come-out)');
  });
});

describe('croupier simulate craps', () => {
  it('reports each line bet with an interval that holds the exact edge', async () => {
    const io = capture();
    expect(await main(['simulate', 'craps', '--rounds', '20000', '--seed', '4', '--json'])).toBe(0);
    const json = JSON.parse(io.out()) as {
      bets: { id: string; decisions: number; inside: boolean; exactFraction: string }[];
    };
    expect(json.bets.map((b) => b.id)).toEqual(['pass', 'dontPass', 'come', 'dontCome']);
    for (const b of json.bets) {
      expect(b.decisions).toBeGreaterThanOrEqual(20000);
      expect(b.inside).toBe(true);
    }
    expect(json.bets[0]!.exactFraction).toBe('7/495');
  });
});
