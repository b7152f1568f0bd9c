/**
 * The figures check for the islands with tables (issue 12; the tables read from the build — «Счёт
 * карт», «Карты и обозначения» — are checked without a browser in `figures.dist.test.ts`): the odds of a
 * part-dealt baccarat shoe (driven in Chromium, recomputed with `croupier odds baccarat
 * --removed …`), and the variance explorers of baccarat and craps, whose figures are recomputed here from
 * per-round distributions this test builds itself — from the engine's exact odds and the bets' payouts
 * for baccarat, from the 36 pairs of dice for craps — not from the distributions the build ships to the
 * page; the simulation's average, its confidence interval and the exact line are recomputed from the
 * rounds replayed with the page's seed.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { rational, type Fraction } from '@croupier/engine';
import { exactOddsOrThrow, resolveRulesOrThrow as baccaratRules } from '@croupier/engine/baccarat';
import { analyse, infiniteDeckEdges, resolveRulesOrThrow as blackjackRules } from '@croupier/engine/blackjack';
import { CRAPS_NUMBERS, crapsRollChain, resolveRulesOrThrow as crapsRules } from '@croupier/engine/craps';
import { seededRng } from '@croupier/engine/rng';
import {
  bankrollForRisk,
  payoutDistributionOrThrow,
  payoutSampler,
  sessionDistributionOrThrow,
  sessionOutlook,
  toLatticeOrThrow,
  type PayoutChain,
  type PayoutDistribution,
} from '@croupier/engine/variance';
import { computeFigure, methodPath } from '../src/components/method/figures';
import { LIVE_ANCHOR } from '../src/components/method/ids';
import { cli, useIslandPage, fromCli, liveFigures, problems, type Want } from './figure-check';
import { siteUrl, waitForIslands } from './helpers';

const { frac } = rational;

/** Two animation frames: React has rendered the last change. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

// ---------------------------------------------------------------------------------------------------
// Independent per-round distributions.

/** Baccarat: the engine's exact win/push/lose of the bet and its payout from the rules. */
function baccaratDistribution(betId: string): PayoutDistribution {
  const rules = baccaratRules({ preset: betId === 'seedPlayer' ? 'seed' : 'casino' });
  const bet = betId === 'seedPlayer' ? 'player' : betId;
  const odds = exactOddsOrThrow(rules).find((b) => b.id === bet)!;
  const pays = {
    banker: rules.bankerPays,
    player: rules.playerPays,
    tie: rules.tiePays,
    playerPair: rules.playerPairPays,
  }[bet];
  if (!pays) throw new Error(`no payout for ${bet}`);
  return payoutDistributionOrThrow([
    { net: frac(pays.pays, pays.per), p: odds.win },
    { net: frac(0), p: odds.push },
    { net: frac(-1), p: odds.lose },
  ]);
}

/** Ways to roll a total with two dice. */
const ways = (t: number) => 6 - Math.abs(t - 7);
/** Free odds the text allows (3-4-5×) and what they pay, by point. */
const ODDS: Record<number, { times: number; pays: Fraction }> = {
  4: { times: 3, pays: frac(2) },
  10: { times: 3, pays: frac(2) },
  5: { times: 4, pays: frac(3, 2) },
  9: { times: 4, pays: frac(3, 2) },
  6: { times: 5, pays: frac(6, 5) },
  8: { times: 5, pays: frac(6, 5) },
};

/**
 * Craps under the text's rules, counted by hand from the 36 pairs of dice: one decision of a line bet
 * (the point is made before a 7 with chance w/(w+6)), the field, or the pass bet played roll by roll.
 */
