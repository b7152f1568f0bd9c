import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../run.js';
import { expectContract } from '../../testing/contracts.js';

async function run(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((s) => ((out += String(s)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((s) => ((err += String(s)), true));
  const code = await main(argv);
  vi.restoreAllMocks();
  return { code, out, err };
}

afterEach(() => vi.restoreAllMocks());

describe('croupier odds blackjack --json', () => {
  it('prints the contract’s fields: main (the chart), mainOptimal (composition-dependent) and insurance', async () => {
    const { code, out } = await run(['odds', 'blackjack', '--decks', '1', '--set', 'doubleAfterSplit=false', '--json']);
    expect(code).toBe(0);
    const report = JSON.parse(out) as Record<string, unknown> & {
      bets: Record<string, unknown>[];
      rules: { decks: number; doubleAfterSplit: boolean };
    };
    expectContract('odds', report);
    expect(report['game']).toBe('blackjack');
    expect(report.rules).toMatchObject({ decks: 1, doubleAfterSplit: false });
    expect(report.bets.map((b) => b['id'])).toEqual(['main', 'mainOptimal', 'insurance']);
    expect(report.bets[2]!['exact']).toBe('1/17');
    // Playing the exact cards is never worse than the chart.
    expect(report.bets[1]!['houseEdge'] as number).toBeLessThanOrEqual(report.bets[0]!['houseEdge'] as number);
  });

  it('--decks infinite: the contract, the rules say infinite, exact fractions; casino rules give 0.511734% (Wizard of Odds, appendix 1)', async () => {
    const { code, out } = await run(['odds', 'blackjack', '--preset', 'casino', '--decks', 'infinite', '--json']);
    expect(code).toBe(0);
    const report = JSON.parse(out) as {
      rules: { decks: unknown };
      bets: { id: string; houseEdge: number; exact?: string }[];
    };
    expectContract('odds', report);
    expect(report.rules.decks).toBe('infinite');
    expect(report.bets.map((b) => b.id)).toEqual(['main', 'mainOptimal', 'insurance']);
    expect(Math.abs(report.bets[1]!.houseEdge - 0.00511734)).toBeLessThan(5e-9);
    expect(report.bets[0]!.exact).toMatch(/^\d+\/\d+$/);
    expect(report.bets[2]!.exact).toBe('1/13');
  });

  it.each([
    { argv: ['odds', 'blackjack', '--decks', 'many'], says: 'from 1 to 8 or infinite, got "many"' },
    { argv: ['simulate', 'blackjack', '--decks', 'infinite'], says: 'from 1 to 8, got "infinite"' },
  ])('$argv.0 with --decks $argv.3: a usage error (exit 2) saying what is allowed', async ({ argv, says }) => {
    const { code, err } = await run(argv);
    expect(code).toBe(2);
    expect(err).toContain(says);
  });

  it('accepts the short names das and h17: --set das=false is doubleAfterSplit=false', async () => {
    const { code, out } = await run([
      'odds',
      'blackjack',
      '--decks',
      '1',
      '--set',
      'das=false',
      '--set',
      'h17=true',
      '--json',
    ]);
    expect(code).toBe(0);
    expect(JSON.parse(out).rules).toMatchObject({ doubleAfterSplit: false, dealerHitsSoft17: true });
  });

  it('a bad rule is a rule error (exit 1) naming the allowed values', async () => {
    const { code, err } = await run(['odds', 'blackjack', '--set', 'doubleOn=12']);
    expect(code).toBe(1);
    expect(err).toContain('"9-11"');
  });
});

describe('croupier strategy / simulate blackjack', () => {
  it('strategy --json: the chart rows, dealer 2…A across, with 11 hitting against T and A under the text', async () => {
    const { code, out } = await run(['strategy', 'blackjack', '--decks', '1', '--json']);
    expect(code).toBe(0);
    const j = JSON.parse(out) as {
      dealerUpCards: string[];
      hard: Record<string, string[]>;
      pairs: Record<string, string[]>;
    };
    expect(j.dealerUpCards).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'A']);
    expect(j.hard['11']!.slice(8)).toEqual(['H', 'H']);
    expect(Object.keys(j.pairs)).toContain('A-A');
  });

  it('simulate --json: the estimate with its interval, and the exact figure', async () => {
    const { code, out } = await run([
      'simulate',
      'blackjack',
      '--decks',
      '1',
      '--rounds',
      '20000',
      '--seed',
      '5',
      '--json',
    ]);
    expect(code).toBe(0);
    const j = JSON.parse(out) as { rounds: number; ci95: [number, number]; houseEdge: number; exactHouseEdge: number };
    expect(j.rounds).toBe(20000);
    expect(j.ci95[0]).toBeLessThan(j.houseEdge);
    expect(j.ci95[1]).toBeGreaterThan(j.houseEdge);
  });
});
