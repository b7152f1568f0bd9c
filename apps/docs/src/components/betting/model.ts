/**
 * The bet-ramp page as a pure model: the reader's fields as typed (state), `step(state, action)`, and
 * the selectors the view lays out — what the worker computes (`spreadInput`: preset and penetration),
 * the engine's options of a ramp (`rampOptions`), the priced ramp or the engine's typed error in Russian
 * (`priced`, `evaluateRamp` on the main thread, a millisecond), the figures' ids (what
 * `croupier spread blackjack` prints them from) and the chart of outcomes.
 *
 * @module
 */
import {
  evaluateRamp,
  parseRamp,
  type BlackjackError,
  type RampOptions,
  type RampReport,
  type SpreadModel,
} from '@croupier/engine/blackjack';
import { BETTING_PAGE_RU, blackjackErrorRu } from '@croupier/ru';
import { PLAY_RU, againstRu, handRu } from '../counting/words';
import type { SpreadInput } from './betting.tasks';

/** The ramp's kind: SCORE-optimal for the spread, Kelly for the bankroll, or the reader's steps. */
export type RampKind = 'score' | 'kelly' | 'steps';

/** The reader's fields, as typed. */
export interface BettingState {
  readonly preset: 'seed' | 'casino';
  /** Percent of the shoe dealt before the shuffle. */
  readonly penetration: string;
  readonly bankroll: string;
  readonly min: string;
  readonly max: string;
  /** Empty: the table's `max / min`. */
  readonly spread: string;
  readonly ramp: RampKind;
  /** The reader's steps, `tc:bet` by commas (the CLI's `--ramp`). */
  readonly steps: string;
  /** Percent. */
  readonly risk: string;
  readonly roundsPerHour: string;
  /** Empty: none. */
  readonly trip: string;
  /** Empty: none. */
  readonly goal: string;
}

/** A field of the state that is typed text. */
export type TextField = Exclude<keyof BettingState, 'preset' | 'ramp'>;

/** What the reader does. */
export type BettingAction =
  | { readonly type: 'preset'; readonly preset: BettingState['preset'] }
  | { readonly type: 'ramp'; readonly ramp: RampKind }
  | { readonly type: 'field'; readonly field: TextField; readonly text: string };

/** The page's first state: the CLI's defaults (75 %, 10 000 chips, 10–160, SCORE, 5 %, 100 an hour). */
export const INITIAL: BettingState = {
  preset: 'seed',
  penetration: '75',
  bankroll: '10000',
  min: '10',
  max: '160',
  spread: '',
  ramp: 'score',
  steps: '1:20,2:40,3:80,4:120,5:160',
  risk: '5',
  roundsPerHour: '100',
  trip: '',
  goal: '',
};

/** The next state. */
export function step(s: BettingState, a: BettingAction): BettingState {
  switch (a.type) {
    case 'preset':
      return { ...s, preset: a.preset };
    case 'ramp':
      return { ...s, ramp: a.ramp };
    case 'field':
      return { ...s, [a.field]: a.text };
  }
}

/** A typed number: a comma is a decimal point, spaces are ignored, anything else is NaN (the engine refuses it). */
export function readNumber(text: string): number {
  const t = text.replace(/[\s\u00a0\u202f]/gu, '').replace(',', '.');
  return /^[+-]?(\d+(\.\d*)?|\.\d+)$/u.test(t) ? Number(t) : Number.NaN;
}

/** A share from a percentage, rounded to 10⁻⁶ so the id and the CLI get the same number. */
const share = (text: string) => Math.round(readNumber(text) * 1e4) / 1e6;

/** What the worker computes the model for. */
export function spreadInput(s: BettingState): SpreadInput {
  return { preset: s.preset, penetration: share(s.penetration) };
}

/** A ramp option's value, or the reason it is refused (in Russian). */
export type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/** The engine's options of the ramp, or the engine's typed error for the steps, in Russian. */
export function rampOptions(s: BettingState): Checked<RampOptions> {
  let ramp: RampOptions['ramp'] = s.ramp === 'steps' ? 'score' : s.ramp;
  if (s.ramp === 'steps') {
    const parsed = parseRamp(s.steps);
    if (!parsed.ok) return { ok: false, message: blackjackErrorRu(parsed.error) };
    ramp = parsed.value;
  }
  const optional = (name: 'spread' | 'trip' | 'goal', text: string) =>
    text.trim() === '' ? {} : { [name]: readNumber(text) };
  return {
    ok: true,
    value: {
      bankroll: readNumber(s.bankroll),
      min: readNumber(s.min),
      max: readNumber(s.max),
      ramp,
      roundsPerHour: readNumber(s.roundsPerHour),
      risk: share(s.risk),
      ...optional('spread', s.spread),
      ...optional('trip', s.trip),
      ...optional('goal', s.goal),
    },
  };
}