function crapsSource(betId: string): PayoutDistribution | PayoutChain {
  const rules = crapsRules({ preset: 'seed' });
  // The rules this count assumes (the text's): «Не проходит» pushes on 2, 3-4-5× odds, the field pays 2:1 on 2 and 12.
  expect([rules.dontPassBar, rules.oddsLimit, rules.fieldPays2, rules.fieldPays12]).toEqual([
    2,
    '3-4-5x',
    { pays: 2, per: 1 },
    { pays: 2, per: 1 },
  ]);
  const p36 = (n: number) => frac(n, 36);
  const o: { net: Fraction; p: Fraction }[] = [];
  const comeOut = (win: number[], lose: number[], push: number[] = []) => {
    for (const t of win) o.push({ net: frac(1), p: p36(ways(t)) });
    for (const t of lose) o.push({ net: frac(-1), p: p36(ways(t)) });
    for (const t of push) o.push({ net: frac(0), p: p36(ways(t)) });
  };
  const points = (win: (pt: number) => Fraction, lose: (pt: number) => Fraction, dont = false) => {
    for (const pt of [4, 5, 6, 8, 9, 10]) {
      const w = ways(pt);
      const made = frac(w, w + 6);
      const sevenOut = frac(6, w + 6);
      o.push({ net: win(pt), p: rational.mul(p36(w), dont ? sevenOut : made) });
      o.push({ net: lose(pt), p: rational.mul(p36(w), dont ? made : sevenOut) });
    }
  };
  switch (betId) {
    case 'pass':
    case 'pass-rolls':
      if (betId === 'pass-rolls') return passRollChain();
      comeOut([7, 11], [2, 3, 12]);
      points(
        () => frac(1),
        () => frac(-1),
      );
      break;
    case 'dontPass':
      comeOut([3, 12], [7, 11], [2]);
      points(
        () => frac(1),
        () => frac(-1),
        true,
      );
      break;
    case 'passWithOdds':
      comeOut([7, 11], [2, 3, 12]);
      points(
        (pt) => rational.add(frac(1), rational.mul(frac(ODDS[pt]!.times), ODDS[pt]!.pays)),
        (pt) => frac(-1 - ODDS[pt]!.times),
      );
      break;
    case 'field':
      for (let t = 2; t <= 12; t++)
        o.push({ net: frac(t === 2 || t === 12 ? 2 : [3, 4, 9, 10, 11].includes(t) ? 1 : -1), p: p36(ways(t)) });
      break;
    case 'passTakenDown':
      comeOut([7, 11], [2, 3, 12], [4, 5, 6, 8, 9, 10]);
      break;
    default:
      throw new Error(`no hand count for ${betId}`);
  }
  return payoutDistributionOrThrow(o);
}

/**
 * The pass bet roll by roll: state 0 is the come-out, 1 + i the point `CRAPS_NUMBERS[i]`; a decided bet
 * is made again on the next come-out.
 */
function passRollChain(): PayoutChain {
  const at = (pt: number) => 1 + CRAPS_NUMBERS.indexOf(pt as never);
  const moves: PayoutChain['moves'][number][] = [
    { from: 0, to: 0, net: frac(1), p: frac(8, 36) },
    { from: 0, to: 0, net: frac(-1), p: frac(4, 36) },
  ];
  for (const pt of CRAPS_NUMBERS) {
    const w = ways(pt);
    moves.push({ from: 0, to: at(pt), net: frac(0), p: frac(w, 36) });
    moves.push({ from: at(pt), to: 0, net: frac(1), p: frac(w, 36) });
    moves.push({ from: at(pt), to: 0, net: frac(-1), p: frac(6, 36) });
    moves.push({ from: at(pt), to: at(pt), net: frac(0), p: frac(36 - w - 6, 36) });
  }
  return { states: ['comeOut', ...CRAPS_NUMBERS.map(String)], start: 0, moves };
}

/**
 * The house edge of a blackjack or stud bet of the variance pages, from the engine by another route than
 * the round distribution: blackjack's chart played from an infinite shoe (`infiniteDeckEdges`), stud's
 * `croupier odds stud` for the game's rules.
 */
