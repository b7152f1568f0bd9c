import { describe, expect, it } from 'vitest';
import { analyse } from '@croupier/engine/blackjack/analysis';
import { playBlackjackTable, type BlackjackSeatPlayer } from '@croupier/engine/blackjack/players';
import { resolveRulesOrThrow as bjRules, type SettledState as BjSettled } from '@croupier/engine/blackjack/table';
import {
  playBaccaratTable,
  resolveRulesOrThrow as bacRules,
  type SettledState as BacSettled,
} from '@croupier/engine/baccarat';
import { playCrapsTable, resolveRulesOrThrow as crapsRules } from '@croupier/engine/craps';
import { resolveRulesOrThrow as studRules } from '@croupier/engine/stud';
import { naiveStudSettle } from '@croupier/testkit/oracles/stud';
import { naiveBoxNet } from '@croupier/testkit/oracles/blackjack';
import { naiveCoup, naiveReturn, type NaivePaytable } from '@croupier/testkit/oracles/baccarat';
import {
  announcement,
  currentFrame,
  isDone,
  netsSoFar,
  paymentsSoFar,
  startTable,
  stepTable,
  type TableFrame,
  type TableModel,
} from './fullTable';
import { BJ_TABLE_CHIPS, BJ_TABLE_PLAYERS, dealBlackjackTable } from './blackjackTable';
import { CRAPS_TABLE_CHIPS, CRAPS_TABLE_STYLES, dealCrapsTable } from './crapsTable';
import { dealStudTable, studPlays, STUD_TABLE_ANTE } from './studTable';
import { bacSeatStyle, BAC_TABLE_CHIPS, BAC_TABLE_SEATS, dealBaccaratTable } from './baccaratTable';

// ------------------------------------------------------------------ the shell

const frame = (who: string, what: string, payments: TableFrame['payments'] = []): TableFrame => ({
  part: payments.length ? 'settle' : 'play',
  who,
  what,
  centre: [],
  seats: [],
  active: null,
  payments,
});
/** A model written by hand: seed n deals n + 2 frames, the last two settle seat `a`. */
const toy: TableModel = {
  note: '',
  deal: (seed) => [
    ...Array.from({ length: seed }, (_, i) => frame('Крупье', `шаг ${i + 1}`)),
    frame('a', 'проигрыш', [{ seat: 'a', bet: 0, net: -10 }]),
    frame('a', 'выигрыш', [{ seat: 'a', bet: 1, net: 15 }]),
  ],
};

describe('the full-table shell', () => {
  it.each([
    // seed, steps taken, frame shown, done, net of a so far
    [1, 0, 0, false, undefined],
    [1, 1, 1, false, -10],
    [1, 2, 2, true, 5],
    [1, 5, 2, true, 5],
    [3, 3, 3, false, -10],
  ] as const)('seed %i, %i × next: frame %i, done %s, net %s', (seed, steps, at, done, net) => {
    let s = startTable(toy, seed);
    for (let i = 0; i < steps; i++) s = stepTable(toy, s, { type: 'next' });
    expect(s.at).toBe(at);
    expect(isDone(s)).toBe(done);
    expect(netsSoFar(s).get('a')).toBe(net);
  });

  it('«До конца» shows the last frame, «Сдать заново» deals the new seed from its start', () => {
    const end = stepTable(toy, startTable(toy, 2), { type: 'end' });
    expect([end.at, isDone(end), currentFrame(end).what]).toEqual([3, true, 'выигрыш']);
    expect(paymentsSoFar(end).map((p) => p.net)).toEqual([-10, 15]);
    const again = stepTable(toy, end, { type: 'redeal', seed: 4 });
    expect([again.seed, again.at, again.frames.length]).toEqual([4, 0, 6]);
    expect(announcement(again)).toBe('Крупье: шаг 1');
  });
});

// ------------------------------------------------------------------ blackjack

const BJ = bjRules({ preset: 'seed' });
const CHART = analyse(BJ).chart;
const BJ_SEEDS = Array.from({ length: 12 }, (_, i) => i + 1);
const ORDER = BJ_TABLE_PLAYERS.flatMap((p) =>
  Array.from({ length: p.boxes }, (_, i) => (i === 0 ? p.id : `${p.id}#${i + 1}`)),
);

/** The engine's own driver playing the same players for one round. */
function driverRound(seed: number) {
  const players: BlackjackSeatPlayer[] = BJ_TABLE_PLAYERS.map((p) => ({
    id: p.id,
    chips: BJ_TABLE_CHIPS,
    boxes: p.boxes,
    style: {
      chart: CHART,
      bet: { kind: 'flat', bet: p.bet },
      ...(p.stiff ? { mistakes: [{ mistake: 'stand-stiff' as const, rate: p.stiff }] } : {}),
    },
  }));
  let out: { nets: Map<string, number>; state: BjSettled } | null = null;
  const run = playBlackjackTable(BJ, players, {
    rounds: 1,
    seed,
    onRound: (summary, state) => (out = { nets: new Map(summary.boxes.map((b) => [b.box, b.net])), state }),
  });
  expect(run.ok).toBe(true);
  return out!;
}

