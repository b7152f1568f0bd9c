/**
 * The frame of the full-table screens: back to the list, the heading and the intro.
 *
 * @module
 */
import type { ReactNode } from 'react';
import { TABLE_RU } from '@croupier/ru';

/**
 * The frame.
 *
 * @param props - The title, the intro, back, a test id, the body.
 */
export function TableFrame({
  title,
  intro,
  onBack,
  testId,
  children,
}: {
  readonly title: string;
  readonly intro: string;
  readonly onBack: () => void;
  readonly testId: string;
  readonly children: ReactNode;
}) {
  return (
    <div className="practice" data-testid={testId}>
      <div className="practice-top">
        <button type="button" className="btn btn--ghost" onClick={onBack}>
          {TABLE_RU.back}
        </button>
      </div>
      <section className="panel table" aria-labelledby={`${testId}-title`}>
        <h1 className="drill-kicker" id={`${testId}-title`}>
          {title}
        </h1>
        <p className="context">{intro}</p>
        {children}
      </section>
    </div>
  );
}