const EDGES: Record<string, (betId: string) => Fraction> = {
  blackjack: (betId) => {
    const rules = blackjackRules({ preset: betId as 'seed' | 'casino' });
    return infiniteDeckEdges(rules, analyse(rules).chart).houseEdgeChart;
  },
  stud: (betId) => {
    const argv = {
      seed: ['odds', 'stud', '--preset', 'seed', '--json'],
      casino: ['odds', 'stud', '--preset', 'casino', '--json'],
      noExchange: ['odds', 'stud', '--preset', 'seed', '--set', 'maxExchange=0', '--json'],
    }[betId];
    if (!argv) throw new Error(`no stud game ${betId}`);
    return rational.parseFraction(cli(argv)[0]!['exact'] as string);
  },
};

/** The decision's distribution a chain bet's table shows (the pass bet's). */
const tableOf = (source: PayoutDistribution | PayoutChain, game: string, betId: string) =>
  'outcomes' in source ? source : (SOURCES[game]!(betId.replace(/-rolls$/u, '')) as PayoutDistribution);

const SOURCES: Record<string, (betId: string) => PayoutDistribution | PayoutChain> = {
  baccarat: baccaratDistribution,
  craps: crapsSource,
};

/** Expected result of `rounds` rounds divided by `rounds`: the exact line, from the source itself. */
function meanPerRound(source: PayoutDistribution | PayoutChain, rounds: number): number {
  if ('outcomes' in source)
    return source.outcomes.reduce((s, o) => s + rational.toNumber(o.net) * rational.toNumber(o.p), 0);
  // A chain: the state's distribution round by round, each round's expected net summed.
  let pi: number[] = source.states.map((_, i) => (i === source.start ? 1 : 0));
  let total = 0;
  for (let n = 0; n < rounds; n++) {
    const next = pi.map(() => 0);
    for (const m of source.moves) {
      const p = rational.toNumber(m.p);
      total += pi[m.from]! * p * rational.toNumber(m.net);
      next[m.to]! += pi[m.from]! * p;
    }
    pi = next;
  }
  return total / rounds;
}

/** A chain's moves as sorted text, `from→to net p`, equal moves merged. */
function movesOf(c: PayoutChain): string[] {
  const merged = new Map<string, Fraction>();
  for (const m of c.moves) {
    const key = `${m.from}→${m.to} ${m.net.num}/${m.net.den}`;
    merged.set(key, rational.add(merged.get(key) ?? frac(0), m.p));
  }
  return [...merged].map(([k, p]) => `${k} ${p.num}/${p.den}`).sort();
}

/** A variance figure, recomputed from the independent source: `variance/<game>/<bet>/<field>/<n>/<risk|seed>`. */
function varianceWant(id: string, source: PayoutDistribution | PayoutChain): { value: number; exact: null } {
  const [, , , field, n, last] = id.split('/');
  const rounds = Number(n);
  const lattice = toLatticeOrThrow(source);
  if (field === 'exactMean') return { value: meanPerRound(source, rounds), exact: null };
  if (field === 'simAverage' || field === 'simLow' || field === 'simHigh') {
    // The rounds replayed with the page's seed; the average and the normal 95 % interval, by hand. The
    // sampler walks a chain's moves in the order they are listed: a chain is replayed from the engine's
    // own (`crapsRollChain`), once it is shown to hold the same moves as the one counted here.
    let replayed = lattice;
    if (!('outcomes' in source)) {
      const engine = crapsRollChain(crapsRules({ preset: 'seed' }), 'pass');
      expect(movesOf(engine)).toEqual(movesOf(source));
      replayed = toLatticeOrThrow(engine);
    }
    const sampler = payoutSampler(replayed, seededRng(Number(last)));
    const xs = Array.from({ length: rounds }, () => sampler.next());
    let sum = 0;
    for (const x of xs) sum += x;
    const avg = sum / rounds;
    let sq = 0;
    for (const x of xs) sq += (x - avg) ** 2;
    const half = (1.96 * Math.sqrt(sq / (rounds - 1))) / Math.sqrt(rounds);
    return { value: field === 'simAverage' ? avg : field === 'simLow' ? avg - half : avg + half, exact: null };
  }
  if (field === 'bankroll' || field === 'bankrollRisk') {
    const need = bankrollForRisk(lattice, rounds, Number(last));
    if (!need.ok) throw new Error(need.error.message);
    return { value: field === 'bankroll' ? need.value.bankroll : need.value.risk, exact: null };
  }
  const o = sessionOutlook(sessionDistributionOrThrow(lattice, rounds));
  return { value: o[field as 'ahead' | 'even' | 'behind' | 'mean' | 'sd'], exact: null };
}

