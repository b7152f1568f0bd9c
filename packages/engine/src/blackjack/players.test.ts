import { describe, expect, it } from 'vitest';
import { BLACKJACK_INDEX_TABLES } from '@croupier/paytables/blackjack-indices';
import { blackjackTableLimits } from '@croupier/paytables/blackjack';
import { parseCardsOrThrow, type Card } from '../cards/index.js';
import { seededRng } from '../rng/index.js';
import {
  analyse,
  applyOrThrow,
  blackjackPolicy,
  COUNTING_SYSTEMS,
  drawSeatSpeed,
  legalActions,
  playBlackjackTable,
  playerView,
  resolveRulesOrThrow,
  startOrThrow,
  thinkTimeMs,
  type BlackjackMistakeRate,
  type BlackjackPolicy,
  type BlackjackPlayStyle,
  type BlackjackRoundSummary,
  type BlackjackSeatPlayer,
  type BlackjackState,
} from './index.js';

const SEED = resolveRulesOrThrow({ preset: 'seed' });
const CASINO = resolveRulesOrThrow({ preset: 'casino' });
const seedChart = analyse(SEED).chart;
const casinoChart = analyse(CASINO).chart;

/**
 * One box `p` betting 10, dealt from a stacked shoe: the box's first card, the up-card, its second (the
 * hole card with a hole card), then the rest; the policy, if given, sees the deal.
 */
function dealt(rules: typeof SEED, cards: string, policy?: BlackjackPolicy): BlackjackState {
  let s: BlackjackState = startOrThrow(rules, { seats: { p: 1000 }, seed: 1, shoe: parseCardsOrThrow(cards) }).state;
  s = applyOrThrow(s, { type: 'bet', box: 'p', amount: 10 }).state;
  const r = applyOrThrow(s, { type: 'deal' });
  policy?.observe(r.events);
  return r.state;
}

function decide(rules: typeof SEED, style: BlackjackPlayStyle, cards: string, seed = 1) {
  const policy = blackjackPolicy(rules, style, seededRng(seed));
  const s = dealt(rules, cards, policy);
  return policy.act(playerView(s), legalActions(s));
}

/** Cards of Hi-Lo tag 0 (7, 8, 9), `n` of them, from as many decks as it takes. */
function neutral(n: number): Card[] {
  const deck = parseCardsOrThrow('7s 7h 7d 7c 8s 8h 8d 8c 9s 9h 9d 9c');
  return Array.from({ length: n }, (_, i) => deck[i % deck.length]!);
}

const flat = { kind: 'flat', bet: 10 } as const;

describe('the chart policy plays the basic-strategy chart', () => {
  // Published six-deck basic strategy (Wizard of Odds, "Basic strategy", 4–8 decks, S17): the cells
  // below are the same with or without a hole card.
  it.each([
    { hand: 'hard 16 against a ten hits', cards: 'Ts Kd 6h 9c 9d 9h', type: 'hit' },
    { hand: 'hard 12 against a 4 stands', cards: 'Ts 4d 2h 9c 9d 9h', type: 'stand' },
    { hand: 'hard 13 against a 2 stands', cards: 'Ts 2d 3h 9c 9d 9h', type: 'stand' },
    { hand: 'hard 11 against a 6 doubles', cards: '5s 6d 6h 9c 9d 9h', type: 'double' },
    { hand: 'hard 9 against a 4 doubles', cards: '5s 4d 4h 9c 9d 9h', type: 'double' },
    { hand: 'hard 17 against a 9 stands', cards: 'Ts 9d 7h 8c 8d 8h', type: 'stand' },
    { hand: '8-8 against a 6 splits', cards: '8s 6d 8h 9c 9d 9h', type: 'split' },
    { hand: 'T-T against a 6 stands', cards: 'Ts 6d Kh 9c 9d 9h', type: 'stand' },
  ])('the text ($hand)', ({ cards, type }) => {
    expect(decide(SEED, { chart: seedChart, bet: flat }, cards).type).toBe(type);
  });
  it.each([
    { hand: 'A-7 against a 5 doubles', cards: 'As 5d 7h 9c 9d 9h', type: 'double' },
    { hand: 'A-6 against a 4 doubles', cards: 'As 4d 6h 9c 9d 9h', type: 'double' },
    { hand: 'A-7 against a 9 hits', cards: 'As 9d 7h 8c 8d 8h', type: 'hit' },
    { hand: 'A-A against a ten splits', cards: 'As Td Ah 9c 9d 9h', type: 'split' },
    { hand: '5-5 against a 6 doubles, as a 10', cards: '5s 6d 5h 9c 9d 9h', type: 'double' },
  ])('casino ($hand)', ({ cards, type }) => {
    expect(decide(CASINO, { chart: casinoChart, bet: flat }, cards).type).toBe(type);
  });
  it('the text never splits aces: A-A is a soft 12 and hits against a ten', () => {
    const s = dealt(SEED, 'As Td Ah 9c 9d 9h');
    expect(legalActions(s).map((a) => a.type)).not.toContain('split');
    expect(decide(SEED, { chart: seedChart, bet: flat }, 'As Td Ah 9c 9d 9h').type).toBe('hit');
  });
});

