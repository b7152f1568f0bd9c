/**
 * Every figure the site prints, by id: how the engine computes it (the API call), the CLI command that
 * reproduces it, and the published figure it matches. An id says where the figure comes from:
 * `<game>/<preset>[@<decks>][+<rule>=<value>…]/<bet>/<field>`, e.g. `baccarat/casino@6/banker/houseEdge`
 * or `baccarat/casino+eitherPairPays=5:1/eitherPair/houseEdge`; the CLI command is
 * `croupier odds <game> --preset <preset> [--decks <decks>] [--set <rule>=<value> …] --json`, and the
 * figure is the field of the bet with that id in its output. Figures the CLI does not print (the chance
 * of a blackjack) name their API call only.
 *
 * @module
 */
import { rational, type Fraction } from '@croupier/engine';
import { exactOddsOrThrow, resolveRulesOrThrow as baccaratRules, type BaccaratRules } from '@croupier/engine/baccarat';
import {
  analyse,
  insuranceEdge,
  naturalProbability,
  resolveRulesOrThrow as blackjackRules,
} from '@croupier/engine/blackjack';
import { analyzeBets, resolveRulesOrThrow as crapsRules } from '@croupier/engine/craps';
import { oddsOrThrow as studOdds, resolveRulesOrThrow as studRules } from '@croupier/engine/stud';

/** The four games, as the CLI names them. */
export type FigureGame = 'blackjack' | 'baccarat' | 'craps' | 'stud';

/** An id taken apart. */
export interface FigureRef {
  readonly game: FigureGame;
  readonly preset: string;
  readonly decks: number | null;
  /** `--set` rules, in order. */
  readonly sets: readonly (readonly [string, string])[];
  readonly bet: string;
  /** `houseEdge`, `win`, `edgePerResolved`, `expectedRolls`, `elementOfRisk`, `probability`. */
  readonly field: string;
}

/**
 * Takes a figure id apart.
 *
 * @param id - `<game>/<preset>[@<decks>][+<rule>=<value>…]/<bet>/<field>`.
 */
export function parseFigureId(id: string): FigureRef {
  const m =
    /^(blackjack|baccarat|craps|stud)\/([A-Za-z]+)(?:@(\d+))?((?:\+[A-Za-z0-9]+=[^/+]+)*)\/([A-Za-z0-9]+)\/([A-Za-z]+)$/.exec(
      id,
    );
  if (!m) throw new Error(`not a figure id: ${id}`);
  const sets = (m[4] ?? '')
    .split('+')
    .filter(Boolean)
    .map((s) => s.split('=') as [string, string]);
  return {
    game: m[1] as FigureGame,
    preset: m[2]!,
    decks: m[3] ? Number(m[3]) : null,
    sets,
    bet: m[5]!,
    field: m[6]!,
  };
}

/**
 * The CLI arguments that print a figure (after `croupier`).
 *
 * @param id - A figure id.
 */
export function cliArgs(id: string): string[] {
  const r = parseFigureId(id);
  return [
    'odds',
    r.game,
    '--preset',
    r.preset,
    ...(r.decks === null ? [] : ['--decks', String(r.decks)]),
    ...r.sets.flatMap(([k, v]) => ['--set', `${k}=${v}`]),
    '--json',
  ];
}

/** The CLI command line of a figure. */
export function cliCommand(id: string): string {
  return `croupier ${cliArgs(id).join(' ')}`;
}

/** Whether the CLI prints the figure (else only its API call computes it). */
export function inCli(id: string): boolean {
  const r = parseFigureId(id);
  return !(r.game === 'blackjack' && r.bet === 'natural');
}

/** The rules of an id, through the engine's resolver (`overrides` are the `--set` rules). */
function overridesOf(r: FigureRef): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  if (r.decks !== null) o.decks = r.decks;
  for (const [k, v] of r.sets) {
    if (v.includes(':')) {
      const [pays, per] = v.split(':').map(Number);
      o[k] = { pays, per };
    } else o[k] = /^\d+$/.test(v) ? Number(v) : v;
  }
  return o;
}

/** A computed figure: its value and, where exact, its fraction. */
export interface FigureValue {
  readonly value: number;
  readonly exact: Fraction | null;
}