describe('the full blackjack table (seven boxes, six decks)', () => {
  it('seats seven boxes on a six-deck shoe (docs/rules.md, blackjack: a full table; decks)', () => {
    expect(BJ.decks).toBe(6);
    expect(dealBlackjackTable(BJ, CHART, 1)[0]!.seats).toHaveLength(7);
  });

  it.each(BJ_SEEDS)('seed %i: the settlement is the engine driver’s and the naive oracle’s for those cards', (seed) => {
    const frames = dealBlackjackTable(BJ, CHART, seed);
    const s = stepTable({ note: '', deal: () => frames }, startTable({ note: '', deal: () => frames }, seed), {
      type: 'end',
    });
    const mine = netsSoFar(s);
    const { nets, state } = driverRound(seed);
    expect(Object.fromEntries(mine)).toEqual(Object.fromEntries(nets));
    for (const box of state.boxes) {
      const naive = naiveBoxNet(
        BJ,
        { bet: box.bet, insurance: box.insurance, evenMoney: box.evenMoney, hands: box.hands },
        state.dealer,
      );
      expect(mine.get(box.id), box.id).toBe(naive);
    }
    // The table as last drawn holds the cards the engine settled.
    const last = currentFrame(s);
    expect(last.centre[0]!.cards).toEqual(state.dealer);
    for (const box of state.boxes) {
      expect(last.seats.find((x) => x.id === box.id)!.hands.map((h) => h.cards)).toEqual(box.hands.map((h) => h.cards));
    }
  });

  it.each(BJ_SEEDS)(
    'seed %i: boxes play in order, the dealer after all, then each box settled from the seventh to the first',
    (seed) => {
      const frames = dealBlackjackTable(BJ, CHART, seed);
      const parts = frames.map((f) => f.part);
      // bets, deal, the boxes, the dealer, the settlement: never back.
      const rank = { bets: 0, deal: 1, play: 2, dealer: 3, settle: 4 } as const;
      expect(parts.map((p) => rank[p])).toEqual([...parts.map((p) => rank[p])].sort((a, b) => a - b));
      // Insurance goes round the boxes first (an ace up), then the boxes play: each pass in box order.
      const insurance = /^(страхует|отказывается от страховки|берёт выплату 1:1|отказывается от выплаты)/u;
      for (const pass of [true, false]) {
        const boxes = frames
          .filter((f) => f.part === 'play' && insurance.test(f.what) === pass)
          .map((f) => ORDER.indexOf(f.active!));
        expect(boxes).toEqual([...boxes].sort((a, b) => a - b));
      }
      // The settlement: one pass from the seventh box to the first (docs/rules.md), each box's insurance before
      // its hands and a split box's last hand first; every box settled at one stop.
      const pays = frames.flatMap((f) => f.payments);
      const key = (p: (typeof pays)[number]) =>
        [-ORDER.indexOf(p.seat), p.bet === 'insurance' ? -100 : -(p.bet as number)] as const;
      const keys = pays.map(key);
      const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      expect(keys).toEqual(sorted);
    },
  );
});

// ------------------------------------------------------------------ baccarat

const BAC = bacRules({ preset: 'seed' });
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
const SEATS = Array.from({ length: BAC_TABLE_SEATS }, (_, i) => `s${i + 1}`);

