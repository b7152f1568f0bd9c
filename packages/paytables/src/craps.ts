/**
 * Craps: the rules schema, the `seed` and `casino` presets (with the source of every value) and the
 * fixed payouts of every bet on the layout.
 *
 * The Russian text (seed 000, section 2.3) covers the table, «Проходит» and «Не проходит», and stops at
 * the heading «Ставки "Совпадение"». Everything else on the layout is standard casino practice, written
 * down here with its source.
 *
 * @module
 */
import type { Preset, RatioValue, RulesSchema, Source } from './schema.js';

/** How far the free odds behind a line bet may go. `3-4-5x`: 3× on 4/10, 4× on 5/9, 5× on 6/8. */
export type CrapsOddsLimit = '1x' | '2x' | '3x' | '5x' | '10x' | '20x' | '100x' | '3-4-5x';

/** The rules of a craps table. */
export interface CrapsRules {
  /** The come-out total that pushes «Не проходит» and don't come instead of winning: 2 (the text) or 12. */
  readonly dontPassBar: 2 | 12;
  /**
   * What may happen to a pass (and come) bet once its point is set: `adjustable` — raised, reduced or
   * taken down, as the text says; `contract` — none of these, as casinos rule.
   */
  readonly passAfterPoint: 'adjustable' | 'contract';
  /** The largest free odds behind a line bet, as a multiple of the line bet. */
  readonly oddsLimit: CrapsOddsLimit;
  /**
   * Whether place, place-to-lose, buy, lay, hardway bets and the odds on come bets work on a come-out
   * roll (`false`: they are "off" and neither win nor lose on it).
   */
  readonly placeWorkingOnComeOut: boolean;
  /** The commission on buy and lay bets, in percent (of the buy bet; of the lay bet's win). */
  readonly commissionPercent: number;
  /** When the commission is taken: `bet` — paid with the bet, win or lose; `win` — only from a win. */
  readonly commissionOn: 'bet' | 'win';
  /** What the field pays on a 2. */
  readonly fieldPays2: RatioValue;
  /** What the field pays on a 12. */
  readonly fieldPays12: RatioValue;
}

/** The preset ids of craps. */
export type CrapsPresetId = 'seed' | 'casino';

/** The schema of {@link CrapsRules}: kinds, allowed values and descriptions. */
export const crapsSchema: RulesSchema = {
  dontPassBar: {
    kind: 'enum',
    values: [2, 12],
    description: 'the come-out total that pushes don\'t pass / don\'t come ("bar"): 2 as the text, 12 in many casinos',
  },
  passAfterPoint: {
    kind: 'enum',
    values: ['adjustable', 'contract'],
    description:
      'after the point: pass may be raised, reduced or taken down (adjustable, the text) or not at all (contract)',
  },
  oddsLimit: {
    kind: 'enum',
    values: ['1x', '2x', '3x', '5x', '10x', '20x', '100x', '3-4-5x'],
    description:
      'the largest free odds behind a line bet, as a multiple of it (3-4-5x: 3× on 4/10, 4× on 5/9, 5× on 6/8)',
  },
  placeWorkingOnComeOut: {
    kind: 'boolean',
    description: 'place, place-to-lose, buy, lay, hardway bets and come-bet odds work on the come-out roll',
  },
  commissionPercent: { kind: 'int', min: 0, max: 10, description: 'commission on buy and lay bets, in percent' },
  commissionOn: {
    kind: 'enum',
    values: ['bet', 'win'],
    description: 'buy/lay commission paid with the bet (bet) or taken only from a win (win)',
  },
  fieldPays2: { kind: 'ratio', description: 'what the field pays on a 2' },
  fieldPays12: { kind: 'ratio', description: 'what the field pays on a 12' },
};

const SEED_FILE = 'seeds/000_a67c294d54cfb7d5.txt';

const shared: Record<'oddsLimit' | 'placeWorkingOnComeOut' | 'commissionPercent' | 'fieldPays2', Source> = {
  oddsLimit: {
    kind: 'casino',
    note: '3-4-5x odds, the most common limit in Las Vegas (Wizard of Odds, "Craps: odds"); the text has no odds bets',
  },
  placeWorkingOnComeOut: {
    kind: 'casino',
    note: 'place, buy, lay, hardway bets and come-bet odds are "off" on the come-out unless the player calls them on',
  },
  commissionPercent: { kind: 'casino', note: '5% vigorish on buy and lay bets' },
  fieldPays2: { kind: 'casino', note: 'the field pays double on a 2' },
};

/** The text's rules: bar 2, an adjustable pass bet; the rest of the table as settled in docs/rules.md (craps: the rest of the table). */
export const crapsSeed: Preset<CrapsRules> = {
  id: 'seed',
  title: 'По тексту правил',
  description: "As the Russian text: don't pass bars 2, a pass bet may be changed after the point; the rest standard.",
  rules: {
    dontPassBar: 2,
    passAfterPoint: 'adjustable',
    oddsLimit: '3-4-5x',
    placeWorkingOnComeOut: false,
    commissionPercent: 5,
    commissionOn: 'bet',
    fieldPays2: { pays: 2, per: 1 },
    fieldPays12: { pays: 2, per: 1 },
  },
  sources: {
    dontPassBar: {
      kind: 'seed',
      file: SEED_FILE,
      quote: 'Если при первом броске выпадает 2, ставка "Не проходит" возвращается игроку.',
    },
    passAfterPoint: {
      kind: 'seed',
      file: SEED_FILE,
      quote: 'После установки пункта, неразыгранные ставки "Проходит" могут быть увеличены, уменьшены или сняты.',
    },
    ...shared,
    commissionOn: {
      kind: 'settled',
      note: 'the text is silent; the traditional rule: the commission is paid with the bet',
    },
    fieldPays12: { kind: 'settled', note: 'the text is silent; double on both 2 and 12, the plain field' },
  },
};

