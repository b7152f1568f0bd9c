/**
 * The rules table of «Русский покер в казино» as data: a row per option of the family, a column per
 * preset (the text's game first), each cell the value in Russian, where it comes from (a link to the
 * casino's page, or to the text's section on the site) and, where the page leaves the point open, the
 * reading the preset takes.
 *
 * @module
 */
import { RUSSIAN_POKER_PRESETS, RUSSIAN_POKER_SOURCES, studPresets, type StudRules } from '@croupier/paytables/stud';
import {
  STUD_FAMILY_TEXT_QUALIFIER_RU,
  STUD_FAMILY_PRESET_RU,
  STUD_FAMILY_ROW_KEYS,
  STUD_FAMILY_ROW_RU,
  STUD_FAMILY_ROWS,
  studFamilyReadingRu,
  studFamilyValueRu,
  type StudFamilyPreset,
  type StudFamilyRow,
} from '@croupier/ru';

/** The columns: the text's game, then the casinos. */
export const FAMILY_COLUMNS: readonly StudFamilyPreset[] = ['seed', ...RUSSIAN_POKER_PRESETS];

/** Where the text's rules stand on the site's «Покер» page, by row (the text's game's column links there). */
const TEXT_ANCHOR: Readonly<Record<StudFamilyRow, string>> = {
  upCard: '/poker/#game',
  exchange: '/poker/#exchange',
  exchangeFees: '/poker/#exchange',
  sixthCard: '/poker/#decisions',
  twoCombinations: '/poker/#payouts',
  anteWhenDealerLoses: '/poker/#payouts',
  buyGame: '/poker/#no-game',
  insurance: '/poker/#decisions',
  qualifier: '/poker/#no-game',
  pair: '/poker/#payouts',
};

/**
 * The key that decides the text's column of a row: the others of the row are settled for the text only
 * because they do not apply (which card is up when none is, fees of exchanges the text does not allow).
 */
const TEXT_KEY: Readonly<Record<StudFamilyRow, keyof StudRules>> = {
  upCard: 'upCards',
  exchange: 'maxExchange',
  exchangeFees: 'feeTwoCards',
  sixthCard: 'sixthCard',
  twoCombinations: 'twoCombinations',
  anteWhenDealerLoses: 'anteWhenDealerLoses',
  buyGame: 'buyGame',
  insurance: 'insurance',
  qualifier: 'qualifier',
  pair: 'paytable',
};

/** One cell. */
export interface FamilyCell {
  readonly preset: StudFamilyPreset;
  readonly text: string;
  /** The page the value is read from. */
  readonly href: string;
  /** What the link says: the text, or the casino's page. */
  readonly sourceText: string;
  /** The reading the preset takes where its page leaves the point open, or `null`. */
  readonly reading: string | null;
  /** For the text's game: the text has no such rule (the option is off). */
  readonly absent: boolean;
}

/** One row. */
export interface FamilyRow {
  readonly row: StudFamilyRow;
  readonly name: string;
  readonly cells: readonly FamilyCell[];
  /** Whether the presets differ on this row. */
  readonly differs: boolean;
}

/** Whether a key of a row applies under the rules: a fee or a limit only when its option is on. */
function applies(key: keyof StudRules, rules: StudRules): boolean {
  if (key === 'upCardPosition') return rules.upCards === 1;
  if (key === 'feeSixthCard') return rules.sixthCard;
  if (key === 'feeBuyGame') return rules.buyGame !== 'none';
  if (key === 'insuranceMax') return rules.insurance !== 'none';
  return true;
}

function cellOf(row: StudFamilyRow, preset: StudFamilyPreset): FamilyCell {
  const p = studPresets[preset];
  const text = studFamilyValueRu(row, p.rules);
  if (preset === 'seed') {
    // The text's game: a rule the text does not have is off, and said so; its qualifier is a reading.
    const settled = p.sources[TEXT_KEY[row]].kind === 'settled';
    return {
      preset,
      text,
      href: TEXT_ANCHOR[row],
      sourceText: 'текст',
      reading: settled && row === 'qualifier' ? STUD_FAMILY_TEXT_QUALIFIER_RU : null,
      absent: settled && row !== 'qualifier',
    };
  }
  const settled = STUD_FAMILY_ROW_KEYS[row].some((k) => applies(k, p.rules) && p.sources[k].kind === 'settled');
  return {
    preset,
    text,
    href: RUSSIAN_POKER_SOURCES[preset],
    sourceText: preset === 'oasis' ? 'описание Wizard of Odds' : 'страница казино',
    reading: settled ? studFamilyReadingRu(row, preset) : null,
    absent: false,
  };
}

/** The table: every row, every column. */
export function familyTable(): readonly FamilyRow[] {
  return STUD_FAMILY_ROWS.map((row) => {
    const cells = FAMILY_COLUMNS.map((p) => cellOf(row, p));
    return { row, name: STUD_FAMILY_ROW_RU[row], cells, differs: new Set(cells.map((c) => c.text)).size > 1 };
  });
}

/**
 * The readings as numbered notes under the table: each different reading once, in the order the table
 * meets them (row by row), and the note of each cell (1-based), so a cell carries a short mark.
 *
 * @param rows - The table.
 */
export function familyNotes(rows: readonly FamilyRow[]): {
  readonly notes: readonly string[];
  readonly noteOf: (cell: FamilyCell) => number | null;
} {
  const notes: string[] = [];
  for (const r of rows)
    for (const c of r.cells) if (c.reading !== null && !notes.includes(c.reading)) notes.push(c.reading);
  return { notes, noteOf: (c) => (c.reading === null ? null : notes.indexOf(c.reading) + 1) };
}

/** The columns' heads. */
export const familyHeads = (): readonly string[] => FAMILY_COLUMNS.map((p) => STUD_FAMILY_PRESET_RU[p]);
