import { useId, type ReactNode } from 'react';
import { longDigitRuns } from './shown';
import './method.css';

/**
 * Whether a figure's text is too long for a reader to read at a glance (see `longDigitRuns`): an exact
 * fraction with a five-digit numerator or denominator. Such a text goes behind {@link ExactDisclosure} or
 * {@link ExactButton}.
 *
 * @param text - The text as the reader would see it.
 */
export function isLongNumber(text: string): boolean {
  return longDigitRuns(text).length > 0;
}

/**
 * A fraction written to wrap after its slash on a narrow screen («−23336649856/» then «1501922558745»),
 * not inside a number.
 *
 * @param props - `text`: the fraction as `@croupier/ru` writes it.
 */
export function FractionText({ text }: { readonly text: string }) {
  const [num, den] = text.split('/');
  return den === undefined ? (
    <>{text}</>
  ) : (
    <>
      {num}/<wbr />
      {den}
    </>
  );
}

/** Props of {@link ExactDisclosure}. */
export interface ExactDisclosureProps {
  /** The exact value: a fraction, plain or marked. */
  readonly children: ReactNode;
  /** The summary the reader opens (default «точная дробь»). */
  readonly summary?: string;
  /** A test id for the `<details>`. */
  readonly testId?: string | undefined;
}

/**
 * An exact value under a figure, folded: a `<details>` whose `<summary>` («точная дробь») a reader opens
 * by click or keyboard (screen readers announce it collapsed or expanded). For a block: a table cell, a
 * panel; inside a sentence use {@link ExactButton}.
 *
 * @param props - See {@link ExactDisclosureProps}.
 */
export function ExactDisclosure({ children, summary = 'точная дробь', testId }: ExactDisclosureProps) {
  return (
    <details className="fig-exact" data-testid={testId}>
      <summary>{summary}</summary>
      <span className="fig-exact__value">{children}</span>
    </details>
  );
}

/**
 * An exact value inside a sentence: a button («показать») that opens it in a popover (the HTML `popover`
 * attribute: no script, Esc or a click outside closes it, the button reports expanded or collapsed), for
 * where a `<details>` would break the paragraph.
 *
 * @param props - `children`: the value; `label` of the button (default «показать»); `title` over the value
 *   in the popover (default «Точная дробь»).
 */
export function ExactButton({
  children,
  label = 'показать',
  title = 'Точная дробь',
}: {
  readonly children: ReactNode;
  readonly label?: string;
  readonly title?: string;
}) {
  const id = `exact-${useId().replace(/[^\w-]/gu, '')}`;
  return (
    <>
      <button type="button" className="fig-exact-button" popoverTarget={id}>
        {label}
      </button>
      <span id={id} popover="auto" className="fig-exact-popover">
        <span className="fig-exact-popover__title">{title}</span>
        <span className="fig-exact__value">{children}</span>
      </span>
    </>
  );
}