describe('mistakes at their rates', () => {
  const always = (mistake: BlackjackMistakeRate['mistake']): BlackjackPlayStyle => ({
    chart: casinoChart,
    bet: flat,
    mistakes: [{ mistake, rate: 1 }],
  });
  it.each([
    { name: 'stand-stiff: 16 against a ten stands', mistake: 'stand-stiff', cards: 'Ts Kd 6h 9c', type: 'stand' },
    { name: 'stand-stiff: 12 against a 7 stands', mistake: 'stand-stiff', cards: 'Ts 7d 2h 9c', type: 'stand' },
    { name: 'stand-stiff leaves 11 against a ten alone', mistake: 'stand-stiff', cards: '5s Td 6h 9c', type: 'double' },
    {
      name: 'stand-stiff leaves 16 against a 2 (the chart stands)',
      mistake: 'stand-stiff',
      cards: 'Ts 2d 6h 9c',
      type: 'stand',
    },
    {
      name: 'stand-stiff leaves 12 against a 2 (a weak card) alone',
      mistake: 'stand-stiff',
      cards: 'Ts 2d 2h 9c',
      type: 'hit',
    },
    { name: 'no-soft-double: A-6 against a 4 hits', mistake: 'no-soft-double', cards: 'As 4d 6h 9c', type: 'hit' },
    { name: 'no-soft-double: A-7 against a 5 stands', mistake: 'no-soft-double', cards: 'As 5d 7h 9c', type: 'stand' },
    { name: 'no-soft-double leaves hard 11 doubled', mistake: 'no-soft-double', cards: '5s 6d 6h 9c', type: 'double' },
  ] as const)('$name', ({ mistake, cards, type }) => {
    expect(decide(CASINO, always(mistake), cards).type).toBe(type);
  });
  it('take-insurance: a box against a dealer ace insures half its bet', () => {
    // The casino deals a hole card: box first card, up-card, box second card, hole card.
    const s = dealt(CASINO, 'Ts Ad 7h 9c 9d 9h');
    expect(s.phase).toBe('insurance');
    const chart = blackjackPolicy(CASINO, { chart: casinoChart, bet: flat }, seededRng(1));
    expect(chart.act(playerView(s), legalActions(s))).toEqual({ type: 'insurance', amount: 0 });
    const insurer = blackjackPolicy(CASINO, always('take-insurance'), seededRng(1));
    expect(insurer.act(playerView(s), legalActions(s))).toEqual({ type: 'insurance', amount: 5 });
  });
  it('a rate of one half errs on some chances and not on others', () => {
    const style: BlackjackPlayStyle = {
      chart: casinoChart,
      bet: flat,
      mistakes: [{ mistake: 'stand-stiff', rate: 0.5 }],
    };
    const s = dealt(CASINO, 'Ts Kd 6h 9c');
    const policy = blackjackPolicy(CASINO, style, seededRng(3));
    const types = Array.from({ length: 200 }, () => policy.act(playerView(s), legalActions(s)).type);
    const stands = types.filter((t) => t === 'stand').length;
    // Binomial(200, 1/2): 100 ± 3.3 sd covers 99.9 %.
    expect(stands).toBeGreaterThan(100 - 24);
    expect(stands).toBeLessThan(100 + 24);
  });
});