/** The ramp priced from the model, with the options it was priced for; or the engine's error in Russian. */
export function priced(
  s: BettingState,
  model: SpreadModel,
): Checked<{ readonly report: RampReport; readonly options: RampOptions }> {
  const o = rampOptions(s);
  if (!o.ok) return o;
  const r = evaluateRamp(model, o.value);
  return r.ok
    ? { ok: true, value: { report: r.value, options: o.value } }
    : { ok: false, message: errorRu(r.error, s) };
}

/** The fields of the state the engine's option names stand for. */
const FIELD_OF: Readonly<Record<string, TextField>> = {
  bankroll: 'bankroll',
  min: 'min',
  max: 'max',
  roundsPerHour: 'roundsPerHour',
  risk: 'risk',
  trip: 'trip',
  goal: 'goal',
};

/**
 * The engine's error in Russian; an option it refuses is quoted as the reader typed it (the engine
 * saw the number read from it, `NaN` for text that is not one).
 */
function errorRu(error: BlackjackError, s: BettingState): string {
  if (error.code === 'blackjack/bad-bet-option') {
    const field = FIELD_OF[error.details.field];
    if (field !== undefined)
      return blackjackErrorRu({ ...error, details: { ...error.details, value: s[field].trim() || '—' } });
  }
  return blackjackErrorRu(error);
}

/** The steps as the CLI writes them (`1:20,2:40`), or `score` / `kelly`. */
const rampText = (r: RampOptions['ramp']) =>
  typeof r === 'string' ? r : r.map((x) => `${x.trueCount}:${x.bet}`).join(',');

/**
 * The options part of a figure's id: the CLI's option names and values (`penetration=0.75+bankroll=…`),
 * in the order `croupier spread blackjack` takes them.
 */
export function optionsPart(input: SpreadInput, o: RampOptions): string {
  const parts: [string, string | number | undefined][] = [
    ['penetration', input.penetration],
    ['bankroll', o.bankroll],
    ['min', o.min],
    ['max', o.max],
    ['spread', o.spread],
    ['ramp', rampText(o.ramp)],
    ['rounds-per-hour', o.roundsPerHour],
    ['risk', o.risk],
    ['trip', o.trip],
    ['goal', o.goal],
  ];
  return parts
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${v}`)
    .join('+');
}

/**
 * A figure's id: `spread/blackjack/<preset>/<options>/<field>`; the field is one of the CLI's `--json`
 * fields (`winPer100`, `risk`…), a ramp row's `rows.<tc>.<bet|p|ev>`, a deviation's
 * `deviations.<i>.<index|gainPer100>` (most valuable first, as the CLI lists them), or an outcome after some rounds
 * `outcome.<rounds>.<mean|low|high>` (from `evPerRound` and `sdPerRound`).
 */
export function figureId(input: SpreadInput, o: RampOptions, field: string): string {
  return `spread/blackjack/${input.preset}/${optionsPart(input, o)}/${field}`;
}

/** The z of the 95th percentile of the normal law. */
export const Z95 = 1.6448536269514722;

/** The result after `rounds` rounds in the normal approximation: mean and the 5 % and 95 % quantiles. */
export function outcomeAfter(report: Pick<RampReport, 'evPerRound' | 'sdPerRound'>, rounds: number) {
  const mean = rounds * report.evPerRound;
  const spread = Z95 * Math.sqrt(rounds) * report.sdPerRound;
  return { mean, low: mean - spread, high: mean + spread };
}

/** The chart's hours. */
export const CHART_HOURS = 100;

/** The chart's data: hours, then the mean, the 5 % and the 95 % quantiles of the result. */
export function outcomeChart(
  report: Pick<RampReport, 'evPerRound' | 'sdPerRound'>,
  roundsPerHour: number,
  hours = CHART_HOURS,
  points = 50,
): number[][] {
  const xs = Array.from({ length: points + 1 }, (_, i) => (i * hours) / points);
  const at = xs.map((h) => outcomeAfter(report, h * roundsPerHour));
  return [xs, at.map((o) => o.mean), at.map((o) => o.low), at.map((o) => o.high)];
}

/** The ramp's rows the table shows: the true counts at least one round in 2 000 starts at (as the CLI's table). */
export function shownRows(report: RampReport): RampReport['rows'] {
  return report.rows.filter((r) => r.p > 5e-4);
}

/** How far the page's value may be from the CLI's: floating point only (the same code runs in both). */
export const tolerance = (v: number) => 1e-9 * Math.max(1, Math.abs(v));

/** A deviation in words: «жёсткая 16 против 10: хватит», «страховка против туза». */
export function deviationName(d: RampReport['deviations'][number]['deviation']): string {
  if (d.kind === 'insurance' || d.decision === undefined) return `${BETTING_PAGE_RU.insurance} ${againstRu(1)}`;
  return `${handRu(d.decision)} ${againstRu(d.decision.up)}: ${PLAY_RU[d.deviation] ?? d.deviation}`;
}
