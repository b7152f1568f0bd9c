/**
 * The check over the built pages (issue 12, «Every number reproducible»): every figure marked in the
 * markup (`data-figure`, see src/components/method) is recomputed by the `croupier` CLI — the command
 * the method page prints — and must equal what the page carries (its exact fraction, its value) and what
 * the reader sees (the number, to the decimals shown). The first part reads dist/ (run `astro build`
 * first), the islands as the server rendered them included; the second drives each island that computes
 * figures (`LiveFig`) in one Chromium page to its default state and a changed one, and recomputes every
 * figure it then shows with the engine's API in this process.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { computeFigure, parseFigureId } from '../src/components/method/figures';
import { LIVE_ANCHOR } from '../src/components/method/ids';
import { parseCardOrThrow, parseCardsOrThrow, rational, type Fraction } from '@croupier/engine';
import {
  adviseOrThrow,
  computeOdds,
  odds as studOdds,
  resolveRulesOrThrow as resolveStudRules,
  studOddsKey,
} from '@croupier/engine/stud';
import type { StudOddsFigure } from '@croupier/paytables/stud';
import { TEXT_PAYS } from '@croupier/testkit/oracles/stud';
import { useIslandPage, liveFigures, problems, spreadFigure, varianceFigure, type Want } from './figure-check';
import { siteUrl, waitForIslands } from './helpers';

/** One island the browser part drives: where it is, what marks it ready, and the changes it makes. */
interface IslandCase {
  /** A name for the report. */
  readonly name: string;
  readonly path: string;
  /** The game whose method page the figures link to (default: the path's first part). */
  readonly game?: string;
  /** The island's root `data-testid`. */
  readonly island: string;
  /** At least how many marked figures it shows in each state. */
  readonly atLeast: number;
  /** At least how many marked chip amounts (a payout calculator's, `data-chips`) it shows in each state. */
  readonly chips?: number;
  /** Waits until the island shows its figures (an analysis in a worker takes a while). */
  readonly ready?: (page: Page) => Promise<void>;
  /** The changed states, each reached from the one before (`chips`: that state's own least count). */
  readonly changes: readonly {
    readonly name: string;
    readonly act: (page: Page) => Promise<void>;
    readonly chips?: number;
  }[];
}

/** Waits for a marked figure inside an element (an analysis in a worker takes a while). */
const figureIn = (page: Page, testId: string, idPart = '', state: 'visible' | 'attached' = 'visible') =>
  page.locator(`[data-testid="${testId}"] a[data-figure*="${idPart}"]`).first().waitFor({ state, timeout: 120_000 });

/** The variance explorer of a game: its default session, then 37 rounds, a 1 % risk and its second bet. */
const varianceCase = (game: string, path: string, prefix: string, secondBet: string): IslandCase => ({
  name: `${game}, the variance explorer`,
  path,
  island: `${prefix}-explorer`,
  atLeast: 7,
  ready: (page) => figureIn(page, 'var-bankroll', '/bankroll/'),
  changes: [
    {
      name: `${secondBet}, 37 rounds, 1 % risk of ruin`,
      act: async (page) => {
        await page.getByTestId('var-bet').selectOption(secondBet);
        await page.getByTestId('var-rounds').fill('37');
        await page.getByTestId('var-risk').selectOption('0.01');
        await figureIn(page, 'var-bankroll', `/${secondBet}/bankroll/37/0.01`);
      },
    },
  ],
});

/** The stud advisor's changed hand, as the engine writes cards: ace, king, queen, jack of spades and a deuce. */
const ADVISOR_HAND = 'As Ks Qs Js 2h';

