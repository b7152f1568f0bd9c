/**
 * «Истинный счёт» — a running count and a picture of the discard tray (a stack whose height is the decks
 * dealt, marked every half deck) → the true count, as the engine's `trueCountOf` computes it for the
 * trainee's system: the running count per deck still to be dealt (for KO, less what the cards dealt
 * count on average), rounded as the system's users round it (every built-in system: down, `floor`).
 *
 * Tolerance: a counter reads the tray to the nearest half deck, so an answer is also right when it is
 * the true count for any number of decks left within half a deck of the real one (the tray's finest
 * mark). The verdict says which answers that accepts and why.
 *
 * @module
 */
import { runningCount, trueCountOf } from '@croupier/engine/blackjack';
import { randomInt } from '@croupier/engine/rng';
import { formatNumber, SITE_LINKS, trueCountDigits } from '@croupier/ru';
import { TRUE_COUNT_RU as RU } from '@croupier/ru/trainer/drills/blackjack-counting';
import { parseWholeNumber, rulesOfItem, type Drill, type Verdict } from '../../drill.ts';
import { chosenSystem, ROUNDING_RU, shuffledShoe, signed, systemName, systemOfKey } from './counting.ts';
import { drillMeta } from '../catalog.ts';

/** How far from the real decks left an answer may read the tray: half a deck, the tray's finest mark. */
export const TRAY_TOLERANCE_DECKS = 0.5;

/**
 * The decks left a key asks about, whole decks first, then halves: fewer than the shoe's decks, at
 * least one deck where the shoe has two or more (no table deals its last deck).
 */
function decksLeftOf(decks: number): number[] {
  const whole: number[] = [];
  const halves: number[] = [];
  for (let d = decks - 0.5; d >= (decks >= 2 ? 1 : 0.5); d -= 0.5) (Number.isInteger(d) ? whole : halves).push(d);
  return [...whole, ...halves];
}

function parseKey(key: string): number {
  const m = /^[a-z0-9]+:(\d+(?:\.5)?)$/u.exec(key);
  if (!m) throw new RangeError(`Not a true-count key: "${key}".`);
  return Number(m[1]);
}

/** What the checker needs. */
interface Data {
  readonly decks: number;
  readonly cardsDealt: number;
  readonly runningCount: number;
}

/**
 * The true counts accepted for a running count when the tray may be read up to
 * {@link TRAY_TOLERANCE_DECKS} either way: every whole number between the true counts at the two ends
 * (the true count moves monotonically with the decks left).
 *
 * @param key - The item's key (its system).
 * @param data - The shoe's decks, the cards dealt, the running count.
 */
export function acceptedTrueCounts(key: string, data: Data): { exact: number; low: number; high: number } {
  const system = systemOfKey(key);
  const left = data.decks * 52 - data.cardsDealt;
  const at = (cards: number) => trueCountOf(system, data.runningCount, { decks: data.decks, cardsRemaining: cards });
  const near = Math.max(1, left - TRAY_TOLERANCE_DECKS * 52);
  const far = Math.min(data.decks * 52, left + TRAY_TOLERANCE_DECKS * 52);
  const a = at(near);
  const b = at(far);
  return { exact: at(left), low: Math.min(a, b), high: Math.max(a, b) };
}

/** The decks left as the verdict writes them: two decimals. */
const roundedDecks = (d: number) => Math.round(d * 100) / 100;

/**
 * The true count before rounding, with the decimals that make it round the way the drill grades it
 * (`trueCountDigits` of the counting glossary): −1,004 rather than «−1,00», which reads as a whole −1
 * and would seem to round down to −2 for no reason.
 *
 * @param raw - The unrounded true count.
 * @example
 * ```ts
 * beforeRounding(-260 / 259); // '−1,004' (floored: −2)
 * ```
 */
export function beforeRounding(raw: number): string {
  return signed(raw, trueCountDigits(raw));
}

const decksRu = (d: number) => formatNumber(d, Number.isInteger(d) ? 0 : 1);

/** The drill. */
export const trueCountDrill: Drill<'blackjack'> = {
  ...drillMeta('blackjack', 'blackjack-true-count'),
  keys: (rules) => decksLeftOf(rules.decks).map((d) => `${chosenSystem()}:${d}`),
  keyLabel: (key) => RU.keyLabel(systemName(systemOfKey(key)), decksRu(parseKey(key))),
  item(key, rng, { rules }) {
    const system = systemOfKey(key);
    const left = parseKey(key);
    const decks = rules.decks;
    // The tray is about the key's depth: a few cards either way, as a real round ends anywhere.
    const jitter = randomInt(rng, 13) - 6;
    const cardsDealt = Math.min(decks * 52 - 13, Math.max(13, Math.round((decks - left) * 52) + jitter));
    // A count worth converting: of a few shuffles, the first whose true count is at least 1 either way.
    let rc = 0;
    for (let i = 0; i < 6; i++) {
      const shoe = shuffledShoe(decks, rng);
      rc = runningCount(system, shoe.slice(0, cardsDealt), decks);
      if (Math.abs(trueCountOf(system, rc, { decks, cardsRemaining: decks * 52 - cardsDealt }, 'exact')) >= 1) break;
    }
    const data: Data = { decks, cardsDealt, runningCount: rc };
    const { exact } = acceptedTrueCounts(key, data);
    return {
      key,
      prompt: RU.prompt,
      visual: { kind: 'discard-tray', decks, cardsDealt },
      context: [RU.system(systemName(system), signed(rc)), RU.shoe(decks), RU.rounding(ROUNDING_RU[system.rounding])],
      answer: { kind: 'number', placeholder: RU.placeholder, signed: true },
      rules,
      solution: { answer: String(exact) },
      data,
    };
  },
  check(item, answer): Verdict {
    rulesOfItem<'blackjack'>(item);
    const system = systemOfKey(item.key);
    const data = item.data as Data;
    const { exact, low, high } = acceptedTrueCounts(item.key, data);
    const given = parseWholeNumber(answer, true);
    const correct = given !== undefined && given >= low && given <= high;
    const left = data.decks * 52 - data.cardsDealt;
    const decksLeft = left / 52;
    const raw = trueCountOf(system, data.runningCount, { decks: data.decks, cardsRemaining: left }, 'exact');
    // «=» where the figure shown is the count itself (to the cent), «≈» where it is rounded.
    const eq = Math.abs(raw * 100 - Math.round(raw * 100)) < 1e-9 ? '=' : '≈';
    const ko = !system.balanced
      ? RU.unbalanced(signed(system.tags.reduce((s, t, i) => s + 4 * (i === 8 ? 4 : 1) * t, 0)))
      : '';
    const span = low === high ? RU.spanOne : RU.span(signed(low), signed(high));
    return {
      correct,
      expected: signed(exact),
      explanation: `${RU.left(data.cardsDealt, left, roundedDecks(decksLeft))} ${
        system.balanced
          ? `${signed(data.runningCount)} / ${formatNumber(roundedDecks(decksLeft), 2)} ${eq} ${beforeRounding(raw)}`
          : RU.beforeRounding(eq, beforeRounding(raw))
      }${RU.rounded(ROUNDING_RU[system.rounding], beforeRounding(raw), signed(exact))}${ko} ${span}`,
      ruleLink: SITE_LINKS.blackjack.countTrue,
    };
  },
};
