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
import { orThrow, parseCardsOrThrow, rational, type Fraction } from '@croupier/engine';
import {
  compositionAfter,
  exactOddsOrThrow,
  resolveRulesOrThrow as baccaratRules,
  type BaccaratRules,
} from '@croupier/engine/baccarat';
import {
  analyse,
  COUNTING_SYSTEMS,
  effectsOfRemoval,
  infiniteDeckEdges,
  initialRunningCount,
  systemEfficiency,
  tagsPerDeck,
  trueCountOf,
  type CountingSystemId,
  insuranceEdge,
  naturalProbability,
  resolveRulesOrThrow as blackjackRules,
} from '@croupier/engine/blackjack';
import { analyzeBets, resolveRulesOrThrow as crapsRules } from '@croupier/engine/craps';
import {
  CATEGORIES,
  oddsOrThrow as studOdds,
  resolveRulesOrThrow as studRules,
  type Category,
} from '@croupier/engine/stud';
import { comboCounts } from '../cards/odds';

export { figureAnchor, methodPath, parseFigureId, type FigureGame, type FigureRef } from './ids';
import { parseFigureId, removedCards, STUD_DECISION_FIELDS, type FigureRef } from './ids';

/**
 * The CLI arguments that print a figure (after `croupier`).
 *
 * @param id - A figure id.
 */
export function cliArgs(id: string): string[] {
  const r = parseFigureId(id);
  return [
    r.bet.startsWith('eor') ? 'eor' : 'odds',
    r.game,
    '--preset',
    r.preset,
    ...(r.decks === null ? (r.infinite ? ['--decks', 'infinite'] : []) : ['--decks', String(r.decks)]),
    ...r.sets.flatMap(([k, v]) => ['--set', `${k}=${v}`]),
    ...(r.removed ? ['--removed', removedCards(r.removed)] : []),
    '--json',
  ];
}

/** The CLI command line of a figure. */
export function cliCommand(id: string): string {
  return `croupier ${cliArgs(id)
    .map((a) => (a.includes(' ') ? `"${a}"` : a))
    .join(' ')}`;
}

/** Whether the CLI prints the figure (else only its API call computes it). */
export function inCli(id: string): boolean {
  if (id.startsWith('count/')) return false;
  const r = parseFigureId(id);
  if (r.game === 'stud' && r.field === 'probability') return false;
  return !(r.game === 'blackjack' && (r.bet === 'natural' || r.bet.startsWith('cell')));
}