const ISLANDS: readonly IslandCase[] = [
  {
    name: 'blackjack, the rule calculator',
    path: '/blackjack/',
    island: 'bj-calc',
    atLeast: 1,
    changes: [
      {
        name: 'the dealer hits soft 17',
        act: async (page) => {
          await page.getByTestId('bj-calc-h17').check();
          await figureIn(page, 'bj-calc-diff', 'dealerHitsSoft17=true');
        },
      },
    ],
  },
  {
    name: 'blackjack, what the rules change',
    path: '/blackjack/rules-cost/',
    island: 'rc-bj',
    atLeast: 4,
    changes: [
      {
        name: 'the dealer hits soft 17',
        act: async (page) => {
          await page.getByTestId('rc-bj-h17').check();
          await figureIn(page, 'rc-bj-edge-change', 'dealerHitsSoft17=true');
          await figureIn(page, 'rc-bj-split-total', 'dealerHitsSoft17=true');
        },
      },
      {
        // Two rules changed: each one's share (by Shapley) is recomputed from the four house edges.
        name: 'and doubling on any two cards',
        act: async (page) => {
          await page.getByTestId('rc-bj-double').selectOption('any');
          await figureIn(page, 'rc-bj-split', 'share/blackjack/seed/shapley/1/');
        },
      },
      {
        // From an infinite shoe every house edge, change and share is an exact fraction: the check takes the
        // edges from the engine's `infiniteDeckEdges` and averages their differences over the orders exactly.
        name: 'and an infinite shoe',
        act: async (page) => {
          await page.getByTestId('rc-bj-infinite').check();
          await figureIn(page, 'rc-bj-split', 'share/blackjack/seed@infinite/shapley/1/');
          // The exact change is folded under «Изменение точной дробью»: marked, checked, not yet shown.
          await figureIn(page, 'rc-bj-exact-change', 'seed@infinite', 'attached');
        },
      },
    ],
  },
  {
    name: 'stud, what the rules change',
    path: '/poker/rules-cost/',
    island: 'rc-stud',
    // The house edges and the table «Как меняется игра»: 12 rows of 4 shares.
    atLeast: 8 + 48,
    changes: [
      {
        name: 'a flat fee for two cards',
        act: async (page) => {
          await page.getByTestId('rc-stud-exchange-flat').check();
          await figureIn(page, 'rc-stud-edge', 'feeTwoCards=1:1');
        },
      },
      {
        name: 'one card only',
        act: async (page) => {
          await page.getByTestId('rc-stud-exchange-one').check();
          await figureIn(page, 'rc-stud-edge', 'maxExchange=1');
        },
      },
      {
        name: 'and the paytable «Рояль 200, фулл 6»',
        act: async (page) => {
          await page.getByTestId('rc-stud-paytable-royal200').check();
          await figureIn(page, 'rc-stud-edge', 'paytable=200,50,20,6,');
        },
      },
      {
        // Outside the shipped grid: the island computes it in its worker (about a second with no exchange),
        // the check with the engine's computeOdds here.
        name: 'no exchange and a paytable of one’s own (ace-king 2 to 1), computed in the browser',
        act: async (page) => {
          await page.getByTestId('rc-stud-exchange-none').check();
          await page.getByTestId('rc-stud-paytable-custom').check();
          await page.getByTestId('rc-stud-pay-aceKing').fill('2');
          await page.getByTestId('rc-stud-start').click();
          await figureIn(page, 'rc-stud-computed', 'paytable=100,50,20,7,5,4,3,2,1,2');
          await figureIn(page, 'rc-stud-edge', 'paytable=100,50,20,7,5,4,3,2,1,2');
        },
      },
    ],
  },
  {
    name: 'stud, the advisor',
    path: '/poker/',
    island: 'stud-advisor',
    atLeast: 10,
    ready: (page) => figureIn(page, 'stud-advisor-result', 'advise/'),
    changes: [
      {
        // A fixed hand (not a random deal), so every run checks the same figures: four to a royal flush
        // and a deuce, whose options include keeping the four and exchanging one card.
        name: 'the hand Т♠ К♠ Д♠ В♠ 2♥',
        act: async (page) => {
          await page.getByTestId('stud-advisor-clear').click();
          for (const c of ADVISOR_HAND.split(' '))
            await page.locator(`[data-testid="stud-advisor"] [data-card="${parseCardOrThrow(c)}"]`).click();
          // The figures name the hand: `advise/stud/As.Ks.Qs.Js.2h/…`.
          await figureIn(page, 'stud-advisor-result', `advise/stud/${ADVISOR_HAND.split(' ').join('.')}/`);
        },
      },
    ],
  },
  {
    name: 'stud, the casino advisor',
    path: '/poker/casino/',
    island: 'casino-advisor',
    atLeast: 10,
    ready: (page) => figureIn(page, 'casino-advisor-result', 'advise/'),
    changes: [
      {
        // Every option open (Senator: insurance, a sixth card, «покупка игры», 31 exchanges), all listed.
        name: 'Senator, Д♠ Д♥ Д♦ 7♣ 2♠ with the ace up, every option',
        act: async (page) => {
          await page.getByRole('button', { name: 'Выбрать карты' }).click();
          for (const c of 'Qs Qh Qd 7c 2s As'.split(' '))
            await page.locator(`[data-testid="casino-advisor"] [data-card="${parseCardOrThrow(c)}"]`).click();
          await figureIn(page, 'casino-advisor-result', 'advise/stud/Qs.Qh.Qd.7c.2s@senator+As/');
          await page.getByTestId('casino-advisor-all').click();
        },
      },
    ],
  },
  varianceCase('blackjack', '/blackjack/variance/', 'bj-var', 'casino'),
  varianceCase('baccarat', '/baccarat/variance/', 'bac-var', 'tie'),
  varianceCase('craps', '/craps/variance/', 'craps-var', 'pass-rolls'),
  varianceCase('stud', '/poker/variance/', 'stud-var', 'casino'),
  {
    // The bet ramp (`croupier spread blackjack`): the model in a worker, each ramp priced at once.
    name: 'blackjack, bets by the count',
    path: '/counting/betting/',
    game: 'blackjack',
    island: 'bet-ramp',
    // Twelve figures (no trip, no goal), three outcomes, three per row of the ramp's table, two per deviation.
    atLeast: 12 + 3 + 3 * 15 + 2 * 6,
    ready: (page) => figureIn(page, 'bet-ramp', 'spread/'),
    changes: [
      {
        name: 'a bankroll of 25 000, a spread of 1–8, a trip of 5 000 rounds and a goal of 10 000',
        act: async (page) => {
          await page.getByTestId('bet-bankroll').fill('25000');
          await page.getByTestId('bet-spread').fill('8');
          await page.getByTestId('bet-trip').fill('5000');
          await page.getByTestId('bet-goal').fill('10000');
          await figureIn(page, 'bet-ramp', '+spread=8+');
        },
      },
      {
        name: 'the casino’s rules at 83 %, the reader’s steps',
        act: async (page) => {
          await page.getByTestId('bet-preset-casino').check();
          await page.getByTestId('bet-penetration').fill('83');
          await page.getByTestId('bet-ramp-steps').check();
          await figureIn(page, 'bet-ramp', 'spread/blackjack/casino/penetration=0.83+');
        },
      },
    ],
  },
  {
    name: 'baccarat, the third-card tableau',
    path: '/baccarat/',
    island: 'bac-tableau',
    atLeast: 3,
    // The page opens on the text's tableau (decision 031); the casino's is the change.
    changes: [{ name: 'the casino’s tableau', act: (page) => page.getByTestId('bac-tableau-casino').check() }],
  },
  {
    name: 'baccarat, what the rules change',
    path: '/baccarat/rules-cost/',
    island: 'rc-bac',
    atLeast: 20,
    changes: [
      {
        name: 'the casino tableau, no commission, 6 decks',
        act: async (page) => {
          await page.getByTestId('rc-bac-tableau-casino').check();
          await page.getByTestId('rc-bac-commission-noCommission').check();
          await page.getByTestId('rc-bac-decks').selectOption('6');
        },
      },
      {
        name: 'EZ, 1 deck',
        act: async (page) => {
          await page.getByTestId('rc-bac-commission-ez').check();
          await page.getByTestId('rc-bac-decks').selectOption('1');
        },
      },
    ],
  },
  {
    name: 'baccarat, the payout calculator',
    path: '/baccarat/',
    island: 'bac-payouts',
    atLeast: 0,
    chips: 6,
    changes: [{ name: 'a stake of 7', act: (page) => page.getByTestId('bac-stake').fill('7') }],
  },
  {
    name: 'blackjack, the payouts',
    path: '/blackjack/',
    island: 'bj-payouts',
    atLeast: 0,
    chips: 6,
    // An odd stake: 3:2 leaves half a chip to the table, and an odd bet is not insured (docs/rules.md,
    // blackjack: insurance), so the two insurance amounts go.
    changes: [{ name: 'a stake of 5', act: (page) => page.getByTestId('bj-payouts-stake').fill('5'), chips: 4 }],
  },
  {
    name: 'stud, the payout calculator',
    path: '/poker/',
    island: 'stud-payouts',
    atLeast: 0,
    chips: 12,
    changes: [{ name: 'an ante of 5', act: (page) => page.getByTestId('stud-payouts-ante').fill('5') }],
  },
  {
    name: 'stud, the exchange fee',
    path: '/poker/',
    island: 'stud-exchange',
    atLeast: 0,
    chips: 2,
    changes: [{ name: 'an ante of 5', act: (page) => page.getByTestId('stud-exchange-ante').fill('5') }],
  },
  {
    name: 'craps, the payout calculator',
    path: '/craps/',
    island: 'payout-calc',
    atLeast: 0,
    chips: 2,
    changes: [
      { name: 'place 6 for 10 (a fraction of a chip)', act: (page) => page.getByTestId('calc-stake').fill('10') },
      {
        name: 'the casino’s rules, buy 4 for 20 (the commission from the win)',
        act: async (page) => {
          await page.getByTestId('calc-preset-casino').check();
          await page.getByTestId('calc-kind').selectOption('buy');
          await page.getByTestId('calc-number').selectOption('4');
          await page.getByTestId('calc-stake').fill('20');
        },
      },
      {
        name: 'the text’s rules, lay 5 for 30 (the commission with the bet)',
        act: async (page) => {
          await page.getByTestId('calc-preset-seed').check();
          await page.getByTestId('calc-kind').selectOption('lay');
          await page.getByTestId('calc-number').selectOption('5');
          await page.getByTestId('calc-stake').fill('30');
        },
      },
    ],
  },
  {
    name: 'craps, what the rules change',
    path: '/craps/rules-cost/',
    island: 'rc-craps',
    atLeast: 20,
    changes: [
      {
        name: '10× odds, «Не проходит» barred on 12, contract pass bet',
        act: async (page) => {
          await page.getByTestId('rc-craps-limit-10x').check();
          await page.getByTestId('rc-craps-bar-12').check();
          await page.getByTestId('rc-craps-pass-contract').check();
        },
      },
    ],
  },
];

