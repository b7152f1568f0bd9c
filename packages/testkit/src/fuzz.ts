/**
 * A fuzz driver for any game that follows the engine's contract (docs/decisions/005-game-contract.md):
 * random sequences of legal, illegal and malformed actions over random rules and extreme stakes, with
 * deep-frozen inputs, asserting that nothing throws, nothing mutates its input, an illegal action
 * changes nothing, `apply` is a function of its arguments, every unfinished state has a legal action,
 * every round finishes within a bound, and the chips in play are conserved across the whole session
 * (counted in BigInt, so an overflow cannot hide).
 *
 * Structural types only: the testkit does not depend on the engine (the engine's tests depend on it).
 *
 * @module
 */

/** A result as the engine returns it. */
export type FuzzResult<S, E> =
  | { readonly ok: true; readonly value: { readonly state: S; readonly events: readonly E[] } }
  | {
      readonly ok: false;
      readonly error: { readonly code: string; readonly message: string; readonly details: object };
    };

/** The part of a game value the driver needs (the engine's `Game` satisfies it). */
export interface FuzzableGame<R, Setup, S, A> {
  readonly id: string;
  readonly errorCodes: readonly string[];
  start(rules: R, setup: Setup): FuzzResult<S, unknown>;
  apply(state: S, action: A): FuzzResult<S, unknown>;
  legalActions(state: S): readonly unknown[];
  playerView(state: S): unknown;
  isOver(state: S): boolean;
}

/** A small deterministic generator for the fuzz itself (mulberry32), independent of the engine's RNG. */
export interface FuzzRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** One of the items. */
  pick<T>(items: readonly T[]): T;
  /** True with probability p. */
  chance(p: number): boolean;
}

/**
 * Creates the fuzz's own random source.
 *
 * @param seed - Any 32-bit integer.
 */
export function fuzzRandom(seed: number): FuzzRandom {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  return {
    next,
    int: (n) => Math.floor(next() * n),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (p) => next() < p,
  };
}

/** Values JSON (and careless callers) can put where a number, string or object is expected. */
export const MALFORMED_VALUES: readonly unknown[] = [
  null,
  undefined,
  NaN,
  Infinity,
  -Infinity,
  -1,
  0,
  0.5,
  2 ** 53,
  Number.MAX_VALUE,
  '10',
  '',
  'x'.repeat(10_000),
  true,
  {},
  [],
  [null],
  { __proto__: null },
  JSON.parse('{"__proto__": {"polluted": 1}}') as unknown,
  'toString',
  '__proto__',
  'constructor',
  10n,
  Symbol('fuzz'),
  () => 1,
];

/** What the driver needs to know about one game. */
export interface FuzzSpec<R, Setup, S, A> {
  /** The game. */
  readonly game: FuzzableGame<R, Setup, S, A>;
  /** A random valid (resolved) rules object. */
  rules(rnd: FuzzRandom): R;
  /** A random setup for those rules (seats with extreme balances, a seed…). */
  setup(rnd: FuzzRandom, rules: R): Setup;
  /** A legal action to take, chosen from `legalActions(state)` (materialising amount ranges). */
  legal(rnd: FuzzRandom, state: S, legal: readonly unknown[]): A;
  /** An action that is probably illegal now but well-formed (wrong phase, too large, unknown id…). */
  illegal(rnd: FuzzRandom, state: S): A;
  /** The chips in play: balances, stakes and the house's net. Must never change. */
  chips(state: S): bigint;
  /** The most legal steps one round may take (a blackjack round with seven boxes splitting…). */
  readonly maxStepsPerRound: number;
  /**
   * Count a round when a state becomes over, not at every over state: for games whose between-rounds
   * phase lasts several steps (craps' come-out, where bets are made). The steps of that phase still
   * reset the per-round count. Default `false`: every over state ends a round.
   */
  readonly countRoundOnEntry?: boolean;
}

/** What a run did. */
export interface FuzzReport {
  /** Steps taken (every apply call, legal or not). */
  readonly steps: number;
  /** Rounds finished. */
  readonly rounds: number;
  /** Rule errors returned, by code. */
  readonly errors: Readonly<Record<string, number>>;
  /** What went wrong: empty when the engine kept every promise. */
  readonly failures: readonly string[];
}

/**
 * Objects whose contents `Object.freeze` cannot protect: their data sits in internal slots (a `Map`'s
 * entries, a `Date`'s time), not in properties.
 */
const SLOTTED: readonly (abstract new (...args: never[]) => object)[] = [
  Map,
  Set,
  WeakMap,
  WeakSet,
  Date,
  ArrayBuffer,
  RegExp,
];

