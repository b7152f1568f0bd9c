/**
 * Figure ids without the engine: taking an id apart, the method page and row a figure links to. Islands
 * (client code) import this, not `figures.ts`, so marking a figure costs them no engine code.
 *
 * @module
 */

/** The four games, as the CLI names them. */
export type FigureGame = 'blackjack' | 'baccarat' | 'craps' | 'stud';

/** An id taken apart. */
export interface FigureRef {
  readonly game: FigureGame;
  readonly preset: string;
  readonly decks: number | null;
  /** `@infinite`: a blackjack figure from an infinite shoe (`--decks infinite`; `decks` is then null). */
  readonly infinite?: boolean;
  /** `--set` rules, in order. */
  readonly sets: readonly (readonly [string, string])[];
  /**
   * Baccarat cards taken out of the shoe: how many of each value, `[[value, count], …]` (`~0x4.5x1`:
   * four cards of value 0, one 5), or `null` for a full shoe.
   */
  readonly removed: readonly (readonly [number, number])[] | null;
  /**
   * The bet; `eor<system>` is a counting system's figure (`croupier eor blackjack`); `decisions<Category>`
   * a stud combination's decisions (`byCategory` of `croupier odds stud`, {@link studDecisionBet}).
   */
  readonly bet: string;
  /**
   * `houseEdge`, `win`, `edgePerResolved`, `expectedRolls`, `elementOfRisk`, `probability`; for stud
   * decisions `fold`, `raise`, `exchangeOne`, `exchangeTwo` (the share of the combination's hands).
   */
  readonly field: string;
}

/**
 * Takes a figure id apart.
 *
 * @param id - `<game>/<preset>[@<decks>|@infinite][+<rule>=<value>…][~<value>x<count>.…]/<bet>/<field>`.
 */
export function parseFigureId(id: string): FigureRef {
  const m =
    /^(blackjack|baccarat|craps|stud)\/([A-Za-z]+)(?:@(\d+|infinite))?((?:\+[A-Za-z0-9]+=[^/+~]+)*)(?:~(\dx\d+(?:\.\dx\d+)*))?\/([A-Za-z0-9]+)\/([A-Za-z]+)$/.exec(
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
    decks: m[3] && m[3] !== 'infinite' ? Number(m[3]) : null,
    ...(m[3] === 'infinite' ? { infinite: true } : {}),
    sets,
    removed: m[5] ? m[5].split('.').map((p) => p.split('x').map(Number) as [number, number]) : null,
    bet: m[6]!,
    field: m[7]!,
  };
}

/** The anchor of a figure on its method page. */
export function figureAnchor(id: string): string {
  return `fig-${id.replace(/[^A-Za-z0-9]+/g, '-')}`;
}

/** The method page of a game (the stud page is «Покер»). */
export function methodPath(game: FigureGame): string {
  return `/${game === 'stud' ? 'poker' : game}/method/`;
}

/**
 * The anchor on a method page of the section about the figures the live examples compute (their ids
 * vary with what the reader picks, so they have no row of their own).
 */
export const LIVE_ANCHOR = 'live-figures';

/** A rule value as `--set` writes it: `3:2` for a payout, `null`, `true`, numbers and words as they are. */
export function setValue(v: unknown): string {
  if (v !== null && typeof v === 'object' && 'pays' in v && 'per' in v) return `${String(v.pays)}:${String(v.per)}`;
  return String(v);
}

/**
 * The id of a figure under rules that differ from a preset's: `<game>/<preset>[+<rule>=<value>…]/<bet>/<field>`,
 * one `+rule=value` per rule whose value differs from the preset's (in the order of `rules`' keys);
 * `undefined` when a differing rule has no `--set` form (a whole paytable).
 *
 * @param game - The game.
 * @param preset - The preset the rules start from.
 * @param presetRules - That preset's resolved rules.
 * @param rules - The rules the figure is computed under.
 * @param bet - The bet id (as the CLI prints it).
 * @param field - The field (`houseEdge`, `win`, …).
 * @example
 * ```ts
 * liveFigureId('craps', 'seed', seedRules, { ...seedRules, oddsLimit: '10x' }, 'passWithOdds', 'houseEdge');
 * // 'craps/seed+oddsLimit=10x/passWithOdds/houseEdge'
 * ```
 */
export function liveFigureId(
  game: FigureGame,
  preset: string,
  presetRules: object,
  rules: object,
  bet: string,
  field: string,
): string | undefined {
  const sets = ruleSets(presetRules, rules);
  return sets === undefined ? undefined : `${game}/${preset}${sets}/${bet}/${field}`;
}

