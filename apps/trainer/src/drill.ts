/**
 * The drill framework's contract. A drill is data: a finite set of item keys (the scheduler's cards), a
 * generator that deals a concrete item for a key from the engine under the rules the trainee chose, and a
 * checker that judges an answer and explains it. An item carries everything that decides it — its rules
 * and the engine's answer, with the expected value of each choice where the engine values them — so it
 * can be judged, replayed and costed from its JSON alone.
 *
 * Each game exports its drills from `src/drills/<game>/index.ts` as `drills`, one file per drill.
 */
import { isCard, type Card } from '@croupier/engine/cards';
import type { Rng } from '@croupier/engine/rng';
import type { SpreadModel } from '@croupier/engine/blackjack';
import type { SiteLink } from '@croupier/ru';
import type { RulesByGame, RulesGame } from './rules/choice.ts';
import type { StrategyTable } from './analysis/strategy-table.ts';
import type { AnswerCost } from './storage/log.ts';

/** The games (and `general` for cross-game drills like hand values). */
export type DrillGame = 'general' | RulesGame;

/** The rules a drill of game `G` is dealt under: the game's engine rules, or `null` for `general`. */
export type DrillRules<G extends DrillGame = DrillGame> = G extends RulesGame ? RulesByGame[G] : null;

/** One answer button. */
export interface Choice {
  /** The answer id passed to {@link Drill.check}. */
  readonly id: string;
  /** The Russian label on the button. */
  readonly label: string;
  /** A keyboard shortcut (one character: `1`, `h`, `д`…). */
  readonly hotkey?: string;
}

/** A hand of cards to show, with a caption (`Игрок`, `Банкир`, `Крупье`). */
export interface ShownHand {
  /** Caption above the cards. */
  readonly label: string;
  /** Cards (engine encoding). */
  readonly cards: readonly number[];
  /** How many face-down cards to show after the cards. */
  readonly hidden?: number;
}

/** One step of a round shown for error spotting: what the dealer did, with the table after it. */
export interface SpotStep {
  /** What happened, in Russian («Банко берёт третью карту: 7♠»). */
  readonly text: string;
  /** The hands on the table after the step. */
  readonly hands?: readonly ShownHand[];
  /** The dice, for a roll. */
  readonly dice?: readonly [number, number];
}

/** How an error-spotting answer came out: a mistake caught or missed, a false alarm, a clean round passed. */
export type SpotOutcome = 'catch' | 'miss' | 'false-alarm' | 'pass';

/**
 * A picture an item shows besides hands and dice (the counting drills): a stream of cards dealt a step at
 * a time before the question (the app sets the pace and adapts it to the answers), or a discard tray
 * drawn as a stack whose height shows the decks dealt.
 */
export type DrillVisual =
  | {
      readonly kind: 'card-stream';
      /** The cards in the order they are shown, one step (one or two cards) per entry. */
      readonly steps: readonly (readonly number[])[];
      /** What to read before the first card (the count to start from). */
      readonly intro?: string;
    }
  | {
      readonly kind: 'discard-tray';
      /** Decks in the shoe (the tray's full height). */
      readonly decks: number;
      /** Cards in the tray (dealt so far). */
      readonly cardsDealt: number;
    };

/** Cards with a label under each (a count tag: `+1`, `−1`, `0`), shown with a verdict. */
export interface TaggedCards {
  /** Caption above the cards. */
  readonly label: string;
  /** Cards (engine encoding). */
  readonly cards: readonly number[];
  /** The label under each card, in order. */
  readonly tags: readonly string[];
}

/** The engine's answer to an item, worked out when it is dealt. */
export interface Solution {
  /** The right answer: a choice id, or the number as the field takes it (`15`, `-30`). */
  readonly answer: string;
  /**
   * Where the engine values the choices (strategy drills): each offered choice's expected value per
   * {@link Solution.evUnit}; a choice the rules do not allow is absent.
   */
  readonly evs?: Readonly<Record<string, number>>;
  /** What the EVs are per: one unit bet (blackjack, craps) or one ante (stud). */
  readonly evUnit?: 'bet' | 'ante';
  /**
   * Where the engine's analysis is exact (stud's `advise`, craps' edges): each choice's EV as the exact
   * fraction `num/den`, the same choices as {@link Solution.evs}. Absent where the EVs are floating-point
   * sums (the blackjack chart's cells).
   */
  readonly exactEvs?: Readonly<Record<string, string>>;
  /**
   * The engine's answer is still being computed off the main thread (an analysis too heavy to run while
   * the item is dealt): the item is shown, answers wait, and the drill's {@link Drill.solve} gives the
   * item with its solution (and, where they depend on it, its choices).
   */
  readonly pending?: boolean;
}