/** The marked chip amounts inside an island (`data-chips`), as the page shows them now. */
async function liveChips(
  page: Page,
  island: string,
): Promise<{ id: string; value: number; text: string; href: string | null }[]> {
  return page.getByTestId(island).evaluate((el) =>
    [...el.querySelectorAll<HTMLAnchorElement>('a[data-chips]')].map((a) => ({
      id: a.dataset['chips']!,
      value: Number(a.dataset['value']),
      text: a.textContent ?? '',
      href: a.getAttribute('href'),
    })),
  );
}

/** The whole number a reader sees in «1 234 фишки». */
const readChips = (text: string) => Number(/^[\d\s\u00a0\u202f]+/u.exec(text)![0].replace(/\D/g, ''));

/**
 * The ratios of the rule texts, `[pays, per]`, copied by hand from the texts (baccarat 004, blackjack 002,
 * craps 000 and the table standards `docs/rules.md` (craps: the rest of the table) names for the bets the text cuts off, stud 001) — not
 * from the engine or `@croupier/paytables`.
 */
const TEXT_RATIOS = {
  baccarat: { banker: [19, 20], player: [1, 1], tie: [8, 1] },
  blackjack: { win: [1, 1], blackjack: [3, 2], insurance: [2, 1] },
  stud: TEXT_PAYS,
  /** By the point: 4 and 10, 5 and 9, 6 and 8. */
  craps: {
    passOdds: [
      [2, 1],
      [3, 2],
      [6, 5],
    ],
    dontPassOdds: [
      [1, 2],
      [2, 3],
      [5, 6],
    ],
    place: [
      [9, 5],
      [7, 5],
      [7, 6],
    ],
    placeToLose: [
      [5, 11],
      [5, 8],
      [4, 5],
    ],
    buy: [
      [2, 1],
      [3, 2],
      [6, 5],
    ],
    lay: [
      [1, 2],
      [2, 3],
      [5, 6],
    ],
  },
} as const;

