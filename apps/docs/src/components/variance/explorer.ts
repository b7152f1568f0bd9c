/**
 * The variance explorer as a pure model in the engine's shape: one state (the reader's inputs, the
 * three computations — the session, the exact band, the simulated run — each computing its request or
 * done with its reply, and the replay of the run), `step(state, action)` returning the next state, and
 * the selectors the view lays out. The view sends every request {@link requestsOf} returns to the
 * workers and steps the model with their replies.
 *
 * @module
 */
import { checkSeed } from '@croupier/engine/rng';
import { formatNumber, formatPercent } from '@croupier/ru';
import {
  MAX_ROUNDS,
  SIM_ROUNDS,
  countOf,
  formatChance,
  simInterval,
  type BandReply,
  type SessionReply,
  type SimInterval,
  type SimulateReply,
  type VarianceBet,
  type VarianceReply,
  type VarianceRequest,
} from './model';

/** A computation: its request in flight, or its reply. */
export type Job<K extends VarianceRequest['kind'], R> =
  | { readonly kind: 'computing'; readonly request: Extract<VarianceRequest, { kind: K }> }
  | { readonly kind: 'done'; readonly reply: R };

/** The explorer's state. */
export interface ExplorerState {
  readonly bet: VarianceBet;
  /** The rounds' field as typed, and the last valid number of rounds. */
  readonly roundsText: string;
  readonly rounds: number;
  readonly risk: number;
  /** The simulation's seed (none until the page has drawn one), its field, and why it was refused. */
  readonly seed: number | null;
  readonly seedText: string;
  readonly seedError: string | null;
  /** Simulated rounds shown, and whether they are being played out. */
  readonly shown: number;
  readonly playing: boolean;
  readonly session: Job<'session', SessionReply>;
  readonly band: Job<'band', BandReply>;
  /** None before the first seed. */
  readonly sim: Job<'simulate', SimulateReply> | null;
  /** The last request's id. */
  readonly seq: number;
  /** Set when the worker failed. */
  readonly error: string | null;
}

/** What the reader does, what the page's timer does, and what the workers answer. */
export type ExplorerAction =
  | { readonly type: 'bet'; readonly bet: VarianceBet }
  | { readonly type: 'rounds'; readonly text: string }
  | { readonly type: 'risk'; readonly risk: number }
  | { readonly type: 'seedText'; readonly text: string }
  | { readonly type: 'applySeed' }
  /** A new seed drawn by the page (its randomness stays outside the model). */
  | { readonly type: 'seed'; readonly seed: number }
  | { readonly type: 'play' }
  | { readonly type: 'tick' }
  | { readonly type: 'add'; readonly rounds: number }
  | { readonly type: 'reset' }
  | { readonly type: 'reply'; readonly reply: VarianceReply };

/** The machine-readable state on the explorer's root (`data-state`). */
export type ExplorerPhase = 'computing' | 'done' | 'error';

const valid = (text: string) => /^\d+$/u.test(text.trim()) && Number(text) >= 1 && Number(text) <= MAX_ROUNDS;

function askSession(s: ExplorerState): ExplorerState {
  const id = s.seq + 1;
  return {
    ...s,
    seq: id,
    session: { kind: 'computing', request: { kind: 'session', id, bet: s.bet, rounds: s.rounds, risk: s.risk } },
  };
}

function askBand(s: ExplorerState): ExplorerState {
  const id = s.seq + 1;
  return { ...s, seq: id, band: { kind: 'computing', request: { kind: 'band', id, bet: s.bet, rounds: SIM_ROUNDS } } };
}

function askSim(s: ExplorerState): ExplorerState {
  if (s.seed === null) return s;
  const id = s.seq + 1;
  const request = { kind: 'simulate', id, bet: s.bet, seed: s.seed, rounds: SIM_ROUNDS } as const;
  return { ...s, seq: id, sim: { kind: 'computing', request }, shown: 0, playing: false };
}

