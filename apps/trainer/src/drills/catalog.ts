/**
 * The drill catalog: what the list, the router and the rules picker know of every drill without loading
 * its code — id, game, Russian title and description, the rules its answers depend on — grouped by game,
 * in list order. Each game's drills (keys, items, checkers, pictures) are a chunk of their own, loaded when
 * a drill of the game is opened or its section of the list is shown (`load.ts`).
 *
 * A drill's definition in `./<game>/` takes these fields from here ({@link drillMeta}), so they are written
 * once; `catalog.test.ts` checks that every entry has its drill, in the registry's order (`index.ts`).
 *
 * @module
 */
import { DRILL_TEXTS_RU, GAME_TITLES_RU } from '@croupier/ru/trainer/drills/catalog';
import type { DrillGame, DrillMeta } from '../drill.ts';

/** A game's section: its Russian title and the rules site's page. */
export interface GameInfo {
  /** The game. */
  readonly game: DrillGame;
  /** The Russian section title. */
  readonly title: string;
  /** The rules site's page of the game. */
  readonly docsPath: string;
}

/** Section titles and site pages by game, in list order. */
export const GAMES: readonly GameInfo[] = [
  { game: 'general', title: GAME_TITLES_RU.general, docsPath: '/cards/' },
  { game: 'blackjack', title: GAME_TITLES_RU.blackjack, docsPath: '/blackjack/' },
  { game: 'baccarat', title: GAME_TITLES_RU.baccarat, docsPath: '/baccarat/' },
  { game: 'craps', title: GAME_TITLES_RU.craps, docsPath: '/craps/' },
  { game: 'stud', title: GAME_TITLES_RU.stud, docsPath: '/poker/' },
];

/** A drill's list entry: its id and game, its title and description (the Russian module's), and the rest. */
function entry<G extends DrillGame>(
  id: keyof typeof DRILL_TEXTS_RU,
  game: G,
  rest: Partial<Pick<DrillMeta<G>, 'rulesShown' | 'needs'>> = {},
): DrillMeta<G> {
  return { id, game, ...DRILL_TEXTS_RU[id], ...rest };
}