/** The rules of an id, through the engine's resolver (`overrides` are the `--set` rules). */
function overridesOf(r: FigureRef): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  if (r.decks !== null) o.decks = r.decks;
  for (const [k, v] of r.sets) {
    if (v.includes(':')) {
      const [pays, per] = v.split(':').map(Number);
      o[k] = { pays, per };
    } else if (v === 'null') o[k] = null;
    else if (v === 'true' || v === 'false') o[k] = v === 'true';
    else o[k] = /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v;
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
  if (id.startsWith('count/')) return trueCountFigure(id);
  const r = parseFigureId(id);
  const overrides = overridesOf(r);
  let out: FigureValue;
  switch (r.game) {
    case 'baccarat': {
      const rules: BaccaratRules = baccaratRules({ preset: r.preset as never, overrides: overrides as never });
      // A shoe with cards taken out: by card, the cards the CLI's `--removed` names (the side bets need suits).
      const cards = r.removed ? removedCards(r.removed) : '';
      const bet = once(`b:${JSON.stringify(rules)}:${cards}`, () =>
        r.removed
          ? exactOddsOrThrow(rules, orThrow(compositionAfter(rules.decks, parseCardsOrThrow(cards, { unique: false }))))
          : exactOddsOrThrow(rules),
      ).find((b) => b.id === r.bet);
      if (!bet) throw new Error(`${id}: no such bet`);
      out = ofFraction(bet[r.field as 'houseEdge' | 'win' | 'push' | 'lose']);
      break;
    }
    case 'craps': {
      const rules = crapsRules({ preset: r.preset as never, overrides: overrides as never });
      const bet = once(`c:${JSON.stringify(rules)}`, () => analyzeBets(rules)).find((b) => b.id === r.bet);
      if (!bet) throw new Error(`${id}: no such bet`);
      out = ofFraction(bet[r.field as 'houseEdge' | 'win' | 'edgePerResolved' | 'expectedRolls']);
      break;
    }
    case 'blackjack': {
      const rules = blackjackRules({ preset: r.preset as never, overrides: overrides as never });
      if (r.bet === 'natural') out = ofFraction(naturalProbability(rules.decks));
      else if (r.bet.startsWith('eor')) {
        // A counting system's betting correlation, playing efficiency or insurance correlation.
        const eor = once(`e:${JSON.stringify(rules)}`, () => effectsOfRemoval(rules));
        const system = COUNTING_SYSTEMS[r.bet.slice(3) as CountingSystemId];
        if (!system) throw new Error(`${id}: no such counting system`);
        const v = systemEfficiency(system, eor)[
          r.field as 'bettingCorrelation' | 'bettingCorrelationWithAces' | 'playingEfficiency' | 'insuranceCorrelation'
        ];
        if (v === undefined) throw new Error(`${id}: the system has no ${r.field}`);
        out = { value: v, exact: null };
      } else if (r.bet === 'insurance') out = ofFraction(insuranceEdge(rules));
      else if (r.bet.startsWith('cell')) {
        // A chart cell's EV playing an action: `cellhard16x10/evRh` (surrender, else hit).
        const m = /^cell(hard|soft|pair)(\d+)x(\d+)$/.exec(r.bet);
        const act = /^ev(H|S|Dh|Ds|P|Rh|Rs)$/.exec(r.field);
        if (!m || !act) throw new Error(`${id}: not a chart cell's EV`);
        const a = r.infinite
          ? once(`ji:${JSON.stringify(rules)}`, () => analyse(rules, 'infinite'))
          : once(`j:${JSON.stringify(rules)}`, () => analyse(rules));
        const cell = a.cells.find((c) => c.kind === m[1] && c.row === Number(m[2]) && c.up === Number(m[3]));
        if (!cell) throw new Error(`${id}: no such cell`);
        const e = cell.evs;
        const ev = {
          H: e.hit,
          S: e.stand,
          Dh: e.double ?? e.hit,
          Ds: e.double ?? e.stand,
          P: e.split,
          Rh: e.surrender ?? e.hit,
          Rs: e.surrender ?? e.stand,
        }[act[1] as 'H'];
        if (ev === undefined) throw new Error(`${id}: the action is not allowed there`);
        out = { value: ev, exact: null };
      } else if (r.infinite) {
        // From an infinite shoe, exactly: the chart the analysis finds, then its house edges as fractions.
        const a = once(`ji:${JSON.stringify(rules)}`, () => analyse(rules, 'infinite'));
        const edges = once(`jie:${JSON.stringify(rules)}`, () => infiniteDeckEdges(rules, a.chart));
        out = ofFraction(r.bet === 'mainOptimal' ? edges.houseEdgeOptimal : edges.houseEdgeChart);
      } else {
        const a = once(`j:${JSON.stringify(rules)}`, () => analyse(rules));
        // From a finite shoe the enumeration is exact in doubles, not in fractions (decision 018).
        out = { value: r.bet === 'mainOptimal' ? a.houseEdgeOptimal : a.houseEdgeChart, exact: null };
      }
      break;
    }
    case 'stud': {
      if (r.field === 'probability') {
        // A poker combination's share of the 2,598,960 five-card hands, by the stud engine's evaluator.
        const n = comboCounts()[r.bet as Category];
        if (n === undefined) throw new Error(`${id}: no such combination`);
        out = ofFraction(rational.frac(n, 2_598_960));
        break;
      }
      // As the CLI reads them: a paytable is `--set paytable=200,50,…`, which only the schema's parser reads.
      const answer = studOdds(studRules({ preset: r.preset as never, sets: r.sets.map(([k, v]) => `${k}=${v}`) }));
      if (r.bet.startsWith('decisions')) {
        out = studDecisionFigure(id, answer.byCategory);
        break;
      }
      const field = r.field as 'houseEdge' | 'elementOfRisk' | 'raiseChance';
      const f = answer.figure;
      const fraction = f.exact ? f[field] : undefined;
      out = fraction
        ? ofFraction(rational.parseFraction(fraction))
        : { value: f[`${field}Value`] ?? Number.NaN, exact: null };
      break;
    }
  }
  cache.set(id, out);
  return out;
}

/**
 * A true count, `count/blackjack/<system>/<running count>/<decks>/<cards dealt>/<trueCount|trueCountFloor>`:
 * the engine's `trueCountOf`, unrounded (with its fraction) or floored.
 */