// ---------------------------------------------------------------------------------------------------
// The islands.

describe('islands with tables: every figure recomputed in the default state and changed', () => {
  const browserPage = useIslandPage();

  /** Shoe odds: the CLI's value and fraction; a chance of winning has its fraction from the API. */
  const shoeWant: Want = (id) => {
    const c = fromCli(id);
    if (c.exact !== null) return c;
    const api = computeFigure(id);
    return { value: c.value, exact: api.exact ? `${api.exact.num}/${api.exact.den}` : null };
  };

  it('baccarat: the odds of a part-dealt shoe (/baccarat/)', async () => {
    const { page, errors } = browserPage();
    await page.goto(siteUrl('/baccarat/'), { waitUntil: 'networkidle' });
    await page.getByTestId('bac-shoe').scrollIntoViewIfNeeded();
    await waitForIslands(page);
    const states: { name: string; act: () => Promise<void>; removed: string }[] = [
      { name: 'a full shoe', act: async () => {}, removed: '' },
      {
        name: 'eight fives, four tens and a nine out',
        act: async () => {
          for (const t of ['bac-shoe-minus4-5', 'bac-shoe-minus4-5', 'bac-shoe-minus4-0', 'bac-shoe-minus-9'])
            await page.getByTestId(t).click();
        },
        removed: '~0x4.5x8.9x1',
      },
      {
        // The widget opens on the text's tableau (decision 031); the casino's is the change.
        name: 'the same, the casino’s tableau',
        act: () =>
          page
            .getByTestId('bac-shoe-tableau')
            .selectOption('casino')
            .then(() => undefined),
        removed: '~0x4.5x8.9x1',
      },
    ];
    let total = 0;
    for (const s of states) {
      await s.act();
      await settle(page);
      const figures = await liveFigures(page, 'bac-shoe');
      expect(figures.length, s.name).toBe(6);
      // The ids say which cards are out: the state reached, not a stale one.
      expect(figures.every((f) => f.id.includes(`${s.removed}/`) || (s.removed === '' && !f.id.includes('~')))).toBe(
        true,
      );
      const wrong = figures.flatMap((f) => [
        ...problems(f, shoeWant),
        ...(f.href === `/baccarat/method/#${LIVE_ANCHOR}` ? [] : [`${f.id} links to ${f.href}`]),
      ]);
      expect(wrong, s.name).toEqual([]);
      total += figures.length;
    }
    console.log(`figures: baccarat shoe odds: ${total} figures recomputed`);
    expect(errors).toEqual([]);
  });

  /**
   * A true count by the page's formula, written here from the published tags: Hi-Lo 2–6 +1, 7–9 0, 10–A
   * −1; KO 2–7 +1, 8–9 0, 10–A −1, started at 4 − 4 × decks (Vancura and Fuchs).
   */
  const trueCountWant: Want = (id) => {
    const [, , system, rc, decks, dealt, field] = id.split('/');
    const tags = { hilo: [1, 1, 1, 1, 1, 0, 0, 0, -1, -1], ko: [1, 1, 1, 1, 1, 1, 0, 0, -1, -1] }[system as 'hilo'];
    if (!tags) throw new Error(`${id}: no published tags here`);
    const d = Number(decks);
    // 2…9 and the ace four cards a deck, the tens sixteen.
    const perDeck = tags.reduce((s, t, i) => s + t * (i === 8 ? 16 : 4), 0);
    const start = system === 'ko' ? 4 - 4 * d : 0;
    const left = 52 * d - Number(dealt);
    const f = frac(52 * (Number(rc) - start) - perDeck * Number(dealt), left);
    const v = rational.toNumber(f);
    return field === 'trueCount'
      ? { value: v, exact: `${f.num}/${f.den}` }
      : { value: Math.floor(v), exact: String(Math.floor(v)) };
  };

  it('counting: the true-count converter (/counting/)', async () => {
    const { page, errors } = browserPage();
    await page.goto(siteUrl('/counting/'), { waitUntil: 'networkidle' });
    await page.getByTestId('cnt-true').scrollIntoViewIfNeeded();
    await waitForIslands(page);
    await page.locator('[data-testid="cnt-true"][data-hydrated="true"]').waitFor();
    const form = page.getByTestId('cnt-true');
    const states = [
      { name: 'Hi-Lo +7, 130 of 6 decks dealt', act: async () => {}, id: 'hilo/7/6/130' },
      {
        name: 'KO +3, 50 of 2 decks dealt',
        act: async () => {
          await form.locator('select').first().selectOption('ko');
          await page.getByTestId('cnt-true-rc').fill('3');
          await page.getByTestId('cnt-true-decks').selectOption('2');
          await page.getByTestId('cnt-true-dealt').fill('50');
        },
        id: 'ko/3/2/50',
      },
      {
        name: 'Hi-Lo −5 (a typographic minus), 20 of 1 deck dealt',
        act: async () => {
          await form.locator('select').first().selectOption('hilo');
          await page.getByTestId('cnt-true-rc').fill('\u22125');
          await page.getByTestId('cnt-true-decks').selectOption('1');
          await page.getByTestId('cnt-true-dealt').fill('20');
        },
        id: 'hilo/-5/1/20',
      },
    ];
    let total = 0;
    for (const s of states) {
      await s.act();
      await settle(page);
      const figures = await liveFigures(page, 'cnt-true');
      expect(figures.map((f) => f.id).sort(), s.name).toEqual(
        [`count/blackjack/${s.id}/trueCount`, `count/blackjack/${s.id}/trueCountFloor`].sort(),
      );
      const wrong = figures.flatMap((f) => [
        ...problems(f, trueCountWant),
        ...(f.href === `/blackjack/method/#${LIVE_ANCHOR}` ? [] : [`${f.id} links to ${f.href}`]),
      ]);
      expect(wrong, s.name).toEqual([]);
      total += figures.length;
    }
    console.log(`figures: true-count converter: ${total} figures recomputed`);
    expect(errors).toEqual([]);
  });

  interface VarianceCase {
    readonly game: 'baccarat' | 'craps' | 'blackjack' | 'stud';
    readonly path: string;
    readonly prefix: string;
    /** The changed state: another bet, rounds and risk. */
    readonly change: { readonly bet: string; readonly rounds: number; readonly risk: string };
  }
  const VARIANCE: readonly VarianceCase[] = [
    {
      game: 'baccarat',
      path: '/baccarat/variance/',
      prefix: 'bac-var',
      change: { bet: 'seedPlayer', rounds: 25, risk: '0.1' },
    },
    {
      game: 'craps',
      path: '/craps/variance/',
      prefix: 'craps-var',
      change: { bet: 'pass-rolls', rounds: 30, risk: '0.25' },
    },
    // No engine call gives these two games' whole round distribution another way: the page's table is
    // checked by its mean, against the engine's house edge computed independently of the distribution.
    {
      game: 'blackjack',
      path: '/blackjack/variance/',
      prefix: 'bj-var',
      change: { bet: 'casino', rounds: 20, risk: '0.1' },
    },
    {
      game: 'stud',
      path: '/poker/variance/',
      prefix: 'stud-var',
      change: { bet: 'noExchange', rounds: 20, risk: '0.1' },
    },
  ];

  it.each(VARIANCE)(
    '$game: the variance explorer from an independent distribution, and its simulation ($path)',
    async (c) => {
      const { page, errors } = browserPage();
      await page.goto(siteUrl(c.path), { waitUntil: 'networkidle' });
      const island = `${c.prefix}-explorer`;
      await page.getByTestId(island).scrollIntoViewIfNeeded();
      await waitForIslands(page);
      let total = 0;
      for (const state of [
        { name: 'default', rounds: 100, risk: '0.05', act: async () => {} },
        {
          name: `${c.change.bet}, ${c.change.rounds} rounds, risk ${c.change.risk}`,
          rounds: c.change.rounds,
          risk: c.change.risk,
          act: async () => {
            await page.getByTestId('var-bet').selectOption(c.change.bet);
            await page.getByTestId('var-rounds').fill(String(c.change.rounds));
            await page.getByTestId('var-risk').selectOption(c.change.risk);
          },
        },
      ]) {
        await state.act();
        const bet = await page.getByTestId('var-bet').inputValue();
        await page
          .locator(`[data-testid="var-bankroll"] a[data-figure$="/${bet}/bankroll/${state.rounds}/${state.risk}"]`)
          .first()
          .waitFor({ timeout: 120_000 });
        const shownTable = await page
          .getByTestId('var-exact-table')
          .locator('tbody tr')
          .evaluateAll((rows) => rows.map((r) => `${r.getAttribute('data-net')} ${r.getAttribute('data-p')}`));
        let source: PayoutDistribution | PayoutChain;
        if (SOURCES[c.game]) {
          // The per-round table the page shows is the distribution counted here.
          source = SOURCES[c.game]!(bet);
          const want = tableOf(source, c.game, bet).outcomes.map(
            (o) => `${o.net.num}/${o.net.den} ${o.p.num}/${o.p.den}`,
          );
          expect(shownTable.sort(), `${state.name}: the per-round distribution`).toEqual(want.sort());
        } else {
          // The page's table (its probabilities sum to 1, or this throws), whose mean is minus the house edge.
          source = payoutDistributionOrThrow(
            shownTable.map((row) => {
              const [net, p] = row.split(' ').map((t) => rational.parseFraction(t));
              return { net: net!, p: p! };
            }),
          );
          const mean = source.outcomes.reduce((m, o) => rational.add(m, rational.mul(o.net, o.p)), frac(0));
          expect(rational.toFractionString(mean), `${state.name}: the mean per round`).toBe(
            rational.toFractionString(rational.neg(EDGES[c.game]!(bet))),
          );
        }
        // The simulation: 1000 rounds played, then its average, interval and exact line.
        await page.getByTestId('var-add-1000').click();
        await page
          .locator(`[data-testid="var-sim-summary"] a[data-figure*="/${bet}/simHigh/1000/"]`)
          .waitFor({ timeout: 120_000 });
        await settle(page);
        const figures = await liveFigures(page, island);
        const fields = new Set(figures.map((f) => f.id.split('/')[3]));
        for (const field of ['ahead', 'behind', 'mean', 'sd', 'bankroll', 'bankrollRisk'])
          expect(fields, field).toContain(field);
        for (const field of ['simAverage', 'simLow', 'simHigh', 'exactMean']) expect(fields, field).toContain(field);
        const seed = await page.getByTestId('var-seed-shown').textContent();
        const wrong = figures.flatMap((f) => [
          ...problems(f, (id) => varianceWant(id, source)),
          ...(f.id.split('/')[2] === bet ? [] : [`${f.id}: not the bet picked (${bet})`]),
          ...(/^sim/u.test(f.id.split('/')[3]!) && f.id.split('/')[5] !== seed ? [`${f.id}: not seed ${seed}`] : []),
          ...(f.href === `${methodPath(c.game)}#${LIVE_ANCHOR}` ? [] : [`${f.id} links to ${f.href}`]),
        ]);
        expect(wrong, state.name).toEqual([]);
        total += figures.length;
        await page.getByTestId('var-reset').click();
      }
      console.log(`figures: ${c.game} variance explorer: ${total} figures recomputed`);
      expect(errors).toEqual([]);
    },
  );
});
