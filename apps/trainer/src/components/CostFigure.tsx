/**
 * A cost as every screen shows it: the phrase («Потеряно 0,72 АНТЕ», «Сэкономлено …») and, where the cost
 * is exact, its fraction one disclosure away («точно 4513893/6244546»).
 *
 * @module
 */
import { costWordsRu, type CostLike, type CostUnit } from '@croupier/ru';

/** The props of {@link CostFigure}. */
export interface CostFigureProps {
  /** The cost (`value` > 0 lost, < 0 saved). */
  readonly cost: CostLike;
  /** What it is counted in. */
  readonly unit: CostUnit;
  /** The phrase to show instead of the plain one (the play mode's, with the chips at the stake played). */
  readonly text?: string;
  /** Starts the phrase with a capital (a sentence of its own). */
  readonly sentence?: boolean;
  /** The test id of the phrase. */
  readonly testId?: string;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The cost's phrase, with a `<details>` holding the exact fraction when there is one.
 *
 * @param props - See {@link CostFigureProps}.
 */
export function CostFigure({ cost, unit, text, sentence = false, testId }: CostFigureProps) {
  const words = costWordsRu(cost, unit);
  const phrase = sentence ? capital(text ?? words.text) : (text ?? words.text);
  const shown = (
    <span data-testid={testId} data-cost={cost.value} data-exact={cost.exact} data-direction={words.direction}>
      {phrase}
    </span>
  );
  if (words.exact === undefined) return shown;
  return (
    <details className="cost-exact">
      <summary>{shown}</summary>
      <span data-testid={testId === undefined ? undefined : `${testId}-exact`}>{words.exact}</span>
    </details>
  );
}