const sevenFlat = (style: BlackjackPlayStyle): BlackjackSeatPlayer[] =>
  Array.from({ length: 7 }, (_, i) => ({ id: `p${i + 1}`, chips: 100_000, style }));

function rounds(players: readonly BlackjackSeatPlayer[], n: number, seed: string | number) {
  const out: BlackjackRoundSummary[] = [];
  const run = playBlackjackTable(SEED, players, { rounds: n, seed, onRound: (r) => out.push(r) });
  if (!run.ok) throw new Error(run.error.message);
  return { run: run.value, out };
}

describe('a full table', () => {
  it('a seeded table is reproducible, and another seed deals other rounds', () => {
    const players = sevenFlat({ chart: seedChart, bet: flat, mistakes: [{ mistake: 'stand-stiff', rate: 0.3 }] });
    const a = rounds(players, 200, 'evening');
    const b = rounds(players, 200, 'evening');
    const c = rounds(players, 200, 'morning');
    expect(b.out).toEqual(a.out);
    expect(b.run.totals).toEqual(a.run.totals);
    expect(b.run.players).toEqual(a.run.players);
    expect(c.out).not.toEqual(a.out);
  });
  it('mistakes at rate 0 play exactly as the chart', () => {
    const zero = sevenFlat({
      chart: seedChart,
      bet: flat,
      mistakes: [
        { mistake: 'stand-stiff', rate: 0 },
        { mistake: 'no-soft-double', rate: 0 },
        { mistake: 'take-insurance', rate: 0 },
      ],
    });
    expect(rounds(zero, 300, 5).out).toEqual(rounds(sevenFlat({ chart: seedChart, bet: flat }), 300, 5).out);
  });
  it('every box bets every round and the chips balance: the boxes net what the house lost', () => {
    const { run, out } = rounds(sevenFlat({ chart: seedChart, bet: flat }), 100, 9);
    expect(run.rounds).toBe(100);
    expect(out.every((r) => r.boxes.length === 7 && r.boxes.every((b) => b.bet === 10))).toBe(true);
    const net = run.totals.reduce((sum, t) => sum + t.net, 0);
    expect(run.state.house).toBe(-net);
    expect(run.state.seats.map((s) => s.balance)).toEqual(run.totals.map((t) => 100_000 + t.net));
  });
  it('a player of three boxes plays id, id#2, id#3', () => {
    const run = playBlackjackTable(
      SEED,
      [{ id: 'anna', chips: 500, boxes: 3, style: { chart: seedChart, bet: flat } }],
      {
        rounds: 3,
        seed: 1,
      },
    );
    expect(run.ok && run.value.players[0]!.boxes).toEqual(['anna', 'anna#2', 'anna#3']);
  });
  it('each player gets a speed from the seed', () => {
    const { run } = rounds(sevenFlat({ chart: seedChart, bet: flat }), 1, 4);
    for (const p of run.players) {
      expect(p.speed.medianMs).toBeGreaterThanOrEqual(800);
      expect(p.speed.medianMs).toBeLessThanOrEqual(4000);
    }
    expect(new Set(run.players.map((p) => p.speed.medianMs)).size).toBeGreaterThan(1);
  });
});