function trueCountFigure(id: string): FigureValue {
  const [, , systemId, rc, decks, dealt, field] = id.split('/');
  const system = COUNTING_SYSTEMS[systemId as CountingSystemId];
  if (!system) throw new Error(`${id}: no such counting system`);
  const shoe = { decks: Number(decks), cardsRemaining: Number(decks) * 52 - Number(dealt) };
  if (field === 'trueCountFloor') {
    const v = trueCountOf(system, Number(rc), shoe, 'floor');
    return { value: v, exact: rational.frac(v) };
  }
  if (field !== 'trueCount') throw new Error(`${id}: no such field`);
  const v = trueCountOf(system, Number(rc), shoe, 'exact');
  // (52 · (count − start) − tags per deck · dealt) / cards left, as the engine's `trueCountOf` computes it.
  const num = 52 * (Number(rc) - initialRunningCount(system, shoe.decks)) - tagsPerDeck(system) * Number(dealt);
  return { value: v, exact: rational.frac(num, shoe.cardsRemaining) };
}

/**
 * A stud combination's decisions (`stud/…/decisions<Category>/<fold|raise|exchangeOne|exchangeTwo>`): how
 * many of its hands take that decision under optimal play, over its hands dealt (`byCategory` of the
 * engine's odds, rows in the order of `CATEGORIES`: hands, fold, raise, exchange one, exchange two);
 * `decisionsAll` sums the rows (every one of the 2,598,960 hands).
 */
function studDecisionFigure(id: string, byCategory: readonly (readonly number[])[] | undefined): FigureValue {
  const r = parseFigureId(id);
  if (!byCategory) throw new Error(`${id}: the engine has no decisions for these rules`);
  const column = STUD_DECISION_FIELDS.indexOf(r.field as 'fold');
  if (column < 0) throw new Error(`${id}: no such decision`);
  const name = r.bet.slice('decisions'.length);
  const rows =
    name === 'All'
      ? byCategory
      : byCategory.filter((_, i) => `${CATEGORIES[i]![0]!.toUpperCase()}${CATEGORIES[i]!.slice(1)}` === name);
  if (rows.length === 0) throw new Error(`${id}: no such combination`);
  const hands = rows.reduce((t, row) => t + row[0]!, 0);
  const count = rows.reduce((t, row) => t + row[column + 1]!, 0);
  return ofFraction(rational.frac(count, hands));
}

/** The engine call that computes a figure, as the method page prints it. */
export function apiCall(id: string): string {
  const r = parseFigureId(id);
  const o = overridesOf(r);
  const rules = `resolveRulesOrThrow({ preset: '${r.preset}'${Object.keys(o).length ? `, overrides: ${JSON.stringify(o).replace(/"([a-zA-Z0-9]+)":/g, '$1: ')}` : ''} })`;
  switch (r.game) {
    case 'baccarat':
      return r.removed
        ? `exactOddsOrThrow(${rules}, остаток).find((b) => b.id === '${r.bet}').${r.field}`
        : `exactOddsOrThrow(${rules}).find((b) => b.id === '${r.bet}').${r.field}`;
    case 'craps':
      return `analyzeBets(${rules}).find((b) => b.id === '${r.bet}').${r.field}`;
    case 'blackjack':
      if (r.bet === 'natural') return `naturalProbability(${rules}.decks)`;
      if (r.bet === 'insurance') return `insuranceEdge(${rules})`;
      if (r.bet.startsWith('eor'))
        return `systemEfficiency(COUNTING_SYSTEMS.${r.bet.slice(3)}, effectsOfRemoval(${rules})).${r.field}`;
      if (r.bet.startsWith('cell')) {
        // A chart cell's EVs (`cellhard16x10`), from the analysis of those rules.
        const m = /^cell(hard|soft|pair)(\d+)x(\d+)$/.exec(r.bet);
        const cell = m ? `c.kind === '${m[1]}' && c.row === ${m[2]} && c.up === ${m[3]}` : 'false';
        return `analyse(${rules}${r.infinite ? ", 'infinite'" : ''}).cells.find((c) => ${cell}).evs`;
      }
      if (r.infinite)
        return `infiniteDeckEdges(${rules}, analyse(${rules}, 'infinite').chart).${r.bet === 'mainOptimal' ? 'houseEdgeOptimal' : 'houseEdgeChart'}`;
      return `analyse(${rules}).${r.bet === 'mainOptimal' ? 'houseEdgeOptimal' : 'houseEdgeChart'}`;
    case 'stud':
      if (r.field === 'probability')
        return `categoryOf(evaluate5(карты)) === '${r.bet}' /* доля среди всех 2 598 960 раскладов */`;
      if (r.bet.startsWith('decisions')) return `oddsOrThrow(${rules}).byCategory`;
      return `oddsOrThrow(${rules}).bets[0].${r.field === 'houseEdge' ? 'exact' : r.field}`;
  }
}
