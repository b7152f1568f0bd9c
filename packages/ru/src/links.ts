/**
 * The paragraphs of the rules site that the trainer (and the site's own cross-references) link to, in
 * one place: a drill's «Правило» link, a mistake's review, a chart cell's explanation. Each is a path
 * with the anchor of a heading or an island on the built site; a browser-free test in the site's e2e
 * suite checks that every one of them resolves on the built pages, so a renamed heading fails the build
 * instead of sending a trainee to the top of a page.
 *
 * @module
 */

/** Every linked paragraph, by game and topic. */
export const SITE_LINKS = {
  cards: {
    blackjack: '/cards/#блекджек',
    baccarat: '/cards/#баккара',
  },
  blackjack: {
    values: '/blackjack/#values',
    deal: '/blackjack/#deal',
    double: '/blackjack/#double',
    split: '/blackjack/#split',
    dealer: '/blackjack/#dealer',
    payouts: '/blackjack/#payouts',
    insurance: '/blackjack/#insurance',
    strategy: '/blackjack/#strategy',
    round: '/blackjack/#round',
    calculator: '/blackjack/#calculator',
    countRunning: '/counting/#running-count',
    countTrue: '/counting/#true-count',
    countIndices: '/counting/#indices',
  },
  baccarat: {
    table: '/baccarat/#table',
    bets: '/baccarat/#bets',
    points: '/baccarat/#points',
    player: '/baccarat/#player-rule',
    banker: '/baccarat/#tableau',
    coup: '/baccarat/#coup',
    naturals: '/baccarat/#deal',
    payouts: '/baccarat/#payouts',
    odds: '/baccarat/#odds',
  },
  craps: {
    table: '/craps/#table',
    pass: '/craps/#pass',
    dontPass: '/craps/#dont-pass',
    added: '/craps/#added',
    odds: '/craps/#odds',
    calculator: '/craps/#calculator',
    adjustable: '/craps/#adjustable',
    rollLab: '/craps/#roll-lab',
  },
  poker: {
    hands: '/poker/#hands',
    ranking: '/poker/#ranking',
    payouts: '/poker/#payouts',
    noGame: '/poker/#no-game',
    decisions: '/poker/#decisions',
    exchange: '/poker/#exchange',
    advisor: '/poker/#advisor',
    odds: '/poker/#odds',
  },
} as const;

/** A linked paragraph's path (`/baccarat/#tableau`). */
export type SiteLink = {
  [G in keyof typeof SITE_LINKS]: (typeof SITE_LINKS)[G][keyof (typeof SITE_LINKS)[G]];
}[keyof typeof SITE_LINKS];

/** Every path of {@link SITE_LINKS}, for the test that they resolve on the built site. */
export function allSiteLinks(): SiteLink[] {
  return Object.values(SITE_LINKS).flatMap((topics) => Object.values(topics) as SiteLink[]);
}
