/**
 * Error spotting: a round as the dealer played it, compared step by step with the engine's own round.
 * A drill deals a round and the engine settles it; some of the time (a seeded choice) one named mistake
 * is made in what the dealer does, and the steps shown follow from it. The checker never reads which
 * mistake was made: it deals the engine's steps again from the item's cards or dice and finds the first
 * shown step that differs — that is the step to stop at.
 *
 * @module
 */
import type { Rng } from '@croupier/engine/rng';
import { randomInt } from '@croupier/engine/rng';
import type { SiteLink } from '@croupier/ru';
import { SPOT_RU } from '@croupier/ru/trainer/spot';
import type { DrillItem, SpotOutcome, SpotStep, Verdict } from '../drill.ts';

/** The answer that lets the round pass. */
export const PASS = 'pass';

/**
 * The answer that stops the round at a step.
 *
 * @param step - The step on screen when «Ошибка!» was pressed (from 0).
 */
export function stopAnswer(step: number): string {
  return `stop:${step}`;
}

/**
 * Reads an answer: the step stopped at, or `null` for a pass (anything that is not a stop is a pass).
 *
 * @param answer - `'pass'` or `'stop:<n>'`.
 */
export function stoppedAt(answer: string): number | null {
  const m = /^stop:(\d{1,3})$/u.exec(answer);
  return m ? Number(m[1]) : null;
}

/**
 * The first step at which what was shown differs from the engine's round, or `null` when they agree.
 *
 * @param shown - The steps the trainee saw.
 * @param correct - The engine's steps for the same cards or dice.
 */
export function firstDifference(shown: readonly SpotStep[], correct: readonly SpotStep[]): number | null {
  const n = Math.max(shown.length, correct.length);
  for (let i = 0; i < n; i++) {
    if (JSON.stringify(shown[i] ?? null) !== JSON.stringify(correct[i] ?? null)) return i;
  }
  return null;
}

/**
 * How an answer came out. A stop before the wrong step is a false alarm (the steps shown were right); a
 * stop at or after it catches it; a pass misses it, or rightly passes a clean round.
 *
 * @param wrongStep - The first wrong step, or `null` for a clean round.
 * @param answer - The answer.
 */
export function spotOutcome(wrongStep: number | null, answer: string): SpotOutcome {
  const stop = stoppedAt(answer);
  if (wrongStep === null) return stop === null ? 'pass' : 'false-alarm';
  if (stop === null) return 'miss';
  return stop >= wrongStep ? 'catch' : 'false-alarm';
}

/**
 * Whether this item gets a mistake: a seeded choice, about three rounds in five.
 *
 * @param rng - The item's randomness.
 */
export function withMistake(rng: Rng): boolean {
  return randomInt(rng, 5) < 3;
}

/** The session's error-spotting score. */
export interface SpotScore {
  /** Mistakes stopped. */
  readonly catches: number;
  /** Mistakes let pass. */
  readonly misses: number;
  /** Stops where the dealer was right. */
  readonly falseAlarms: number;
  /** Clean rounds let pass. */
  readonly passes: number;
}

/** The score before the first round. */
export const EMPTY_SPOT_SCORE: SpotScore = { catches: 0, misses: 0, falseAlarms: 0, passes: 0 };

/**
 * Adds an outcome to the score.
 *
 * @param score - Before.
 * @param outcome - The round's outcome.
 */
export function addSpot(score: SpotScore, outcome: SpotOutcome): SpotScore {
  switch (outcome) {
    case 'catch':
      return { ...score, catches: score.catches + 1 };
    case 'miss':
      return { ...score, misses: score.misses + 1 };
    case 'false-alarm':
      return { ...score, falseAlarms: score.falseAlarms + 1 };
    default:
      return { ...score, passes: score.passes + 1 };
  }
}

/** What a drill's checker says about a round, given the engine's reading. */
export interface SpotJudgement {
  /** Whether the answer was right. */
  readonly correct: boolean;
  /** The outcome. */
  readonly outcome: SpotOutcome;
  /** The right answer in Russian: «Ошибка на шаге 3» or «Всё верно». */
  readonly expected: string;
  /** The first wrong step (from 0), or `null`. */
  readonly wrongStep: number | null;
}

/**
 * Judges an answer against the shown and the engine's steps.
 *
 * @param shown - What the trainee saw.
 * @param correct - The engine's steps.
 * @param answer - The answer.
 */
export function judgeSpot(shown: readonly SpotStep[], correct: readonly SpotStep[], answer: string): SpotJudgement {
  const wrongStep = firstDifference(shown, correct);
  const outcome = spotOutcome(wrongStep, answer);
  return {
    correct: outcome === 'catch' || outcome === 'pass',
    outcome,
    expected: SPOT_RU.expected(wrongStep),
    wrongStep,
  };
}

/** The Russian name of an outcome, as the feedback and the score say it. */
export const SPOT_OUTCOME_RU: Readonly<Record<SpotOutcome, string>> = SPOT_RU.outcome;

/** The rule a step of a round follows, for the verdict: a sentence and its paragraph on the rules site. */
export interface StepRule {
  /** The rule in Russian, with the numbers of this round. */
  readonly why: string;
  /** The rule's paragraph. */
  readonly link: SiteLink;
}

/**
 * The verdict on an error-spotting answer: the engine's steps against the shown ones, the wrong step
 * named with what the dealer did, what the rule says, and the rule.
 *
 * @param item - The item (its `answer.steps` are what the trainee saw).
 * @param correct - The engine's steps for the item's cards or dice.
 * @param answer - The answer.
 * @param ruleAt - The rule the engine's step `i` follows.
 */
export function spotVerdict(
  item: DrillItem,
  correct: readonly SpotStep[],
  answer: string,
  ruleAt: (step: number) => StepRule,
): Verdict {
  const shown = item.answer.kind === 'spot' ? item.answer.steps : [];
  const j = judgeSpot(shown, correct, answer);
  const stop = stoppedAt(answer);
  const said = SPOT_RU.said(stop);
  if (j.wrongStep === null) {
    const rule = ruleAt(correct.length - 1);
    return {
      correct: j.correct,
      expected: j.expected,
      explanation: SPOT_RU.clean(said, rule.why),
      ruleLink: rule.link,
      spot: j.outcome,
    };
  }
  const k = j.wrongStep;
  const rule = ruleAt(k);
  const quote = (step: SpotStep | undefined) => (step?.text ?? '').replace(/\.$/u, '');
  const did = quote(shown[k]);
  const right = quote(correct[k]);
  return {
    correct: j.correct,
    expected: j.expected,
    explanation: SPOT_RU.wrong(said, k + 1, did, right, rule.why),
    ruleLink: rule.link,
    spot: j.outcome,
  };
}