const cache = new Map<string, FigureValue>();
/** One analysis per game and rules, shared by the figures of its bets. */
const analyses = new Map<string, unknown>();
function once<T>(key: string, run: () => T): T {
  if (!analyses.has(key)) analyses.set(key, run());
  return analyses.get(key) as T;
}
const ofFraction = (f: Fraction): FigureValue => ({ value: rational.toNumber(f), exact: f });

/**
 * Computes a figure with the engine's API (cached for the build).
 *
 * @param id - A figure id.
 */
export function computeFigure(id: string): FigureValue {
  const hit = cache.get(id);
  if (hit) return hit;
  const r = parseFigureId(id);
  const overrides = overridesOf(r);
  let out: FigureValue;
  switch (r.game) {
    case 'baccarat': {
      const rules: BaccaratRules = baccaratRules({ preset: r.preset as never, overrides: overrides as never });
      const bet = once(`b:${JSON.stringify(rules)}`, () => exactOddsOrThrow(rules)).find((b) => b.id === r.bet);
      if (!bet) throw new Error(`${id}: no such bet`);
      out = ofFraction(bet[r.field as 'houseEdge' | 'win' | 'push' | 'lose']);
      break;
    }
    case 'craps': {
      const bet = once(`c:${r.preset}`, () => analyzeBets(crapsRules({ preset: r.preset as never }))).find(
        (b) => b.id === r.bet,
      );
      if (!bet) throw new Error(`${id}: no such bet`);
      out = ofFraction(bet[r.field as 'houseEdge' | 'win' | 'edgePerResolved' | 'expectedRolls']);
      break;
    }
    case 'blackjack': {
      const rules = blackjackRules({ preset: r.preset as never, overrides: overrides as never });
      if (r.bet === 'natural') out = ofFraction(naturalProbability(rules.decks));
      else if (r.bet === 'insurance') out = ofFraction(insuranceEdge(rules));
      else {
        const a = once(`j:${JSON.stringify(rules)}`, () => analyse(rules));
        // From a finite shoe the enumeration is exact in doubles, not in fractions (decision 018).
        out = { value: r.bet === 'mainOptimal' ? a.houseEdgeOptimal : a.houseEdgeChart, exact: null };
      }
      break;
    }
    case 'stud': {
      const bet = studOdds(studRules({ preset: r.preset as never, overrides: overrides as never })).bets[0]!;
      const field = r.field as 'houseEdge' | 'elementOfRisk';
      const exact = field === 'houseEdge' && bet.exact ? rational.parseFraction(bet.exact) : null;
      out = exact ? ofFraction(exact) : { value: bet[field] ?? Number.NaN, exact: null };
      break;
    }
  }
  cache.set(id, out);
  return out;
}

/** The engine call that computes a figure, as the method page prints it. */
export function apiCall(id: string): string {
  const r = parseFigureId(id);
  const o = overridesOf(r);
  const rules = `resolveRulesOrThrow({ preset: '${r.preset}'${Object.keys(o).length ? `, overrides: ${JSON.stringify(o).replace(/"([a-zA-Z0-9]+)":/g, '$1: ')}` : ''} })`;
  switch (r.game) {
    case 'baccarat':
      return `exactOddsOrThrow(${rules}).find((b) => b.id === '${r.bet}').${r.field}`;
    case 'craps':
      return `analyzeBets(${rules}).find((b) => b.id === '${r.bet}').${r.field}`;
    case 'blackjack':
      if (r.bet === 'natural') return `naturalProbability(${rules}.decks)`;
      if (r.bet === 'insurance') return `insuranceEdge(${rules})`;
      return `analyse(${rules}).${r.bet === 'mainOptimal' ? 'houseEdgeOptimal' : 'houseEdgeChart'}`;
    case 'stud':
      return `oddsOrThrow(${rules}).bets[0].${r.field === 'houseEdge' ? 'exact' : r.field}`;
  }
}

/** The anchor of a figure on its method page. */
export function figureAnchor(id: string): string {
  return `fig-${id.replace(/[^A-Za-z0-9]+/g, '-')}`;
}

/** The method page of a game (the stud page is «Покер»). */
export function methodPath(game: FigureGame): string {
  return `/${game === 'stud' ? 'poker' : game}/method/`;
}