/**
 * The `+rule=value` part of a figure id: one per rule whose value differs from the preset's, in the order
 * of `rules`' keys (empty when none differs); `undefined` when a differing rule has no `--set` form.
 *
 * @param presetRules - The preset's resolved rules.
 * @param rules - The rules (or some of them: only the keys given are compared).
 * @example
 * ```ts
 * ruleSets(seedRules, { ...seedRules, dealerHitsSoft17: true }); // '+dealerHitsSoft17=true'
 * ```
 */
export function ruleSets(presetRules: object, rules: object): string | undefined {
  const base = presetRules as Record<string, unknown>;
  const changed = Object.entries(rules as Record<string, unknown>).filter(
    ([k, v]) => JSON.stringify(v) !== JSON.stringify(base[k]),
  );
  // A rule `--set` cannot write (an object) leaves the figure without an id.
  if (changed.some(([, v]) => /[/+]|\[object/u.test(setValue(v)))) return undefined;
  return changed.map(([k, v]) => `+${k}=${setValue(v)}`).join('');
}

/**
 * The id of one rule's share of a change of the blackjack house edge (the «Что меняют правила» split):
 * `share/blackjack/<preset>/<method>/<index>/<rule>/<rule>…`, each `<rule>` the `+rule=value` sets of one
 * changed rule (a group of rules the page toggles together) against the preset. The house edge of a set
 * of the changed rules `S` is `blackjack/<preset><the sets of S>/main/houseEdge`; the share of rule `i` is
 * the average of `edge(S ∪ {i}) − edge(S)` over every order of switching the rules one at a time
 * (`shapley`), or that difference for the rules before it on the page (`path`).
 *
 * @param preset - The preset the change is measured from.
 * @param method - `shapley` or `path`.
 * @param index - The rule whose share it is (its position in `groups`).
 * @param groups - The `+rule=value` sets of each changed rule, in the page's order.
 */
export function shareFigureId(
  preset: string,
  method: 'shapley' | 'path',
  index: number,
  groups: readonly string[],
): string {
  return `share/blackjack/${preset}/${method}/${index}/${groups.join('/')}`;
}

/**
 * The `~…` part of a baccarat id for a shoe with cards taken out: each value's missing count, `''` for a
 * full shoe.
 *
 * @param full - Cards of each value 0…9 in the full shoe.
 * @param left - Cards of each value left.
 * @example
 * ```ts
 * removedPart(fullValueCounts(8), [124, 32, 32, 32, 32, 31, 32, 32, 32, 32]); // '~0x4.5x1'
 * ```
 */
export function removedPart(full: readonly number[], left: readonly number[]): string {
  const parts = full.flatMap((n, v) => (n - left[v]! > 0 ? [`${v}x${n - left[v]!}`] : []));
  return parts.length === 0 ? '' : `~${parts.join('.')}`;
}

/**
 * Cards of the given values as the CLI's `--removed` reads them (`Ts Js … 5s`): each value's cards in
 * turn through its ranks and suits, as many copies as the shoe holds.
 *
 * @param removed - `[[value, count], …]`.
 */
export function removedCards(removed: readonly (readonly [number, number])[]): string {
  const out: string[] = [];
  for (const [v, k] of removed) {
    const ranks = v === 0 ? ['T', 'J', 'Q', 'K'] : [v === 1 ? 'A' : String(v)];
    for (let i = 0; i < k; i++) out.push(`${ranks[i % ranks.length]!}${'shdc'[Math.floor(i / ranks.length) % 4]!}`);
  }
  return out.join(' ');
}

/** The stud combinations' decisions a figure names: `fold`, `raise`, `exchangeOne`, `exchangeTwo`. */
export const STUD_DECISION_FIELDS = ['fold', 'raise', 'exchangeOne', 'exchangeTwo'] as const;

/**
 * The bet of a stud combination's decisions in a figure id (`decisionsFullHouse`, `decisionsNoGame`;
 * `decisionsAll` for every hand dealt): its figures are the share of the combination's hands that fold,
 * raise or exchange one or two cards, from `byCategory` of `croupier odds stud --json`.
 *
 * @param category - The dealt combination (`royalFlush` … `noGame`), or `all`.
 * @example
 * ```ts
 * studDecisionBet('fullHouse'); // 'decisionsFullHouse'
 * ```
 */
export function studDecisionBet(category: string): string {
  return `decisions${category[0]!.toUpperCase()}${category.slice(1)}`;
}