/**
 * The explorer's first state: the first bet, the rounds given, a 5 % risk, no seed yet.
 *
 * @param bet - The first bet.
 * @param rounds - The rounds a session starts with.
 */
export function initialExplorer(bet: VarianceBet, rounds = 100): ExplorerState {
  const risk = 0.05;
  return {
    bet,
    roundsText: String(rounds),
    rounds,
    risk,
    seed: null,
    seedText: '',
    seedError: null,
    shown: 0,
    playing: false,
    session: { kind: 'computing', request: { kind: 'session', id: 1, bet, rounds, risk } },
    band: { kind: 'computing', request: { kind: 'band', id: 2, bet, rounds: SIM_ROUNDS } },
    sim: null,
    seq: 2,
    error: null,
  };
}

function withSeed(s: ExplorerState, seed: number): ExplorerState {
  const next = { ...s, seedText: String(seed), seedError: null };
  return seed === s.seed ? next : askSim({ ...next, seed });
}

function reply(s: ExplorerState, r: VarianceReply): ExplorerState {
  if (r.kind === 'error') return { ...s, error: 'Не удалось посчитать: ошибка программы.' };
  const job = r.kind === 'session' ? s.session : r.kind === 'band' ? s.band : s.sim;
  if (!job || job.kind !== 'computing' || job.request.id !== r.id) return s;
  if (r.kind === 'session') return { ...s, session: { kind: 'done', reply: r } };
  if (r.kind === 'band') return { ...s, band: { kind: 'done', reply: r } };
  return { ...s, sim: { kind: 'done', reply: r } };
}

/** The next number of rounds shown while playing: two at a time, then 4 % more. */
export function nextShown(n: number): number {
  return Math.min(SIM_ROUNDS, n < 100 ? n + 2 : Math.ceil(n * 1.04));
}

/**
 * The next state.
 *
 * @param s - The state.
 * @param a - The action.
 */
export function step(s: ExplorerState, a: ExplorerAction): ExplorerState {
  switch (a.type) {
    case 'bet':
      return a.bet.id === s.bet.id ? s : askSim(askBand(askSession({ ...s, bet: a.bet })));
    case 'rounds': {
      const next = { ...s, roundsText: a.text };
      const n = Number(a.text);
      return valid(a.text) && n !== s.rounds ? askSession({ ...next, rounds: n }) : next;
    }
    case 'risk':
      return a.risk === s.risk ? s : askSession({ ...s, risk: a.risk });
    case 'seedText':
      return { ...s, seedText: a.text };
    case 'applySeed': {
      const text = s.seedText.trim();
      const checked = /^\d+$/u.test(text) ? checkSeed(Number(text)) : null;
      if (!checked || !checked.ok) {
        return { ...s, seedError: `Зерно — целое число от 0 до ${formatNumber(Number.MAX_SAFE_INTEGER)}.` };
      }
      return withSeed(s, Number(text));
    }
    case 'seed':
      return withSeed(s, a.seed);
    case 'play':
      return { ...s, playing: !s.playing };
    case 'tick': {
      if (!s.playing) return s;
      const shown = nextShown(s.shown);
      return { ...s, shown, playing: shown < SIM_ROUNDS };
    }
    case 'add':
      return { ...s, shown: Math.min(SIM_ROUNDS, s.shown + a.rounds) };
    case 'reset':
      return { ...s, shown: 0, playing: false };
    case 'reply':
      return reply(s, a.reply);
  }
}

/** The requests in flight, one object per request (the view sends each once). */
export function requestsOf(s: ExplorerState): readonly VarianceRequest[] {
  return [s.session, s.band, s.sim].flatMap((j) => (j && j.kind === 'computing' ? [j.request] : []));
}

/** The explorer's `data-state`. */
export function phaseOf(s: ExplorerState): ExplorerPhase {
  if (s.error) return 'error';
  return requestsOf(s).length > 0 ? 'computing' : 'done';
}