/**
 * A payout calculator's chip amount worked by hand (`<game>/<preset>/<bet>/<field>/<stake>`): the stake
 * times the rule's ratio, a fraction of a chip kept by the table (rounded down, as the texts' tables pay);
 * craps' buy and lay commission 5 % of the buy bet or of the lay bet's win, rounded down, at least one
 * chip, paid with the bet by the text's rules and taken from the win by the casino's.
 */
function chipsByHand(id: string): number {
  const [game, preset, bet, field, stakeText] = id.split('/') as [string, string, string, string, string];
  const stake = Number(stakeText);
  const times = ([pays, per]: readonly [number, number], s: number) => Math.floor((s * pays) / per);
  switch (game) {
    case 'baccarat': {
      const win = times(TEXT_RATIOS.baccarat[bet as 'banker'], stake);
      return field === 'win' ? win : stake + win;
    }
    case 'blackjack': {
      // Insurance is exactly half the stake; an odd stake is not insured, so no insurance amount should show.
      if (bet === 'insurance' && stake % 2 !== 0) return Number.NaN;
      const staked = bet === 'insurance' ? stake / 2 : stake;
      const win = times(TEXT_RATIOS.blackjack[bet as 'win'], staked);
      return field === 'win' ? win : staked + win;
    }
    case 'stud':
      // The exchange fee: one ante for a card, one and a half for two, a fraction of a chip rounded up.
      if (field === 'fee') return bet === 'exchange1' ? stake : Math.ceil((3 * stake) / 2);
      // The ante 1:1 and the raise, twice the ante, by the paytable; «нет игры»: the ante 1:1 only.
      if (field === 'raise') return 2 * stake;
      return bet === 'noGame' ? stake : stake + 2 * stake * TEXT_RATIOS.stud[bet]!;
    case 'craps': {
      const m = /^([a-zA-Z]+?)(\d+)?$/u.exec(bet)!;
      const kind = m[1]!;
      const point = Number(m[2] ?? 4);
      const hard = kind === 'hard';
      const ratio: readonly [number, number] = hard
        ? point === 4 || point === 10
          ? [7, 1]
          : [9, 1]
        : TEXT_RATIOS.craps[kind as 'place'][point === 4 || point === 10 ? 0 : point === 5 || point === 9 ? 1 : 2];
      const won = times(ratio, stake);
      const base = kind === 'buy' ? stake : kind === 'lay' ? won : 0;
      const commission = base > 0 ? Math.max(1, Math.floor((base * 5) / 100)) : 0;
      const fromWin = preset === 'casino' ? commission : 0;
      if (field === 'won') return won;
      if (field === 'commission') return commission;
      return stake + won - fromWin;
    }
  }
  throw new Error(`${id}: no payout worked by hand`);
}

