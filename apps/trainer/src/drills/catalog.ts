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

/** Every drill's list entry, by game, in list order. */
export const CATALOG: { readonly [G in DrillGame]: readonly DrillMeta<G>[] } = {
  general: [
    {
      id: 'blackjack-total',
      game: 'general',
      ...DRILL_TEXTS_RU['blackjack-total'],
    },
    {
      id: 'blackjack-soft-hard',
      game: 'general',
      ...DRILL_TEXTS_RU['blackjack-soft-hard'],
    },
    {
      id: 'baccarat-point',
      game: 'general',
      ...DRILL_TEXTS_RU['baccarat-point'],
    },
    {
      id: 'dice-totals',
      game: 'general',
      ...DRILL_TEXTS_RU['dice-totals'],
    },
  ],
  blackjack: [
    {
      id: 'blackjack-double',
      game: 'blackjack',
      ...DRILL_TEXTS_RU['blackjack-double'],
      rulesShown: ['doubleOn', 'doubleSoft'],
    },
    {
      id: 'blackjack-split',
      game: 'blackjack',
      ...DRILL_TEXTS_RU['blackjack-split'],
      rulesShown: ['splitBy', 'splitAces', 'maxHands'],
    },
    {
      id: 'blackjack-dealer-draws',
      game: 'blackjack',
      ...DRILL_TEXTS_RU['blackjack-dealer-draws'],
      rulesShown: ['dealerHitsSoft17'],
    },
    {
      id: 'blackjack-payout',
      game: 'blackjack',
      ...DRILL_TEXTS_RU['blackjack-payout'],
      rulesShown: ['blackjackPays', 'rounding', 'holeCard', 'dealerBlackjackTakes'],
    },
    {
      id: 'blackjack-insurance',
      game: 'blackjack',
      ...DRILL_TEXTS_RU['blackjack-insurance'],
      rulesShown: ['insurance', 'insurancePays', 'rounding'],
    },
    {
      id: 'blackjack-strategy',
      game: 'blackjack',
      ...DRILL_TEXTS_RU['blackjack-strategy'],
      rulesShown: ['decks', 'holeCard', 'dealerHitsSoft17', 'doubleOn', 'doubleSoft', 'splitAces', 'surrender'],
      needs: 'blackjack-strategy',
    },
    {
      id: 'blackjack-running-count',
      game: 'blackjack',
      ...DRILL_TEXTS_RU['blackjack-running-count'],
      rulesShown: ['decks'],
    },
    {
      id: 'blackjack-true-count',
      game: 'blackjack',
      ...DRILL_TEXTS_RU['blackjack-true-count'],
      rulesShown: ['decks'],
    },
    {
      id: 'blackjack-deviations',
      game: 'blackjack',
      ...DRILL_TEXTS_RU['blackjack-deviations'],
      rulesShown: ['decks', 'holeCard', 'dealerHitsSoft17', 'doubleOn', 'splitAces', 'surrender'],
      needs: 'blackjack-indices',
    },
    {
      id: 'blackjack-bet-ramp',
      game: 'blackjack',
      ...DRILL_TEXTS_RU['blackjack-bet-ramp'],
      needs: 'blackjack-spread',
    },
    {
      id: 'blackjack-pay-chips',
      game: 'blackjack',
      ...DRILL_TEXTS_RU['blackjack-pay-chips'],
      rulesShown: ['blackjackPays', 'rounding', 'holeCard', 'dealerBlackjackTakes'],
    },
    {
      id: 'blackjack-spot',
      game: 'blackjack',
      ...DRILL_TEXTS_RU['blackjack-spot'],
      rulesShown: ['dealerHitsSoft17', 'blackjackPays', 'rounding'],
    },
  ],
  baccarat: [
    {
      id: 'baccarat-shoe',
      game: 'baccarat',
      ...DRILL_TEXTS_RU['baccarat-shoe'],
    },
    {
      id: 'baccarat-player-draws',
      game: 'baccarat',
      ...DRILL_TEXTS_RU['baccarat-player-draws'],
    },
    {
      id: 'baccarat-banker-draws',
      game: 'baccarat',
      ...DRILL_TEXTS_RU['baccarat-banker-draws'],
      rulesShown: ['tableau'],
    },
    {
      id: 'baccarat-winner',
      game: 'baccarat',
      ...DRILL_TEXTS_RU['baccarat-winner'],
      rulesShown: ['tableau'],
    },
    {
      id: 'baccarat-payout',
      game: 'baccarat',
      ...DRILL_TEXTS_RU['baccarat-payout'],
      rulesShown: ['bankerPays', 'tiePays', 'playerPairPays', 'rounding'],
    },
    {
      id: 'baccarat-pay-chips',
      game: 'baccarat',
      ...DRILL_TEXTS_RU['baccarat-pay-chips'],
      rulesShown: ['bankerPays', 'tiePays', 'playerPairPays', 'rounding'],
    },
    {
      id: 'baccarat-spot',
      game: 'baccarat',
      ...DRILL_TEXTS_RU['baccarat-spot'],
      rulesShown: ['tableau', 'bankerPays', 'rounding'],
    },
  ],
  craps: [
    {
      id: 'craps-come-out',
      game: 'craps',
      ...DRILL_TEXTS_RU['craps-come-out'],
      rulesShown: ['dontPassBar'],
    },
    {
      id: 'craps-roll-effect',
      game: 'craps',
      ...DRILL_TEXTS_RU['craps-roll-effect'],
      rulesShown: ['dontPassBar'],
    },
    {
      id: 'craps-payout',
      game: 'craps',
      ...DRILL_TEXTS_RU['craps-payout'],
      rulesShown: ['oddsLimit'],
    },
    {
      id: 'craps-may-change',
      game: 'craps',
      ...DRILL_TEXTS_RU['craps-may-change'],
      rulesShown: ['passAfterPoint'],
    },
    {
      id: 'craps-max-odds',
      game: 'craps',
      ...DRILL_TEXTS_RU['craps-max-odds'],
      rulesShown: ['oddsLimit'],
    },
    {
      id: 'craps-better-bet',
      game: 'craps',
      ...DRILL_TEXTS_RU['craps-better-bet'],
      rulesShown: ['fieldPays12', 'commissionPercent'],
    },
    {
      id: 'craps-pay-chips',
      game: 'craps',
      ...DRILL_TEXTS_RU['craps-pay-chips'],
      rulesShown: ['oddsLimit', 'commissionPercent', 'commissionOn'],
    },
    {
      id: 'craps-spot',
      game: 'craps',
      ...DRILL_TEXTS_RU['craps-spot'],
      rulesShown: ['oddsLimit', 'commissionPercent', 'commissionOn'],
    },
  ],
  stud: [
    {
      id: 'stud-name',
      game: 'stud',
      ...DRILL_TEXTS_RU['stud-name'],
    },
    {
      id: 'stud-compare',
      game: 'stud',
      ...DRILL_TEXTS_RU['stud-compare'],
    },
    {
      id: 'stud-qualify',
      game: 'stud',
      ...DRILL_TEXTS_RU['stud-qualify'],
      rulesShown: ['qualifier'],
    },
    {
      id: 'stud-payout',
      game: 'stud',
      ...DRILL_TEXTS_RU['stud-payout'],
      rulesShown: ['qualifier', 'raiseMultiple', 'paytable'],
    },
    {
      id: 'stud-fees',
      game: 'stud',
      ...DRILL_TEXTS_RU['stud-fees'],
      rulesShown: ['raiseMultiple', 'maxExchange', 'feeOneCard', 'feeRounding'],
    },
    {
      id: 'stud-options',
      game: 'stud',
      ...DRILL_TEXTS_RU['stud-options'],
      rulesShown: ['maxExchange', 'feeOneCard', 'raiseMultiple', 'exchangeNeedsRaise'],
    },
    {
      id: 'stud-decision',
      game: 'stud',
      ...DRILL_TEXTS_RU['stud-decision'],
      rulesShown: ['upCards', 'maxExchange', 'feeOneCard', 'paytable'],
    },
    {
      id: 'stud-exchange',
      game: 'stud',
      ...DRILL_TEXTS_RU['stud-exchange'],
      rulesShown: ['upCards', 'maxExchange', 'feeFiveCards', 'paytable'],
    },
    {
      id: 'stud-sixth-card',
      game: 'stud',
      ...DRILL_TEXTS_RU['stud-sixth-card'],
      rulesShown: ['sixthCard', 'feeSixthCard', 'paytable'],
    },
    {
      id: 'stud-sixth-play',
      game: 'stud',
      ...DRILL_TEXTS_RU['stud-sixth-play'],
      rulesShown: ['sixthCard', 'qualifier', 'paytable'],
    },
    {
      id: 'stud-insurance',
      game: 'stud',
      ...DRILL_TEXTS_RU['stud-insurance'],
      rulesShown: ['insurance', 'insuranceMax', 'paytable'],
    },
    {
      id: 'stud-buy-game',
      game: 'stud',
      ...DRILL_TEXTS_RU['stud-buy-game'],
      rulesShown: ['buyGame', 'feeBuyGame', 'qualifier', 'paytable'],
    },
    {
      id: 'stud-pay-chips',
      game: 'stud',
      ...DRILL_TEXTS_RU['stud-pay-chips'],
      rulesShown: ['qualifier', 'raiseMultiple', 'paytable'],
    },
    {
      id: 'stud-spot',
      game: 'stud',
      ...DRILL_TEXTS_RU['stud-spot'],
      rulesShown: ['qualifier', 'paytable'],
    },
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
