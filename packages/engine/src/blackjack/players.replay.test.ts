// Replays pinned before the full table was made faster (issue 24): the digests below were computed by
// the code as it stood at commit 22f6451, before any change for speed, and a change that only makes the
// table faster must deal, play and settle every round exactly as before. A digest is FNV-1a over the
// JSON of every settled state and summary (and, for the stepped table, every step's events and state),
// so one card, chip or event out of place changes it.
import { describe, expect, it } from 'vitest';
import { BLACKJACK_INDEX_TABLES } from '@croupier/paytables/blackjack-indices';
import { seededRng } from '../rng/index.js';
import {
  analyse,
  apply,
  blackjackPolicy,
  COUNTING_SYSTEMS,
  legalActions,
  playBlackjackTable,
  playerView,
  resolveRulesOrThrow,
  start,
  type BlackjackPlayStyle,
  type BlackjackPolicy,
  type BlackjackRules,
  type BlackjackSeatPlayer,
  type BlackjackState,
} from './index.js';

const SEED = resolveRulesOrThrow({ preset: 'seed' });
const CASINO = resolveRulesOrThrow({ preset: 'casino' });

function digest(): { add(value: unknown): void; hex(): string } {
  let h = 0x811c9dc5;
  let n = 0;
  return {
    add(value) {
      const text = JSON.stringify(value);
      for (let i = 0; i < text.length; i++) {
        h ^= text.charCodeAt(i);
        h = Math.imul(h, 0x01000193);
      }
      n += text.length;
    },
    hex: () => `${(h >>> 0).toString(16).padStart(8, '0')}/${n}`,
  };
}

const CHARTS = new Map([SEED, CASINO].map((r) => [r, analyse(r).chart]));

function styles(rules: BlackjackRules): Record<string, BlackjackPlayStyle> {
  const chart = CHARTS.get(rules)!;
  return {
    flat: { chart, bet: { kind: 'flat', bet: 10 } },
    mistakes: {
      chart,
      bet: { kind: 'flat', bet: 10 },
      mistakes: [
        { mistake: 'stand-stiff', rate: 0.2 },
        { mistake: 'no-soft-double', rate: 0.5 },
        { mistake: 'take-insurance', rate: 0.1 },
      ],
    },
    counter: {
      chart,
      counting: { system: COUNTING_SYSTEMS.hilo, indices: BLACKJACK_INDEX_TABLES.seed.hilo },
      bet: {
        kind: 'ramp',
        min: 10,
        steps: [
          { trueCount: 2, bet: 20 },
          { trueCount: 3, bet: 40 },
          { trueCount: 4, bet: 100 },
        ],
      },
    },
  };
}

/** Seven players of one style, or a mixed table with a three-box player and short stacks. */
function table(rules: BlackjackRules, kind: string): BlackjackSeatPlayer[] {
  const s = styles(rules);
  if (kind === 'mixed') {
    return [
      { id: 'anna', chips: 400, boxes: 3, style: s['mistakes']! },
      { id: 'boris', chips: 1000, style: s['counter']! },
      { id: 'vera', chips: 300, style: s['flat']! },
      { id: 'gleb', chips: 2000, boxes: 2, style: s['counter']! },
    ];
  }
  return Array.from({ length: 7 }, (_, i) => ({ id: `p${i + 1}`, chips: 100_000, style: s[kind]! }));
}

function runDigest(rules: BlackjackRules, kind: string, seed: number | string, rounds: number): string {
  const d = digest();
  const run = playBlackjackTable(rules, table(rules, kind), {
    rounds,
    seed,
    onRound: (summary, state) => {
      d.add(summary);
      d.add(state);
    },
  });
  if (!run.ok) throw new Error(run.error.message);
  d.add({ rounds: run.value.rounds, players: run.value.players, totals: run.value.totals, state: run.value.state });
  return d.hex();
}

/** The table stepped by hand with the same policies: every step's events and state go into the digest. */
function stepDigest(rules: BlackjackRules, kind: string, seed: number, rounds: number): string {
  const d = digest();
  const players = table(rules, kind);
  const seats: Record<string, number> = {};
  const owner = new Map<string, BlackjackPolicy>();
  const policies: BlackjackPolicy[] = [];
  players.forEach((p, i) => {
    const policy = blackjackPolicy(rules, p.style, seededRng(seed * 100 + i));
    policies.push(policy);
    for (let b = 0; b < (p.boxes ?? 1); b++) {
      const id = b === 0 ? p.id : `${p.id}#${b + 1}`;
      seats[id] = p.chips;
      owner.set(id, policy);
    }
  });
  const started = start(rules, { seats, seed });
  if (!started.ok) throw new Error(started.error.message);
  let state: BlackjackState = started.value.state;
  d.add(started.value);
  const step = (action: Parameters<typeof apply>[1]): BlackjackState => {
    const r = apply(state, action);
    if (!r.ok) throw new Error(r.error.message);
    for (const p of policies) p.observe(r.value.events);
    d.add(r.value);
    d.add(legalActions(r.value.state));
    d.add(playerView(r.value.state));
    return r.value.state;
  };
  for (let n = 0; n < rounds && state.phase === 'betting'; n++) {
    const view = playerView(state);
    for (const entry of legalActions(state)) {
      if (entry.type !== 'bet') continue;
      const amount = owner.get(entry.box)!.bet(view, entry);
      if (amount > 0) state = step({ type: 'bet', box: entry.box, amount });
    }
    if (state.phase !== 'betting' || state.bets.length === 0) break;
    state = step({ type: 'deal' });
    while (state.phase === 'insurance' || state.phase === 'playing') {
      const box = state.phase === 'playing' ? state.boxes[state.turn.box]! : state.boxes[state.turn]!;
      state = step(owner.get(box.id)!.act(playerView(state), legalActions(state)));
    }
    state = step({ type: 'nextRound' });
  }
  return d.hex();
}

describe('a seeded full table replays exactly as before the speed work', () => {
  it.each([
    ['seed', 'flat', 1, '1a92c303/923393'],
    ['seed', 'mistakes', 'evening', '466d81bc/923117'],
    ['seed', 'counter', 7, '278dbea2/925068'],
    ['seed', 'mixed', 3, 'd2b021f8/940117'],
    ['casino', 'mistakes', 11, '0dacae3d/926153'],
    ['casino', 'mixed', 'night', '11fdc64d/945132'],
  ] as const)('%s rules, %s players, seed %s', (preset, kind, seed, expected) => {
    expect(runDigest(preset === 'seed' ? SEED : CASINO, kind, seed, 250)).toBe(expected);
  });
  it.each([
    ['seed', 'mixed', 5, '4b7da69a/6505949'],
    ['casino', 'counter', 6, 'da52471d/6427728'],
  ] as const)('stepped through apply: %s rules, %s players, seed %s', (preset, kind, seed, expected) => {
    expect(stepDigest(preset === 'seed' ? SEED : CASINO, kind, seed, 80)).toBe(expected);
  });
});