const studRulesForAdvice = resolveStudRules();
const adviceByHand = new Map<string, ReturnType<typeof adviseOrThrow>>();

/**
 * The stud advisor's figure (`advise/stud/<hand>/<action>/<discard>/<field>`): the engine's advice for
 * the hand under the text's rules, the option with that action and discard. The casino advisor's hand is
 * `<hand>@<preset>+<up-card>` (`Qs.Qh.Qd.7c.2s@senator+As`): the advice under that preset, with the
 * dealer's open card.
 */
function adviceFigure(id: string): { value: number; exact: string | null } {
  const [, , handPart, action, discard, field] = id.split('/');
  const cards = (t: string) => (t === '-' ? [] : parseCardsOrThrow(t.split('.').join(' ')));
  const same = (a: readonly number[], b: readonly number[]) =>
    a.length === b.length && [...a].sort().every((x, i) => x === [...b].sort()[i]);
  const [hand, casino] = handPart!.split('@');
  let advice = adviceByHand.get(handPart!);
  if (!advice) {
    const [preset, up] = casino === undefined ? [] : casino.split('+');
    advice =
      preset === undefined
        ? adviseOrThrow(cards(hand!), studRulesForAdvice, { exchange: true })
        : adviseOrThrow(cards(hand!), resolveStudRules({ preset: preset as never }), {
            upCard: parseCardOrThrow(up!),
            exchange: true,
          });
    adviceByHand.set(handPart!, advice);
  }
  const o = advice.options.find((x) => x.action === action && same(x.discard, cards(discard!)));
  if (!o) throw new Error(`${id}: the engine has no such option`);
  const f = field === 'ev' ? o.ev : o.raiseChance;
  if (!f) throw new Error(`${id}: the option has no ${field}`);
  return { value: Number(f.num) / Number(f.den), exact: `${f.num}/${f.den}` };
}