/**
 * Freezes a value and everything reachable from it (through enumerable string-keyed properties, what
 * JSON sees), and says whether that protects all of it: `false` when it holds an object whose data
 * `Object.freeze` does not reach (see {@link SLOTTED}), whose mutation only a comparison of copies shows. `done` holds the objects frozen through and through by
 * an earlier call (consecutive states share most of their parts), so each object is walked once; an
 * object someone else froze is still walked, since its children may not be frozen.
 */
function deepFreeze(value: unknown, done: WeakSet<object>): boolean {
  if (value === null || typeof value !== 'object') return true;
  const object = value as object;
  if (done.has(object)) return true;
  if (ArrayBuffer.isView(object)) return false; // freezing a typed array with elements throws
  const proto: unknown = Object.getPrototypeOf(object);
  let whole = proto === Object.prototype || proto === Array.prototype || proto === null;
  if (!whole) whole = !SLOTTED.some((type) => object instanceof type);
  Object.freeze(object);
  if (Array.isArray(object)) {
    for (let i = 0; i < object.length; i++) {
      const v: unknown = object[i];
      if (v !== null && typeof v === 'object' && !deepFreeze(v, done)) whole = false;
    }
  } else {
    for (const v of Object.values(object))
      if (v !== null && typeof v === 'object' && !deepFreeze(v, done)) whole = false;
  }
  if (whole) done.add(object);
  return whole;
}

function describe(value: unknown): string {
  try {
    const text = JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v));
    return text === undefined ? String(value) : text.length > 300 ? `${text.slice(0, 300)}…` : text;
  } catch {
    return String(value);
  }
}

/**
 * Runs a fuzz session: tables started from random rules, rounds played with a mix of legal (most),
 * illegal and malformed actions, until `steps` apply calls were made.
 *
 * @param spec - The game and how to make rules, setups and actions.
 * @param options - `seed` of the fuzz, `steps` to take, `illegalRate` and `malformedRate` (defaults 0.2 and 0.05), `maxFailures` to collect before stopping.
 * @returns What happened; the caller asserts `failures` is empty.
 */