/** Whether the rounds' field holds a number of rounds the explorer takes. */
export function roundsInvalid(s: ExplorerState): boolean {
  return !valid(s.roundsText);
}

/** The replies known (null while computing). */
export function replies(s: ExplorerState) {
  return {
    session: s.session.kind === 'done' ? s.session.reply : null,
    band: s.band.kind === 'done' ? s.band.reply : null,
    sim: s.sim?.kind === 'done' ? s.sim.reply : null,
  };
}

/** One result of a round as numbers, with its exact fractions. */
export interface RoundOutcome {
  readonly net: number;
  readonly p: number;
  readonly exact: string;
  readonly netExact: string;
}

const num = (fraction: string) => {
  const [a, b = '1'] = fraction.split('/');
  return Number(a) / Number(b);
};

/** A bet's outcomes of one round, and their mean and standard deviation. */
export function roundOf(bet: VarianceBet): { outcomes: RoundOutcome[]; mean: number; sd: number } {
  const outcomes = bet.outcomes.map((o) => ({ net: num(o.net), p: num(o.p), exact: o.p, netExact: o.net }));
  const mean = outcomes.reduce((s, o) => s + o.net * o.p, 0);
  const sd = Math.sqrt(outcomes.reduce((s, o) => s + o.p * (o.net - mean) ** 2, 0));
  return { outcomes, mean, sd };
}

/** The session's sentence for the live region. */
export function summaryRu(s: ExplorerState): string {
  const session = replies(s).session;
  if (!session) return 'Считаю…';
  return `После ${countOf(s.rounds, s.bet.roundOf)}: в плюсе с вероятностью ${formatChance(session.ahead)}, при своих — ${formatChance(session.even)}, в минусе — ${formatChance(session.behind)}. Банкролл для риска разорения ${formatPercent(s.risk, 0)} — ${countOf(session.bankroll, s.bet.stake)}.`;
}

/** The simulation as far as it is shown: the average now, whether it is in the band, its interval. */
export interface SimNow {
  readonly average: number;
  readonly inBand: boolean;
  readonly interval: SimInterval | null;
}

/** Where the simulation stands (null before its first round is shown, or while the band is computing). */
export function simNow(s: ExplorerState): SimNow | null {
  const { band, sim } = replies(s);
  if (!band || !sim || s.shown === 0) return null;
  const average = sim.average[s.shown - 1]!;
  return {
    average,
    inBand: average >= band.lo[s.shown - 1]! && average <= band.hi[s.shown - 1]!,
    interval: s.shown >= 2 ? simInterval(sim.samples, s.shown) : null,
  };
}

/** Checkpoints of the simulation's table: 10, 20, 50, 100 … up to n. */
export function checkpoints(n: number): number[] {
  const out: number[] = [];
  for (let e = 1; 10 ** e <= n; e++) for (const m of [1, 2, 5]) if (m * 10 ** e <= n) out.push(m * 10 ** e);
  if (out.at(-1) !== n) out.push(n);
  return out;
}

/** The series of the three charts (null while their data is computing). */
export function chartData(s: ExplorerState) {
  const { session, band, sim } = replies(s);
  const n = Math.max(10, s.shown);
  const xs = Array.from({ length: n }, (_, i) => i + 1);
  return {
    session: session ? [session.bins.map((b) => b.center), session.bins.map((b) => b.p * 100)] : null,
    ruin: session
      ? [session.ruin.map(([b]) => b), session.ruin.map(([, r]) => r * 100), session.ruin.map(() => s.risk * 100)]
      : null,
    sim: band
      ? [
          xs,
          xs.map(() => band.mean),
          Array.from(band.lo.subarray(0, n)),
          Array.from(band.hi.subarray(0, n)),
          xs.map((x) => (sim && x <= s.shown ? sim.average[x - 1]! : null)),
        ]
      : null,
  };
}