/** Every order of some items (k! of them). */
const orders = <T>(xs: readonly T[]): T[][] =>
  xs.length <= 1 ? [[...xs]] : xs.flatMap((x, i) => orders(xs.filter((_, j) => j !== i)).map((o) => [x, ...o]));

/**
 * A rule's share of a change of the blackjack house edge (`share/blackjack/<preset>/<method>/<i>/<rule>…`,
 * each `<rule>` the `--set`s of one changed rule), recomputed here from the engine's house edge of every
 * set of the changed rules (`analyse`, the `main` row of `croupier odds blackjack --preset … --set …`): by
 * Shapley, the change the rule makes when switched, averaged over every one of the k! orders of switching
 * the rules one at a time (a walk over the orders, not the island's sum over subsets); by the path, the
 * change it makes with the rules before it on the page switched.
 */
function shareFigure(id: string): { value: number; exact: string | null } {
  const [, , preset, method, index, ...groups] = id.split('/');
  const i = Number(index);
  const figure = (switched: readonly number[]) =>
    computeFigure(
      `blackjack/${preset}${[...switched]
        .sort((a, b) => a - b)
        .map((j) => groups[j])
        .join('')}/main/houseEdge`,
    );
  const edge = (switched: readonly number[]) => figure(switched).value;
  const all = groups.map((_, j) => j);
  if (method === 'path') return { value: edge(all.slice(0, i + 1)) - edge(all.slice(0, i)), exact: null };
  const every = orders(all);
  let sum = 0;
  // From an infinite shoe (`<preset>@infinite`) every house edge is a fraction, and so is the average.
  let exact: Fraction | null = rational.frac(0);
  for (const order of every) {
    const before = order.slice(0, order.indexOf(i));
    sum += edge([...before, i]) - edge(before);
    const [a, b] = [figure([...before, i]).exact, figure(before).exact];
    exact = exact && a && b ? rational.add(exact, rational.sub(a, b)) : null;
  }
  const share = exact && rational.div(exact, rational.frac(every.length));
  return { value: sum / every.length, exact: share ? `${share.num}/${share.den}` : null };
}

/** The rules of a stud figure id, read as the CLI reads `--preset` and `--set`. */
const studRulesOf = (id: string) => {
  const r = parseFigureId(id);
  return resolveStudRules({ preset: r.preset as never, sets: r.sets.map(([k, v]) => `${k}=${v}`) });
};

/** Stud figures outside the shipped grid, by `studOddsKey`: computed here exactly, as `croupier odds stud` does. */
const studComputed = new Map<string, StudOddsFigure>();

/** Computes (with the engine's `computeOdds`) every stud figure of a state the shipped grid does not hold. */
async function computeStudFigures(ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    if (!id.startsWith('stud/')) continue;
    const rules = studRulesOf(id);
    if (studOdds(rules).ok || studComputed.has(studOddsKey(rules))) continue;
    const r = await computeOdds(rules);
    if (!r.ok) throw new Error(`${id}: ${r.error.message}`);
    studComputed.set(studOddsKey(rules), r.value.figure);
  }
}