/** Common casino practice: bar 12, a contract pass bet, field triple on 12, commission on wins only. */
export const crapsCasino: Preset<CrapsRules> = {
  id: 'casino',
  title: 'Как в казино',
  description: "Common casino practice: don't pass bars 12, pass is a contract bet, 3-4-5x odds, field 3:1 on 12.",
  rules: {
    dontPassBar: 12,
    passAfterPoint: 'contract',
    oddsLimit: '3-4-5x',
    placeWorkingOnComeOut: false,
    commissionPercent: 5,
    commissionOn: 'win',
    fieldPays2: { pays: 2, per: 1 },
    fieldPays12: { pays: 3, per: 1 },
  },
  sources: {
    dontPassBar: { kind: 'casino', note: "almost every casino bars 12 on don't pass and don't come" },
    passAfterPoint: {
      kind: 'casino',
      note: 'a pass bet is a contract bet once the point is set: it may not be removed or reduced',
    },
    ...shared,
    commissionOn: { kind: 'casino', note: 'many casinos take the buy/lay commission only when the bet wins' },
    fieldPays12: { kind: 'casino', note: 'many casinos pay 3:1 on a 12 in the field' },
  },
};

/** Both presets by id. */
export const crapsPresets: Readonly<Record<CrapsPresetId, Preset<CrapsRules>>> = {
  seed: crapsSeed,
  casino: crapsCasino,
};

/** The default preset: the text. */
export const crapsDefaultPreset: CrapsPresetId = 'seed';

/** A box number: a point, a place/buy/lay number. */
export type CrapsNumber = 4 | 5 | 6 | 8 | 9 | 10;

/** The box numbers in layout order. */
export const CRAPS_NUMBERS: readonly CrapsNumber[] = [4, 5, 6, 8, 9, 10];

const r = (pays: number, per = 1): RatioValue => ({ pays, per });

/**
 * The fixed payouts of the layout (the field's 2 and 12 are rules). Sources: the standard layout, as
 * tabulated by the Wizard of Odds ("Craps" appendix) and Scarne's Guide to Casino Gambling.
 */
export const CRAPS_PAYOUTS = {
  /** Pass, don't pass, come, don't come, big 6/8 and the field's ordinary numbers: even money. */
  even: r(1),
  /** Free odds on pass/come: true odds 2:1, 3:2, 6:5. */
  odds: { 4: r(2), 5: r(3, 2), 6: r(6, 5), 8: r(6, 5), 9: r(3, 2), 10: r(2) } as Readonly<
    Record<CrapsNumber, RatioValue>
  >,
  /** Free odds laid on don't pass/don't come: 1:2, 2:3, 5:6. */
  layOdds: { 4: r(1, 2), 5: r(2, 3), 6: r(5, 6), 8: r(5, 6), 9: r(2, 3), 10: r(1, 2) } as Readonly<
    Record<CrapsNumber, RatioValue>
  >,
  /** Place «На номер»: 9:5, 7:5, 7:6. */
  place: { 4: r(9, 5), 5: r(7, 5), 6: r(7, 6), 8: r(7, 6), 9: r(7, 5), 10: r(9, 5) } as Readonly<
    Record<CrapsNumber, RatioValue>
  >,
  /** Place to lose «Против номера»: 5:11, 5:8, 4:5. */
  placeToLose: { 4: r(5, 11), 5: r(5, 8), 6: r(4, 5), 8: r(4, 5), 9: r(5, 8), 10: r(5, 11) } as Readonly<
    Record<CrapsNumber, RatioValue>
  >,
  /** Hardways: 7:1 on hard 4/10, 9:1 on hard 6/8. */
  hard: { 4: r(7), 6: r(9), 8: r(9), 10: r(7) } as Readonly<Record<4 | 6 | 8 | 10, RatioValue>>,
  /** Any seven. */
  any7: r(4),
  /** Any craps (2, 3 or 12). */
  anyCraps: r(7),
  /** 2 («двойка»). */
  two: r(30),
  /** 3. */
  three: r(15),
  /** 11. */
  eleven: r(15),
  /** 12. */
  twelve: r(30),
} as const;

/** The limits of a full craps table. */
export interface CrapsTableLimits {
  /** Players at the table. */
  readonly players: number;
  /**
   * Stakes one player keeps on one spot of the layout: one (more chips on a spot add to its stake), so a
   * seat holds at most one stake per bet of the layout.
   */
  readonly stakesPerSpot: number;
}

/** A full craps table's limits and the source of each. */
export const crapsTableLimits: {
  /** The limits. */
  readonly value: CrapsTableLimits;
  /** Where each comes from. */
  readonly sources: { readonly [K in keyof CrapsTableLimits]: Source };
} = {
  value: { players: 16, stakesPerSpot: 1 },
  sources: {
    players: {
      kind: 'settled',
      note: 'The text does not say; a full-size craps table has room for about sixteen players, eight on each side of the stickman (docs/rules.md, craps: a full table).',
    },
    stakesPerSpot: {
      kind: 'settled',
      note: 'The text has a player put chips on a spot of the layout («делается на поле»); more chips on the same spot add to that stake.',
    },
  },
};
