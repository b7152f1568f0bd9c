import { formatFraction, formatNumber, formatPercent } from '@croupier/ru';
import { LIVE_ANCHOR, methodPath, parseFigureId, type FigureGame } from './ids';
import './method.css';

/** A plus sign before a positive number that does not round to zero. */
const plus = (body: string, positive: boolean) => (positive && /[1-9]/u.test(body) ? `+${body}` : body);

/** Props of {@link LiveFig}. */
export interface LiveFigProps {
  /**
   * The figure's id (see `ids.ts`): the game, the preset and the rules the reader picked
   * (`liveFigureId`), the bet and the field — what `croupier odds` prints it from; or a variance
   * explorer's session figure, `variance/<game>/<bet>/<field>/<rounds>/<risk>` (its simulation's,
   * `variance/<game>/<bet>/<simAverage|simLow|simHigh|exactMean>/<rounds>/<seed>`), the stud advisor's,
   * `advise/stud/<hand>/<action>/<discard>/<field>`, a true count,
   * `count/blackjack/<system>/<running count>/<decks>/<cards dealt>/<trueCount|trueCountFloor>`, or a rule's
   * share of a change of the blackjack house edge, `share/blackjack/…` (`shareFigureId`), or a bet ramp's figure,
   * `spread/blackjack/<preset>/<options>/<field>` (`croupier spread blackjack`, `betting/model.ts`). Without an id the number
   * is written unmarked (rules the CLI cannot be given).
   */
  readonly id: string | undefined;
  /** When the figure is a change, the id of the figure it is measured from: the value is `id − base`. */
  readonly base?: string | undefined;
  /** The value as the island computed it. */
  readonly value: number;
  /** Its exact fraction `num/den`, when the island has one. */
  readonly exact?: string | null | undefined;
  /** How it is written: a percentage (default), a plain number, or the fraction itself. */
  readonly as?: 'percent' | 'number' | 'fraction';
  /** Decimals (default 4 for a percentage, 2 for a number). */
  readonly digits?: number;
  /** Writes a plus sign before a positive value (a change, an EV). */
  readonly signed?: boolean;
  /** Flips the sign for the reader. */
  readonly negate?: boolean;
  /**
   * How far the island's value may be from the engine's: its data are rounded (the build-time blackjack
   * analyses ship their EVs to 10⁻⁷). Default: none beyond floating point.
   */
  readonly tolerance?: number | undefined;
  /** The text as the island writes it, when its own format says it better (the check reads its decimals). */
  readonly text?: string;
  /** A test id for the link. */
  readonly testId?: string | undefined;
}

/**
 * A figure an island computes, marked like {@link Fig}'s (`data-figure`, `data-value`, `data-exact`) with
 * `data-live` (and `data-base` for a change), so the figures check recomputes it with the engine in each
 * state the check drives the island to. Links to its game's «Как это посчитано» page, at the section on
 * the live examples' figures; the exact fraction is in the link's title. No engine code: islands use it.
 *
 * @param props - See {@link LiveFigProps}.
 */
export default function LiveFig({
  id,
  base,
  value,
  exact = null,
  as = 'percent',
  digits,
  signed = false,
  negate = false,
  text,
  tolerance,
  testId,
}: LiveFigProps) {
  const sign = negate ? -1 : 1;
  const [num, den = '1'] = exact ? exact.split('/') : [];
  const fraction = num === undefined ? null : formatFraction(BigInt(sign) * BigInt(num), BigInt(den));
  const shown =
    text ??
    (as === 'fraction' && fraction
      ? fraction
      : as === 'number'
        ? plus(formatNumber(sign * value, digits ?? 2), signed && sign * value > 0)
        : formatPercent(sign * value, digits ?? 4, signed));
  if (id === undefined) return <span data-testid={testId}>{shown}</span>;
  // A variance explorer's figure (`variance/<game>/…`), the stud advisor's (`advise/stud/…`), a true count's,
  // a rule's share (`share/blackjack/…`) or a bet ramp's (`spread/blackjack/…`).
  const game = /^(variance|advise|count|share|spread)\//u.test(id)
    ? (id.split('/')[1] as FigureGame)
    : parseFigureId(id).game;
  return (
    <a
      className="fig"
      href={`${methodPath(game)}#${LIVE_ANCHOR}`}
      title={fraction ? `Точно: ${fraction}. Как это посчитано` : 'Как это посчитано'}
      data-figure={id}
      data-live=""
      data-base={base}
      data-value={String(value)}
      data-exact={exact ?? undefined}
      data-shown={as}
      data-negate={negate ? '' : undefined}
      data-tolerance={tolerance}
      data-testid={testId}
    >
      {shown}
    </a>
  );
}
