/**
 * «Ставка по счёту» — a ramp (the trainee's own `tc:bet` steps, or by default the Kelly ramp for the
 * trainee's bankroll under the rules in play; bankroll, table limits and chip in the ramp settings,
 * `ramp.ts`) and a situation before a round — a Hi-Lo running count with the cards left in the shoe, or
 * the true count itself — and the trainee bets, typing the chips or building them. Graded against the
 * ramp's bet at that true count: the engine's `trueCountOf`, floored, in the model's bin (the end bins
 * take the counts beyond them). The ramp is the engine's `evaluateRamp` on the bet-ramp model
 * (`precomputeSpread`, computed in a worker, `needs: 'blackjack-spread'`).
 *
 * The cost of a wrong bet is the loss in expected growth of the bankroll per round, `μ·b − σ²·b²/(2B)`
 * at the ramp's bet less at the bet given (`growthLoss`), divided by the table minimum: the drills'
 * costs are per unit of stake, and here the unit is the minimum bet.
 *
 * @module
 */
import { spreadBinIndex, type SpreadModel } from '@croupier/engine/blackjack';
import { randomInt } from '@croupier/engine/rng';
import {
  BET_FIELD_RU,
  BET_SUBMIT_RU,
  BET_PROMPT_RU,
  betExplanationRu,
  betSituationRu,
  formatChips,
  rampLineRu,
  SITE_LINKS,
} from '@croupier/ru';
import { BET_RAMP_RU } from '@croupier/ru/trainer/drills/blackjack-counting';
import { parseWholeNumber, rulesOfItem, type Drill, type DrillItem, type Verdict } from '../../drill.ts';
import { drillMeta } from '../catalog.ts';
import { signed } from './counting.ts';
import { growthLoss, hiloTrueCount, rampReport, rampSettings, type RampSettings } from './ramp.ts';

/** The true counts asked about: where the ramp moves. */
export const BET_COUNTS: readonly number[] = [-2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8];

/** How the count is given: the true count, or a running count with the cards left. */
type Shown = 'true' | 'running';

function parseKey(key: string): { shown: Shown; trueCount: number } {
  const m = /^(true|running):(-?\d+)$/u.exec(key);
  if (!m) throw new RangeError(`Not a bet-ramp key: "${key}".`);
  return { shown: m[1] as Shown, trueCount: Number(m[2]) };
}

/** What the checker needs, all of it: the item is judged from its JSON alone. */
export interface BetData {
  /** The floored true count the bet is for. */
  readonly trueCount: number;
  /** The running count and the cards left, where those were shown. */
  readonly runningCount?: number;
  readonly cardsLeft?: number;
  readonly decks: number;
  /** The bin's EV and variance per unit bet. */
  readonly ev: number;
  readonly variance: number;
  /** The ramp's bet there. */
  readonly bet: number;
  /** The settings the ramp was priced with. */
  readonly settings: RampSettings;
}

/**
 * A running count and cards left whose Hi-Lo true count (floored) is `k`: cards left anywhere from the
 * cut card's depth to half a deck dealt, the count drawn from the counts that floor to `k` there.
 *
 * @param k - The true count.
 * @param decks - Decks in the shoe.
 * @param penetration - The share dealt before the cut card.
 * @param rng - Randomness.
 */
export function situationFor(
  k: number,
  decks: number,
  penetration: number,
  rng: Parameters<Drill['item']>[1],
): { runningCount: number; cardsLeft: number } {
  const N = decks * 52;
  const fewest = Math.max(13, Math.ceil(N * (1 - penetration)));
  for (;;) {
    const cardsLeft = fewest + randomInt(rng, Math.max(1, N - 26 - fewest + 1));
    const d = cardsLeft / 52;
    const lo = Math.ceil(k * d - 1e-9);
    const hi = Math.ceil((k + 1) * d - 1e-9) - 1;
    if (hi < lo) continue;
    const runningCount = lo + randomInt(rng, hi - lo + 1);
    if (hiloTrueCount(runningCount, decks, cardsLeft) === k) return { runningCount, cardsLeft };
  }
}

/** The model of the setting (the drill needs it). */
function modelOf(setting: { readonly spread?: SpreadModel }): SpreadModel {
  if (setting.spread === undefined) throw new RangeError('The bet drill needs the bet-ramp model.');
  return setting.spread;
}

/** The drill. */
export const betRampDrill: Drill<'blackjack'> = {
  ...drillMeta('blackjack', 'blackjack-bet-ramp'),
  keys: () => BET_COUNTS.flatMap((k) => [`true:${k}`, `running:${k}`]),
  keyLabel: (key) => {
    const { shown, trueCount } = parseKey(key);
    return BET_RAMP_RU.keyLabel(shown === 'true', signed(trueCount));
  },
  importance(key, setting) {
    if (setting.spread === undefined) return undefined;
    const model = setting.spread;
    const b = model.bins[spreadBinIndex(model, parseKey(key).trueCount)]!;
    return b.p;
  },
  item(key, rng, setting): DrillItem {
    const { rules } = setting;
    const model = modelOf(setting);
    const settings = rampSettings();
    const { shown, trueCount } = parseKey(key);
    const decks = rules.decks;
    const where = shown === 'running' ? situationFor(trueCount, decks, model.penetration, rng) : undefined;
    const k = where === undefined ? trueCount : hiloTrueCount(where.runningCount, decks, where.cardsLeft);
    const i = spreadBinIndex(model, k);
    const bin = model.bins[i]!;
    const report = rampReport(model, settings);
    const bet = report.rows[i]!.bet;
    const data: BetData = {
      trueCount: k,
      ...(where ?? {}),
      decks,
      ev: bin.ev,
      variance: bin.variance,
      bet,
      settings,
    };
    return {
      key,
      prompt: BET_PROMPT_RU,
      context: [
        rampLineRu({ ...settings, ramp: settings.ramp === 'kelly' ? 'kelly' : 'steps' }),
        where === undefined
          ? betSituationRu({ kind: 'true', trueCount: k })
          : betSituationRu({ kind: 'running', ...where, decks }),
      ],
      ...(where === undefined
        ? {}
        : { visual: { kind: 'discard-tray' as const, decks, cardsDealt: decks * 52 - where.cardsLeft } }),
      answer: {
        kind: 'chips',
        fieldLabel: BET_FIELD_RU,
        submitLabel: BET_SUBMIT_RU,
      },
      rules,
      solution: { answer: String(bet), evUnit: 'bet' },
      data,
    };
  },
  check(item, answer): Verdict {
    rulesOfItem<'blackjack'>(item);
    const d = item.data as BetData;
    const given = parseWholeNumber(answer);
    const correct = given === d.bet;
    const loss = given === undefined ? undefined : growthLoss(d, d.settings.bankroll, d.bet, given);
    return {
      correct,
      expected: formatChips(d.bet),
      explanation: betExplanationRu({
        trueCount: d.trueCount,
        ev: d.ev,
        sd: Math.sqrt(d.variance),
        right: d.bet,
        given,
        bankroll: d.settings.bankroll,
        kelly: d.settings.ramp === 'kelly',
        loss: loss ?? 0,
      }),
      ruleLink: SITE_LINKS.blackjack.countTrue,
      ...(loss === undefined ? {} : { cost: { value: correct ? 0 : loss / d.settings.min } }),
    };
  },
};