/** What the learner sees and how they answer. */
export interface DrillItem {
  /** The scheduling key this item was made from. */
  readonly key: string;
  /** The question in Russian. */
  readonly prompt: string;
  /** Hands to show. */
  readonly hands?: readonly ShownHand[];
  /** Dice to show. */
  readonly dice?: readonly [number, number];
  /** Extra context lines (the point, the bets on the table, the stake…). */
  readonly context?: readonly string[];
  /** A picture shown before the context (a card stream, a discard tray). */
  readonly visual?: DrillVisual;
  /**
   * Buttons, a number field, a payout built from chips (answered as the total, `'58'`), or a dealt round
   * shown step by step in which to spot the dealer's mistake (answered `'pass'` or `'stop:<step>'`).
   */
  readonly answer:
    | { readonly kind: 'choice'; readonly choices: readonly Choice[] }
    | {
        readonly kind: 'number';
        readonly placeholder?: string;
        /** The answer may be negative: the field takes a minus sign (and opens a keyboard that has one). */
        readonly signed?: boolean;
      }
    | {
        readonly kind: 'chips';
        readonly denominations?: readonly number[];
        /** The typed field's label, in Russian (default: the payout's). */
        readonly fieldLabel?: string;
        /** The submit button's word, in Russian (default: the payout's). */
        readonly submitLabel?: string;
      }
    | { readonly kind: 'spot'; readonly steps: readonly SpotStep[] };
  /** The rules the item was dealt under and is judged by (the engine's rules object), `null` for `general`. */
  readonly rules: DrillRules;
  /** The engine's answer. */
  readonly solution: Solution;
  /** Drill-private data the checker needs (the dealt cards, the stake…); must be JSON-serialisable. */
  readonly data: unknown;
}

/** The judgement of an answer. */
export interface Verdict {
  /** Whether the answer was right. */
  readonly correct: boolean;
  /** The right answer, as the learner should read it. */
  readonly expected: string;
  /** Why, citing the rule. */
  readonly explanation: string;
  /** The rule's paragraph on the rules site, one of `SITE_LINKS` of `@croupier/ru`. */
  readonly ruleLink?: SiteLink;
  /**
   * What the answer cost against the best one, in stakes ({@link Solution.evUnit}), exact where the
   * analysis is (strategy drills, zero for the best answer); absent for rule questions with no EV and for
   * a choice the rules do not allow.
   */
  readonly cost?: AnswerCost;
  /** The right answer as an answer id (a choice id), when there is one: the UI marks that button. */
  readonly expectedAnswer?: string;
  /** For an error-spotting item: how the answer came out (scored as catches, misses, false alarms). */
  readonly spot?: SpotOutcome;
  /** Cards to show again with the feedback, each with its label (the seen cards with their tags). */
  readonly reveal?: TaggedCards;
}

/** What an item is dealt with besides the key and the randomness. */
export interface DrillSetting<G extends DrillGame = DrillGame> {
  /** The rules in play. */
  readonly rules: DrillRules<G>;
  /** The blackjack strategy for these rules, for a drill that {@link Drill.needs} it. */
  readonly strategy?: StrategyTable;
  /** The bet-ramp model for these rules (`precomputeSpread`), for a drill that {@link Drill.needs} it. */
  readonly spread?: SpreadModel;
}