/** A computed stud figure (see {@link computeStudFigures}), or null for a shipped one. */
function computedStudFigure(id: string): { value: number; exact: string | null } | null {
  const f = studComputed.get(studOddsKey(studRulesOf(id)));
  // The decisions are in the engine's `odds` now too (computeOdds keeps what it computed): `computeFigure`.
  if (!f || parseFigureId(id).bet.startsWith('decisions')) return null;
  const field = parseFigureId(id).field as 'houseEdge' | 'elementOfRisk' | 'raiseChance';
  return { value: f[`${field}Value`]!, exact: f[field] ?? null };
}

/** The engine's figure by the API, in this process. */
const fromApi: Want = (id) => {
  const computed = id.startsWith('stud/') ? computedStudFigure(id) : null;
  if (computed) return computed;
  if (id.startsWith('variance/')) return { value: varianceFigure(id), exact: null };
  if (id.startsWith('spread/')) return { value: spreadFigure(id), exact: null };
  if (id.startsWith('share/')) return shareFigure(id);
  if (id.startsWith('advise/')) return adviceFigure(id);
  const r = computeFigure(id);
  return { value: r.value, exact: r.exact ? `${r.exact.num}/${r.exact.den}` : null };
};

describe('every figure an island computes is what the engine computes, in its default state and changed', () => {
  const browserPage = useIslandPage();

  it.each(ISLANDS)('$name ($path)', async (c) => {
    const { page, errors } = browserPage();
    await page.goto(siteUrl(c.path), { waitUntil: 'networkidle' });
    await page.getByTestId(c.island).scrollIntoViewIfNeeded();
    await waitForIslands(page);
    const game = c.game ?? c.path.split('/')[1]!;
    const seen = new Set<string>();
    for (const state of [{ name: 'default', act: async () => {} }, ...c.changes]) {
      await state.act(page);
      await c.ready?.(page);
      // React renders the change in the next frames.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const figures = await liveFigures(page, c.island);
      await computeStudFigures(figures.flatMap((f) => [f.id, ...(f.base ? [f.base] : [])]));
      expect(figures.length, `${c.name}, ${state.name}`).toBeGreaterThanOrEqual(c.atLeast);
      const wrong = figures.flatMap((f) => [
        ...problems(f, fromApi).map((p) => `${state.name}: ${p}`),
        ...(f.href === `/${game}/method/#${LIVE_ANCHOR}` || f.href?.startsWith(`/${game}/method/#fig-`)
          ? []
          : [`${state.name}: ${f.id} links to ${f.href}`]),
      ]);
      expect(wrong).toEqual([]);
      for (const f of figures) seen.add(`${f.id}|${f.base ?? ''}`);
      // A payout calculator's chip amounts, against the payouts worked by hand from the rules' ratios.
      const amounts = await liveChips(page, c.island);
      const least = ('chips' in state ? state.chips : undefined) ?? c.chips ?? 0;
      expect(amounts.length, `${c.name}, ${state.name}: chip amounts`).toBeGreaterThanOrEqual(least);
      const badAmounts = amounts.flatMap((a) => {
        const want = chipsByHand(a.id);
        const out: string[] = [];
        if (a.value !== want) out.push(`${state.name}: ${a.id}: the page's ${a.value}, by hand ${want}`);
        if (readChips(a.text) !== want) out.push(`${state.name}: ${a.id}: shown «${a.text}», by hand ${want}`);
        if (a.href !== `/${game}/method/#${LIVE_ANCHOR}`) out.push(`${state.name}: ${a.id} links to ${a.href}`);
        return out;
      });
      expect(badAmounts).toEqual([]);
      for (const a of amounts) seen.add(a.id);
      console.log(
        `figures: ${c.name}, ${state.name}: ${figures.length} figures recomputed, ${amounts.length} chip amounts checked`,
      );
    }
    // The changed state shows figures the default one does not.
    expect(seen.size).toBeGreaterThan(Math.max(c.atLeast, c.chips ?? 0));
    expect(errors).toEqual([]);
  });
});
