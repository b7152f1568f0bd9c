import { formatNumber } from '@croupier/ru';
import { LIVE_ANCHOR, methodPath, type FigureGame } from './ids';
import './method.css';

/** Props of {@link Chips}. */
export interface ChipsProps {
  /**
   * What the amount is: `<game>/<preset>/<bet>/<field>/<stake>` — the game as the CLI names it, the rules'
   * preset, the bet (`banker`, `place6`, `blackjack`, `fullHouse` …), the amount (`win`, `back`, `handed`,
   * `commission`) and the stake in chips, e.g. `baccarat/seed/banker/win/25`.
   */
  readonly id: string;
  /** The amount in whole chips, as the island worked it out. */
  readonly value: number;
  /** The text as the island writes it («23 фишки»); default: the number. */
  readonly text?: string;
  /** A test id for the link. */
  readonly testId?: string | undefined;
}

/**
 * A chip amount a payout calculator works out — a settlement, not an odds figure — marked so the figures
 * check can read it (`data-chips` = what it is, `data-value` = the chips) and compare it with the
 * payout worked by hand from the rule's ratio. Links to the game's «Как это посчитано», at the section
 * on the live examples, which says how such an amount is worked. No engine code: islands use it.
 *
 * @param props - See {@link ChipsProps}.
 * @example
 * ```tsx
 * <Chips id="baccarat/seed/banker/win/25" value={23} text="23 фишки" />
 * ```
 */
export default function Chips({ id, value, text, testId }: ChipsProps) {
  const game = id.split('/')[0] as FigureGame;
  return (
    <a
      className="fig"
      href={`${methodPath(game)}#${LIVE_ANCHOR}`}
      title="Как это посчитано"
      data-chips={id}
      data-value={String(value)}
      data-testid={testId}
    >
      {text ?? formatNumber(value)}
    </a>
  );
}