/** A drill: finite keys, an item generator and a checker, all built on the engine. */
export interface Drill<G extends DrillGame = DrillGame> {
  /** Stable id, used in the URL and in saved progress (`baccarat-banker-draws`). */
  readonly id: string;
  /** Which game. */
  readonly game: G;
  /** Russian title. */
  readonly title: string;
  /** One Russian sentence: what is drilled (true under any rules; the rules line says which apply). */
  readonly description: string;
  /** The rules the answers depend on, shown in the item's rules line («Правила: по тексту — …»). */
  readonly rulesShown?: readonly string[];
  /**
   * Engine work too heavy for the main thread that items need, computed by the app per rules (cached): the
   * blackjack strategy (passed in the setting), or a counting index table for rules with none shipped
   * (the drill reads it from `analysis/indices.ts` once it is computed), or the bet-ramp model (passed in
   * the setting, `analysis/spread.ts`).
   */
  readonly needs?: 'blackjack-strategy' | 'blackjack-indices' | 'blackjack-spread';
  /**
   * Optional: loads data the drill's keys and items need (a lazily loaded chunk); the app awaits it before
   * the drill is practised and shows the drill's count once it is done. Until then `keys` may be empty.
   */
  prepare?(): Promise<void>;
  /** Every item key under these rules; each is scheduled separately (weak keys return sooner). */

  keys(rules: DrillRules<G>): readonly string[];
  /** Optional: a short Russian name of a key for the list of weak spots (`мягкая 17`); default the key. */
  keyLabel?(key: string): string;
  /**
   * Optional: how much a key matters, for the order new keys are introduced in (largest first, see
   * `byImportance` in `scheduler/scheduler.ts`): how often the key comes up times what its worst wrong
   * answer costs, from the engine's exact figures. Without it, new keys come in the order of `keys`.
   */
  importance?(key: string, setting: DrillSetting<G>): number | undefined;
  /** Deals a concrete item for a key. */
  item(key: string, rng: Rng, setting: DrillSetting<G>): DrillItem;
  /**
   * Optional: completes an item dealt with a {@link Solution.pending} solution, the analysis run in a
   * worker through the compute layer (`@croupier/ui/compute`); resolves to the same item with its
   * solution. A drill whose items are never pending has none.
   */
  solve?(item: DrillItem): Promise<DrillItem>;
  /** Judges an answer (a choice id, or the typed number as a string) from the item alone. */
  check(item: DrillItem, answer: string): Verdict;
}

/** What is known of a drill without its code (the catalog's entry, `drills/catalog.ts`). */
export type DrillMeta<G extends DrillGame = DrillGame> = Pick<
  Drill<G>,
  'id' | 'game' | 'title' | 'description' | 'rulesShown' | 'needs'
>;

/**
 * The item's rules, typed for a drill of game `G` (a checker reads its item's rules through this).
 *
 * @param item - An item the drill dealt.
 * @throws TypeError when the item carries no rules (a bug, or hand-made data).
 */
export function rulesOfItem<G extends RulesGame>(item: DrillItem): RulesByGame[G] {
  if (item.rules === null || typeof item.rules !== 'object') {
    throw new TypeError(`Item "${item.key}" carries no rules.`);
  }
  return item.rules as RulesByGame[G];
}

/**
 * A field of cards in an item's data (a checker reads its item's cards through this).
 *
 * @param item - An item the drill dealt.
 * @param field - The field (`cards`, `player`, `dealer`…).
 * @throws TypeError when the field holds no cards (a bug, or hand-made data).
 */
export function cardsOfItem(item: DrillItem, field: string): Card[] {
  const data = item.data as Record<string, unknown> | null;
  const cards = data?.[field];
  if (!Array.isArray(cards) || !cards.every(isCard)) {
    throw new TypeError(`Item "${item.key}" carries no ${field}: expected data { ${field}: number[] }.`);
  }
  return cards;
}

/**
 * Reads a typed whole number: digits only (a leading minus, ASCII or typographic, or a plus — counts are
 * written «+3» — when `signed`), spaces around allowed.
 *
 * @param answer - What the learner typed.
 * @param signed - Whether a negative number is a possible answer.
 * @returns The number, or `undefined` when it is not a whole number of at most nine digits.
 */
export function parseWholeNumber(answer: string, signed = false): number | undefined {
  const t = answer.trim().replace(/^\u2212/u, '-');
  const re = signed ? /^[-+]?\d{1,9}$/u : /^\d{1,9}$/u;
  return re.test(t) ? Number(t) : undefined;
}