describe('the full baccarat table (fourteen seats, the text’s tableau)', () => {
  it('seats the fourteen players of the text', () => {
    expect(dealBaccaratTable(BAC, 1)[0]!.seats).toHaveLength(14);
  });

  it.each(BJ_SEEDS)('seed %i: the coup is the naive oracle’s, every bet settled as the oracle pays it', (seed) => {
    const frames = dealBaccaratTable(BAC, seed);
    // One croupier's call of the coup, after the deal and the third cards, before any bet is settled.
    const parts = frames.map((f) => f.part).join(' ');
    expect(parts).toMatch(/^bets deal (play ){0,2}dealer( settle)+$/u);
    const last = frames[frames.length - 1]!;
    const [player, banker] = last.centre.map((h) => h.cards) as [number[], number[]];
    const cards = [player[0]!, banker[0]!, player[1]!, banker[1]!, ...player.slice(2), ...banker.slice(2)];
    const coup = naiveCoup('seed', cards);
    expect([coup.player, coup.banker]).toEqual([player, banker]);
    let settled: BacSettled | null = null;
    const players = SEATS.map((id, i) => ({ id, chips: BAC_TABLE_CHIPS, style: bacSeatStyle(i) }));
    const run = playBaccaratTable(BAC, players, { coups: 1, seed, onCoup: (_, s) => (settled = s) });
    expect(run.ok).toBe(true);
    const s: BacSettled = settled!;
    expect([s.player, s.banker]).toEqual([player, banker]);
    const pays = frames.flatMap((f) => f.payments);
    expect(pays).toHaveLength(s.bets.length);
    for (const b of s.bets) {
      const naive = naiveReturn(TEXT_PAYS, b.bet, b.stake, coup)! - b.stake;
      expect(pays.find((p) => p.seat === b.player && p.bet === b.bet)!.net, `${b.player} ${b.bet}`).toBe(naive);
    }
    // Losers collected first, then winners and returned stakes, each pass from seat 1 to seat 14.
    const keys = pays.map((p) => [p.net < 0 ? 0 : 1, SEATS.indexOf(p.seat)] as const);
    expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
  });
});

// ------------------------------------------------------------------ craps

const CR = crapsRules({ preset: 'seed' });

describe('the full craps table (eight players, rolled to a pass-line decision)', () => {
  it.each(BJ_SEEDS)('seed %i: every roll settled as the engine’s driver settles it, losers before winners', (seed) => {
    const frames = dealCrapsTable(CR, seed);
    const rolls = frames.filter((f) => f.part === 'dealer').length;
    const players = CRAPS_TABLE_STYLES.map((style, i) => ({ id: `c${i + 1}`, chips: CRAPS_TABLE_CHIPS, style }));
    const perRoll: number[][] = [];
    const totals: number[] = [];
    const run = playCrapsTable(CR, players, {
      rolls,
      seed,
      onRoll: (s) => {
        perRoll.push([...s.nets]);
        totals.push(s.total);
      },
    });
    expect(run.ok).toBe(true);
    // The frames' dice are the driver's, roll by roll.
    expect(frames.filter((f) => f.part === 'dealer').map((f) => f.dice![0] + f.dice![1])).toEqual(totals);
    // The last roll decides the pass line (docs/rules.md, craps: pass): a come-out 2, 3, 7, 11, 12, the point, or a 7.
    const last = totals[totals.length - 1]!;
    const point = totals.findIndex((t) => ![2, 3, 7, 11, 12].includes(t));
    if (point === -1 || point === totals.length - 1) expect(totals).toHaveLength(1);
    else expect([totals[point], 7]).toContain(last);
    // Each roll's payments sum, seat by seat, to the driver's nets for that roll; and losers go first.
    let r = -1;
    const mine: Map<string, number>[] = [];
    for (const f of frames) {
      if (f.part === 'dealer') mine[++r] = new Map();
      for (const p of f.payments) mine[r]!.set(p.seat, (mine[r]!.get(p.seat) ?? 0) + p.net);
    }
    perRoll.forEach((nets, k) => nets.forEach((n, i) => expect(mine[k]!.get(`c${i + 1}`) ?? 0).toBe(n)));
    const settleRuns: TableFrame[][] = [];
    for (const f of frames) {
      if (f.part === 'dealer') settleRuns.push([]);
      else if (f.part === 'settle') settleRuns[settleRuns.length - 1]!.push(f);
    }
    for (const run of settleRuns) {
      const keys = run.map((f) => [f.payments[0]!.net < 0 ? 0 : 1, Number(f.payments[0]!.seat.slice(1))] as const);
      expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    }
  });
});

// ------------------------------------------------------------------ stud

const ST = studRules({ preset: 'seed' });

describe('the stud table (three boxes: two of Анна, one of Борис)', () => {
  it.each(BJ_SEEDS)('seed %i: each box settled as the naive settler settles its cards, box by box', (seed) => {
    const frames = dealStudTable(ST, seed);
    expect(frames.map((f) => f.part).join(' ')).toBe('bets deal play play play dealer settle settle settle');
    const last = frames[frames.length - 1]!;
    const dealer = last.centre[0]!.cards;
    expect(dealer).toHaveLength(5);
    const pays = frames.flatMap((f) => f.payments);
    expect(pays.map((p) => p.seat)).toEqual(['box1', 'box2', 'box3']);
    last.seats.forEach((seat, i) => {
      const cards = seat.hands[0]!.cards;
      const raised = studPlays(cards);
      const naive = naiveStudSettle({ player: cards, dealer, ante: STUD_TABLE_ANTE, raised }, ST);
      expect(pays[i]!.net, seat.id).toBe(Number(naive.net));
    });
  });
});
