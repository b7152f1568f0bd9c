/**
 * The whole-shoe mode's summary: the count, the bets and the plays graded together, the wrong ones
 * listed with their costs.
 *
 * @module
 */
import { shoeBetLineRu, shoeCountLineRu, shoePlayLineRu, shoeTotalsRu, SHOE_RU } from '@croupier/ru';
import { BLACKJACK_DECISION_RU } from '../play/names.ts';
import { totals, type ShoeRun } from '../shoe/shoe-model.ts';

const name = (p: string) => BLACKJACK_DECISION_RU[p as keyof typeof BLACKJACK_DECISION_RU] ?? p;

/**
 * The summary of a finished shoe.
 *
 * @param props - The finished run and what «Ещё башмак» does.
 */
export function ShoeSummary({ run, onAgain }: { readonly run: ShoeRun; readonly onAgain: () => void }) {
  const t = totals(run);
  const c = run.count!;
  const wrongBets = run.bets.filter((b) => b.given !== b.right);
  const wrongPlays = run.plays.filter((p) => !p.correct);
  return (
    <section className="shoe-summary" data-testid="shoe-summary" aria-labelledby="shoe-summary-title">
      <h2 id="shoe-summary-title">{SHOE_RU.summary}</h2>
      <p data-testid="shoe-count" data-correct={String(t.countRight)}>
        {shoeCountLineRu(c.given, c.right, c.cards)}
      </p>
      <p data-testid="shoe-totals">{shoeTotalsRu(t)}</p>
      {wrongBets.length > 0 ? (
        <ul className="context" data-testid="shoe-bets">
          {wrongBets.map((b) => (
            <li key={b.round}>{shoeBetLineRu(b)}</li>
          ))}
        </ul>
      ) : null}
      {wrongPlays.length > 0 ? (
        <ul className="context" data-testid="shoe-plays">
          {wrongPlays.map((p, i) => (
            <li key={i}>{shoePlayLineRu({ ...p, given: name(p.given), expected: name(p.expected) })}</li>
          ))}
        </ul>
      ) : null}
      <button type="button" className="btn btn--primary" onClick={onAgain} data-testid="shoe-again">
        {SHOE_RU.again}
      </button>
    </section>
  );
}