describe('the table limits', () => {
  const style: BlackjackPlayStyle = { chart: seedChart, bet: flat };
  it('the limits are data: 7 boxes, 3 a player, one bet a box', () => {
    expect(blackjackTableLimits.value).toEqual({ boxes: 7, boxesPerPlayer: 3, betsPerBox: 1 });
  });
  it.each([
    {
      name: 'eight boxes at a table of seven',
      players: Array.from({ length: 4 }, (_, i) => ({ id: `p${i}`, chips: 100, boxes: 2, style })),
      error: { code: 'blackjack/bad-setup', details: { reason: 'too-many-seats', count: 8, max: 7 } },
    },
    {
      name: 'four boxes for one player',
      players: [{ id: 'anna', chips: 100, boxes: 4, style }],
      error: {
        code: 'blackjack/bad-players',
        details: { reason: 'boxes-per-player', player: 'anna', boxes: 4, max: 3 },
      },
    },
    {
      name: 'half a box',
      players: [{ id: 'anna', chips: 100, boxes: 1.5, style }],
      error: { code: 'blackjack/bad-players', details: { reason: 'boxes', player: 'anna', value: '1.5' } },
    },
    {
      name: 'two players of one name',
      players: [
        { id: 'anna', chips: 100, style },
        { id: 'anna', chips: 100, style },
      ],
      error: { code: 'blackjack/bad-players', details: { reason: 'duplicate', player: 'anna' } },
    },
    {
      name: 'a mistake rate above 1',
      players: [{ id: 'anna', chips: 100, style: { ...style, mistakes: [{ mistake: 'stand-stiff', rate: 2 }] } }],
      error: { code: 'blackjack/bad-players', details: { reason: 'mistake-rate', player: 'anna', value: '2' } },
    },
    {
      name: 'a ramp without a count',
      players: [{ id: 'anna', chips: 100, style: { chart: seedChart, bet: { kind: 'ramp', min: 10, steps: [] } } }],
      error: { code: 'blackjack/bad-players', details: { reason: 'ramp-without-count', player: 'anna' } },
    },
  ] as const)('refused: $name, nothing played', ({ players, error }) => {
    const input = JSON.stringify(players);
    const r = playBlackjackTable(SEED, players as readonly BlackjackSeatPlayer[], { rounds: 5, seed: 1 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect({ code: r.error.code, details: r.error.details }).toEqual(error);
    expect(JSON.stringify(players)).toBe(input);
  });
});

describe('a counter', () => {
  const hilo = COUNTING_SYSTEMS.hilo;
  it('keeps the Hi-Lo running count of the cards it sees (the hole card once shown)', () => {
    // Casino (hole card): box 5, up-card K, box 6, hole card 9; the box doubles 11 and draws the 2.
    let s: BlackjackState = startOrThrow(CASINO, {
      seats: { p: 1000 },
      seed: 1,
      shoe: parseCardsOrThrow('5s Kd 6h 9c 2d 3h 4s'),
    }).state;
    const policy = blackjackPolicy(CASINO, { chart: casinoChart, counting: { system: hilo }, bet: flat }, seededRng(1));
    const step = (a: Parameters<typeof applyOrThrow>[1]) => {
      const r = applyOrThrow(s, a);
      policy.observe(r.events);
      s = r.state;
    };
    step({ type: 'bet', box: 'p', amount: 10 });
    step({ type: 'deal' });
    // Seen: 5 (+1), K (−1), 6 (+1); the hole card is face down.
    expect(policy.runningCount).toBe(1);
    step(policy.act(playerView(s), legalActions(s))); // 11 against a ten: double, draws the 2 (+1)
    // The dealer shows the 9 (0) and stands on 19: 5, K, 6, 2, 9 → +1 −1 +1 +1 +0 = 2.
    expect(s.phase).toBe('settled');
    expect(policy.runningCount).toBe(2);
  });
  it('bets its ramp by the true count, and the minimum once the cut card is out', () => {
    const style: BlackjackPlayStyle = {
      chart: casinoChart,
      counting: { system: hilo },
      bet: {
        kind: 'ramp',
        min: 10,
        steps: [
          { trueCount: 2, bet: 40 },
          { trueCount: 4, bet: 100 },
        ],
      },
    };
    // A stacked shoe of 52 cards; the box sees 4 small cards in round one: 5, 6 and the dealer's
    // 4, then the hit 2 (running count +4). After it 48 cards (about 0.92 decks) are left: true count 4.3.
    const cards = [...parseCardsOrThrow('5s 4d 6h 2c Th'), ...neutral(47)];
    let s: BlackjackState = startOrThrow(SEED, { seats: { p: 1000 }, seed: 1, shoe: cards }).state;
    const policy = blackjackPolicy(SEED, style, seededRng(1));
    const step = (a: Parameters<typeof applyOrThrow>[1]) => {
      const r = applyOrThrow(s, a);
      policy.observe(r.events);
      s = r.state;
    };
    const range = () => legalActions(s).find((a) => a.type === 'bet')!;
    expect(policy.bet(playerView(s), range() as never)).toBe(10);
    step({ type: 'bet', box: 'p', amount: 10 });
    step({ type: 'deal' }); // 5 and 6 against a 4: 11
    step({ type: 'double' }); // draws the 2: 13; the dealer draws T (4 + 10 = 14), then a 7: 21
    expect(policy.runningCount).toBe(4 - 1);
    step({ type: 'nextRound' });
    // +3 over 46 cards left: 3 / (46 / 52) = 3.39, floored (Hi-Lo's rounding) to 3: the +2 step.
    expect(policy.bet(playerView(s), range() as never)).toBe(40);
    // The same round with the cut card after the third card: it is out, the next deal reshuffles.
    s = startOrThrow(SEED, { seats: { p: 1000 }, seed: 1, shoe: { cards, cutCard: 3 } }).state;
    const cut = blackjackPolicy(SEED, style, seededRng(1));
    for (const a of [
      { type: 'bet', box: 'p', amount: 10 },
      { type: 'deal' },
      { type: 'double' },
      { type: 'nextRound' },
    ] as const) {
      const r = applyOrThrow(s, a);
      cut.observe(r.events);
      s = r.state;
    }
    expect(cut.runningCount).toBe(3);
    expect(cut.bet(playerView(s), range() as never)).toBe(10);
  });
  it('plays the index deviation: 16 against a ten stands at a true count of 0 or more', () => {
    const table = BLACKJACK_INDEX_TABLES.casino.hilo;
    const style: BlackjackPlayStyle = { chart: casinoChart, counting: { system: hilo, indices: table }, bet: flat };
    // Box T and 6, up-card T (−1 −1 +1 = −1 before): hits at a negative count.
    expect(decide(CASINO, style, 'Ts Td 6h 9c 9d').type).toBe('hit');
    // Two boxes: p gets T and 6, q the small cards 2 and 3; up-card T, hole card 9.
    let s: BlackjackState = startOrThrow(CASINO, {
      seats: { p: 1000, q: 1000 },
      seed: 1,
      shoe: parseCardsOrThrow('Ts 2d Th 6c 3h 9s 5d 5c 9h'),
    }).state;
    const policy = blackjackPolicy(CASINO, style, seededRng(1));
    const step = (a: Parameters<typeof applyOrThrow>[1]) => {
      const r = applyOrThrow(s, a);
      policy.observe(r.events);
      s = r.state;
    };
    step({ type: 'bet', box: 'p', amount: 10 });
    step({ type: 'bet', box: 'q', amount: 10 });
    step({ type: 'deal' }); // p: T 6, q: 2 3, up T, hole 9: seen T 2 T 6 3 → −1 +1 −1 +1 +1 = +1
    expect(policy.runningCount).toBe(1);
    expect(policy.act(playerView(s), legalActions(s)).type).toBe('stand');
  });
});

describe('speeds', () => {
  it('a think time is at least the minimum and centres on the median', () => {
    const rng = seededRng(11);
    const speed = { medianMs: 1500, spread: 0.4, minMs: 300 };
    const times = Array.from({ length: 2001 }, () => thinkTimeMs(speed, rng)).sort((a, b) => a - b);
    expect(times[0]).toBeGreaterThanOrEqual(300);
    // The sample median of 2001 log-normal draws lies within ±5 % of 1500 (sd of the log median ≈ 0.011).
    expect(times[1000]).toBeGreaterThan(1425);
    expect(times[1000]).toBeLessThan(1575);
  });
  it('a drawn speed is in its documented ranges', () => {
    const s = drawSeatSpeed(seededRng(2));
    expect(s.spread).toBeGreaterThanOrEqual(0.3);
    expect(s.spread).toBeLessThanOrEqual(0.6);
    expect(s.minMs).toBe(300);
  });
});