/** Every drill's list entry, by game, in list order. */
export const CATALOG: { readonly [G in DrillGame]: readonly DrillMeta<G>[] } = {
  general: [
    entry('blackjack-total', 'general'),
    entry('blackjack-soft-hard', 'general'),
    entry('baccarat-point', 'general'),
    entry('dice-totals', 'general'),
  ],
  blackjack: [
    entry('blackjack-double', 'blackjack', { rulesShown: ['doubleOn', 'doubleSoft'] }),
    entry('blackjack-split', 'blackjack', { rulesShown: ['splitBy', 'splitAces', 'maxHands'] }),
    entry('blackjack-dealer-draws', 'blackjack', { rulesShown: ['dealerHitsSoft17'] }),
    entry('blackjack-payout', 'blackjack', {
      rulesShown: ['blackjackPays', 'rounding', 'holeCard', 'dealerBlackjackTakes'],
    }),
    entry('blackjack-insurance', 'blackjack', { rulesShown: ['insurance', 'insurancePays', 'rounding'] }),
    entry('blackjack-strategy', 'blackjack', {
      rulesShown: ['decks', 'holeCard', 'dealerHitsSoft17', 'doubleOn', 'doubleSoft', 'splitAces', 'surrender'],
      needs: 'blackjack-strategy',
    }),
    entry('blackjack-running-count', 'blackjack', { rulesShown: ['decks'] }),
    entry('blackjack-true-count', 'blackjack', { rulesShown: ['decks'] }),
    entry('blackjack-deviations', 'blackjack', {
      rulesShown: ['decks', 'holeCard', 'dealerHitsSoft17', 'doubleOn', 'splitAces', 'surrender'],
      needs: 'blackjack-indices',
    }),
    entry('blackjack-bet-ramp', 'blackjack', { needs: 'blackjack-spread' }),
    entry('blackjack-pay-chips', 'blackjack', {
      rulesShown: ['blackjackPays', 'rounding', 'holeCard', 'dealerBlackjackTakes'],
    }),
    entry('blackjack-spot', 'blackjack', { rulesShown: ['dealerHitsSoft17', 'blackjackPays', 'rounding'] }),
  ],
  baccarat: [
    entry('baccarat-shoe', 'baccarat'),
    entry('baccarat-player-draws', 'baccarat'),
    entry('baccarat-banker-draws', 'baccarat', { rulesShown: ['tableau'] }),
    entry('baccarat-winner', 'baccarat', { rulesShown: ['tableau'] }),
    entry('baccarat-payout', 'baccarat', { rulesShown: ['bankerPays', 'tiePays', 'playerPairPays', 'rounding'] }),
    entry('baccarat-pay-chips', 'baccarat', { rulesShown: ['bankerPays', 'tiePays', 'playerPairPays', 'rounding'] }),
    entry('baccarat-spot', 'baccarat', { rulesShown: ['tableau', 'bankerPays', 'rounding'] }),
  ],
  craps: [
    entry('craps-come-out', 'craps', { rulesShown: ['dontPassBar'] }),
    entry('craps-roll-effect', 'craps', { rulesShown: ['dontPassBar'] }),
    entry('craps-payout', 'craps', { rulesShown: ['oddsLimit'] }),
    entry('craps-may-change', 'craps', { rulesShown: ['passAfterPoint'] }),
    entry('craps-max-odds', 'craps', { rulesShown: ['oddsLimit'] }),
    entry('craps-better-bet', 'craps', { rulesShown: ['fieldPays12', 'commissionPercent'] }),
    entry('craps-pay-chips', 'craps', { rulesShown: ['oddsLimit', 'commissionPercent', 'commissionOn'] }),
    entry('craps-spot', 'craps', { rulesShown: ['oddsLimit', 'commissionPercent', 'commissionOn'] }),
  ],
  stud: [
    entry('stud-name', 'stud'),
    entry('stud-compare', 'stud'),
    entry('stud-qualify', 'stud', { rulesShown: ['qualifier'] }),
    entry('stud-payout', 'stud', { rulesShown: ['qualifier', 'raiseMultiple', 'paytable'] }),
    entry('stud-fees', 'stud', { rulesShown: ['raiseMultiple', 'maxExchange', 'feeOneCard', 'feeRounding'] }),
    entry('stud-options', 'stud', { rulesShown: ['maxExchange', 'feeOneCard', 'raiseMultiple', 'exchangeNeedsRaise'] }),
    entry('stud-decision', 'stud', { rulesShown: ['upCards', 'maxExchange', 'feeOneCard', 'paytable'] }),
    entry('stud-exchange', 'stud', { rulesShown: ['upCards', 'maxExchange', 'feeFiveCards', 'paytable'] }),
    entry('stud-sixth-card', 'stud', { rulesShown: ['sixthCard', 'feeSixthCard', 'paytable'] }),
    entry('stud-sixth-play', 'stud', { rulesShown: ['sixthCard', 'qualifier', 'paytable'] }),
    entry('stud-insurance', 'stud', { rulesShown: ['insurance', 'insuranceMax', 'paytable'] }),
    entry('stud-buy-game', 'stud', { rulesShown: ['buyGame', 'feeBuyGame', 'qualifier', 'paytable'] }),
    entry('stud-pay-chips', 'stud', { rulesShown: ['qualifier', 'raiseMultiple', 'paytable'] }),
    entry('stud-spot', 'stud', { rulesShown: ['qualifier', 'paytable'] }),
  ],
};

/** A game's section of the list with its drills' entries. */
export interface MetaGroup extends GameInfo {
  /** Its drills, in order. */
  readonly drills: readonly DrillMeta[];
}

/** The sections to show, in list order: games without drills are left out. */
export const META_GROUPS: readonly MetaGroup[] = GAMES.filter((g) => CATALOG[g.game].length > 0).map((g) => ({
  ...g,
  drills: CATALOG[g.game],
}));

/** Every drill's entry, in list order. */
export const ALL_META: readonly DrillMeta[] = META_GROUPS.flatMap((g) => g.drills);

/**
 * A drill's entry by id.
 *
 * @param id - The drill id (as in `/drill/<id>`).
 */
export function findMeta(id: string): DrillMeta | undefined {
  return ALL_META.find((d) => d.id === id);
}

/**
 * A drill's catalog entry, for its definition to spread: the id, game, title, description and rules
 * written once, here.
 *
 * @param game - The drill's game (checked: a drill filed under another game is a bug).
 * @param id - The drill id.
 * @throws Error when the catalog has no such drill under that game (a bug, caught by any test of the drill).
 */
export function drillMeta<G extends DrillGame>(game: G, id: string): DrillMeta<G> {
  const meta = CATALOG[game].find((d) => d.id === id);
  if (meta === undefined) throw new Error(`drill catalog: no drill ${id} under ${game}`);
  return meta;
}