export function fuzzGame<R, Setup, S, A>(
  spec: FuzzSpec<R, Setup, S, A>,
  options: { seed: number; steps: number; illegalRate?: number; malformedRate?: number; maxFailures?: number },
): FuzzReport {
  const rnd = fuzzRandom(options.seed);
  const illegalRate = options.illegalRate ?? 0.2;
  const malformedRate = options.malformedRate ?? 0.05;
  const maxFailures = options.maxFailures ?? 10;
  const failures: string[] = [];
  const errors: Record<string, number> = {};
  const known = new Set(spec.game.errorCodes);
  const prefix = `${spec.game.id}/`;
  let steps = 0;
  let rounds = 0;
  const frozen = new WeakSet<object>();
  const fail = (what: string) => failures.push(`[seed ${options.seed}, step ${steps}] ${what}`);

  // `what` is a function where naming the call costs work (a JSON copy of the action): only a failure reads it.
  const call = <T>(what: string | (() => string), fn: () => T): { ok: true; value: T } | { ok: false } => {
    try {
      return { ok: true, value: fn() };
    } catch (e) {
      fail(
        `${typeof what === 'string' ? what : what()} threw ${e instanceof Error ? `${e.name}: ${e.message}` : describe(e)}`,
      );
      return { ok: false };
    }
  };

  const checkError = (name: string | (() => string), r: FuzzResult<S, unknown>) => {
    if (r.ok) return;
    // Named only when something is wrong: naming an apply call copies its action to JSON.
    const what = () => (typeof name === 'string' ? name : name());
    const e = r.error;
    errors[e.code] = (errors[e.code] ?? 0) + 1;
    if (!e.code.startsWith(prefix) && !e.code.startsWith('rules/') && !e.code.startsWith('rng/')) {
      fail(`${what()} returned a code outside the game's namespace: ${e.code}`);
    }
    if (!known.has(e.code) && !e.code.startsWith('rules/') && !e.code.startsWith('rng/')) {
      fail(`${what()} returned ${e.code}, which is not in errorCodes`);
    }
    if (typeof e.message !== 'string' || e.message.length > 600)
      fail(`${what()}: message missing or too long (${e.code})`);
    if (e.details === null || typeof e.details !== 'object') fail(`${what()}: details is not an object (${e.code})`);
  };

  outer: while (steps < options.steps && failures.length < maxFailures) {
    const rules = spec.rules(rnd);
    deepFreeze(rules, frozen);
    const setup = spec.setup(rnd, rules);
    deepFreeze(setup, frozen);
    const started = call('start', () => spec.game.start(rules, setup));
    if (!started.ok) continue;
    checkError('start', started.value);
    if (!started.value.ok) continue;
    let state = started.value.value.state;
    let stateWhole = deepFreeze(state, frozen);
    const chips0 = call('chips', () => spec.chips(state));
    if (!chips0.ok) break;
    let legalInRound = 0;
    const roundsHere = 1 + rnd.int(6);
    let roundsDone = 0;
    let wasOver = spec.countRoundOnEntry === true;
    while (steps < options.steps && failures.length < maxFailures) {
      const over = call('isOver', () => spec.game.isOver(state));
      const legalNow = call('legalActions', () => spec.game.legalActions(state));
      const view = call('playerView', () => spec.game.playerView(state));
      if (!over.ok || !legalNow.ok || !view.ok) break outer;
      if (over.value) {
        legalInRound = 0;
        if (!spec.countRoundOnEntry || !wasOver) {
          rounds++;
          roundsDone++;
          if (roundsDone >= roundsHere) break;
        }
      }
      wasOver = over.value;
      if (legalNow.value.length === 0) {
        if (!over.value) fail(`no legal action in an unfinished state: ${describe(state)}`);
        break;
      }
      const roll = rnd.next();
      let action: A;
      let kind: 'legal' | 'illegal' | 'malformed';
      if (roll < malformedRate) {
        kind = 'malformed';
        action = rnd.chance(0.5)
          ? (rnd.pick(MALFORMED_VALUES) as A)
          : ({
              type: rnd.pick(['hit', 'bet', 'roll', 'deal', 'ante', 'toString', '__proto__']),
              amount: rnd.pick(MALFORMED_VALUES),
            } as A);
      } else if (roll < malformedRate + illegalRate) {
        kind = 'illegal';
        const made = call('illegal', () => spec.illegal(rnd, state));
        if (!made.ok) break outer;
        action = made.value;
      } else {
        kind = 'legal';
        const made = call('legal', () => spec.legal(rnd, state, legalNow.value));
        if (!made.ok) break outer;
        action = made.value;
      }
      deepFreeze(action, frozen);
      // Every input is frozen through and through, so a mutation throws (ES modules are strict) and shows
      // as a failure of the call. Where freezing cannot reach (a Map, a Date, a getter) a copy is compared
      // instead; and on every 64th step too, so the comparison itself stays exercised.
      const compare = !stateWhole || steps % 64 === 0;
      const before = compare ? JSON.stringify(state) : '';
      steps++;
      const applied = () => `apply(${kind} ${describe(action)})`;
      const r = call(applied, () => spec.game.apply(state, action));
      if (!r.ok) break outer;
      checkError(applied, r.value);
      if (compare && JSON.stringify(state) !== before) fail('apply changed its input state');
      if (kind === 'legal' && !r.value.ok) {
        fail(`a legal action was refused: ${describe(action)} → ${r.value.error.code}: ${r.value.error.message}`);
        break outer;
      }
      if (!r.value.ok) continue;
      // The same call again gives the same answer: apply is a function of its arguments.
      if (rnd.chance(0.02)) {
        const again = call('apply (again)', () => spec.game.apply(state, action));
        if (again.ok && JSON.stringify(again.value) !== JSON.stringify(r.value))
          fail('apply gave two answers to one call');
      }
      const next = r.value.value.state;
      const nextWhole = deepFreeze(next, frozen);
      // The state survives JSON: the revived copy steps the same.
      if (rnd.chance(0.01)) {
        const revived = JSON.parse(JSON.stringify(state)) as S;
        const viaJson = call('apply (revived)', () => spec.game.apply(revived, action));
        if (viaJson.ok && JSON.stringify(viaJson.value) !== JSON.stringify(r.value))
          fail('a state revived from JSON stepped differently');
      }
      const chips = call('chips', () => spec.chips(next));
      if (!chips.ok) break outer;
      if (chips.value !== chips0.value) {
        fail(`chips not conserved: ${chips0.value} → ${chips.value} after ${describe(action)}`);
        break outer;
      }
      state = next;
      stateWhole = nextWhole;
      if (kind === 'legal' && ++legalInRound > spec.maxStepsPerRound) {
        fail(`a round took more than ${spec.maxStepsPerRound} legal steps: ${describe(state)}`);
        break outer;
      }
    }
  }
  return { steps, rounds, errors, failures };
}
