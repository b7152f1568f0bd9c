import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../run.js';
import { STUD_ODDS_GRID } from '@croupier/paytables/stud-grid';
import { expectContract } from '../../testing/contracts.js';
import { computeOdds } from '../../stud/analysis/exact.js';
import { resolveRulesOrThrow } from '../../stud/rules.js';

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((s: string | Uint8Array) => {
    out += String(s);
    return true;
  });
  vi.spyOn(process.stderr, 'write').mockImplementation((s: string | Uint8Array) => {
    err += String(s);
    return true;
  });
  const code = await main(argv);
  vi.restoreAllMocks();
  return { code, out, err };
}

afterEach(() => vi.restoreAllMocks());

describe('croupier odds stud', () => {
  it.each(['seed', 'casino', 'caribbean'])('--preset %s --json keeps the odds contract', async (preset) => {
    const { code, out } = await run('odds', 'stud', '--preset', preset, '--json');
    expect(code).toBe(0);
    const j = JSON.parse(out);
    expectContract('odds', j);
    expect(j).toMatchObject({ game: 'stud', preset, rules: expect.any(Object) });
    expect(j.bets[0]).toMatchObject({ id: 'ante', houseEdge: expect.any(Number), elementOfRisk: expect.any(Number) });
    expect(j.bets[0].id).toMatch(/^[a-z][A-Za-z0-9]*$/);
    if (j.bets[0].exact !== undefined) expect(j.bets[0].exact).toMatch(/^-?[0-9]+\/[0-9]+$/);
  });

  it('caribbean: 5.2243% per ante, exact', async () => {
    const j = JSON.parse((await run('odds', 'stud', '--preset', 'caribbean', '--json')).out);
    expect((j.bets[0].houseEdge * 100).toFixed(4)).toBe('5.2243');
    expect(j.bets[0].exact).toBe('142031221/2718662100');
  });

  it('a paytable of the shipped grid answers at once, with its decisions by dealt combination', async () => {
    const r = await run(
      'odds',
      'stud',
      '--set',
      'paytable=200,50,20,6,5,4,3,2,1,1',
      '--set',
      'feeTwoCards=1',
      '--json',
    );
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    const j = JSON.parse(r.out);
    expectContract('odds', j);
    const e = STUD_ODDS_GRID.find((x) => x.id === 'royal200/flat/2')!;
    expect(j).toMatchObject({ variant: 'grid', bets: [{ id: 'ante', exact: e.houseEdge }], byCategory: e.byCategory });
  });

  it('other rules are computed exactly, on workers, with progress on stderr, and the answer matches the calling thread’s', async () => {
    const sets = ['paytable=150,50,20,7,5,4,3,2,1,1', 'qualifier=pair', 'maxExchange=0'];
    const r = await run('odds', 'stud', ...sets.flatMap((s) => ['--set', s]), '--no-cache', '--workers', '2', '--json');
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/computing the exact stud odds/);
    const j = JSON.parse(r.out);
    expectContract('odds', j);
    const here = await computeOdds(resolveRulesOrThrow({ sets }));
    expect(here.ok && j.bets[0].exact).toBe(here.ok && here.value.figure.houseEdge);
    expect(j.source).toMatch(/computed in [0-9.]+ s on 2 workers/);
  });

  it('a dealer card shown with an exchange is not covered: exit 1 with the rule error', async () => {
    const r = await run('odds', 'stud', '--set', 'upCards=1', '--set', 'maxExchange=1');
    expect(r.code).toBe(1);
    expect(r.err).toContain('stud/odds-not-covered');
  });
});

describe('croupier eval <hand> <hand>', () => {
  it.each([
    ['Т-К-В-3-2', 'Т-К-10-9-8', 0, 'aceKing'],
    ['4-4-Т-К-Д', '5-5-4-3-2', 1, 'pair'],
    ['Ah Kh Qh Jh Th', 'Ac Kc Qc Jc Tc', null, 'royalFlush'],
  ])('%s vs %s → winner %s (eval contract)', async (a, b, winner, category) => {
    const { code, out } = await run('eval', a, b, '--json');
    expect(code).toBe(0);
    const j = JSON.parse(out);
    expectContract('eval', j);
    expect(j.winner).toBe(winner);
    expect(j.hands).toHaveLength(2);
    expect(j.hands[0]).toMatchObject({ cards: expect.any(String), category, class: expect.any(Number) });
  });

  it('one hand gets its poker line', async () => {
    const j = JSON.parse((await run('eval', 'As', 'Ks', 'Qs', 'Js', 'Ts', '--json')).out);
    expect(j.poker).toEqual({ category: 'royalFlush', class: 1 });
  });
});

describe('croupier advise', () => {
  it('prints the EV of fold, raise and all fifteen exchanges', async () => {
    const { code, out } = await run('advise', 'Ah Kh Qh Jh 2c', '--json');
    expect(code).toBe(0);
    const j = JSON.parse(out);
    expect(j.options).toHaveLength(17);
    expect(j.options[0]).toMatchObject({ action: 'fold', ev: -1 });
    expect(j.best).toMatchObject({ action: 'exchange', discard: '2c' });
  });

  it('a bad hand is a usage error', async () => {
    expect((await run('advise', 'As Kd')).code).toBe(2);
  });
});
