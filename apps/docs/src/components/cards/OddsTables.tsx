import { rational } from '@croupier/engine';
import type { Category } from '@croupier/engine/stud';
import { naturalProbability } from '@croupier/engine/blackjack';
import { formatNumber, formatOneIn, formatPercentSignificant, studCategoryRu } from '@croupier/ru';
import LiveFig from '../method/LiveFig';
import { comboCounts } from './odds';

/** What each combination is, with an example in the texts' notation. */
const COMBOS: readonly { readonly id: Category; readonly what: string; readonly example: string }[] = [
  { id: 'royalFlush', what: 'Т-К-Д-В-10 одной масти', example: 'Т♥ К♥ Д♥ В♥ 10♥' },
  { id: 'straightFlush', what: 'пять карт подряд одной масти', example: '9♠ 8♠ 7♠ 6♠ 5♠' },
  { id: 'fourOfAKind', what: 'четыре карты одного достоинства', example: '8-8-8-8-К' },
  { id: 'fullHouse', what: 'тройка и пара', example: '3-3-3-2-2' },
  { id: 'flush', what: 'пять карт одной масти', example: 'Т♣ 10♣ 7♣ 4♣ 2♣' },
  { id: 'straight', what: 'пять карт подряд', example: '9-8-7-6-5' },
  { id: 'threeOfAKind', what: 'три карты одного достоинства', example: '9-9-9-Д-4' },
  { id: 'twoPair', what: 'две пары разных достоинств', example: 'Т-Т-5-5-10' },
  { id: 'pair', what: 'две карты одного достоинства', example: '8-8-К-4-2' },
  { id: 'aceKing', what: 'туз и король, больше ничего', example: 'Т-К-8-7-3' },
  { id: 'noGame', what: 'ничего из перечисленного', example: 'В-10-7-5-2' },
];

const HANDS = 2_598_960;

/**
 * The text's poker combinations, best first, with how many of the 2,598,960 five-card hands make each
 * one — counted by the stud engine at build time.
 */
export function PokerCombos() {
  const counts = comboCounts();
  return (
    <table className="odds-table" data-testid="poker-combos" tabIndex={0}>
      <thead>
        <tr>
          <th>Комбинация</th>
          <th>Пример</th>
          <th className="num">Раскладов</th>
          <th className="num">Вероятность</th>
        </tr>
      </thead>
      <tbody>
        {COMBOS.map(({ id, what, example }) => {
          const p = rational.frac(counts[id], HANDS);
          return (
            <tr key={id} data-combo={id}>
              <td>
                <strong>{studCategoryRu(id)}</strong>
                <span className="odds-table__note">{what}</span>
              </td>
              <td className="nowrap">{example}</td>
              <td className="num">{formatNumber(counts[id])}</td>
              <td className="num" title={formatOneIn(rational.toNumber(p))}>
                <LiveFig
                  id={`stud/seed/${id}/probability`}
                  value={rational.toNumber(p)}
                  exact={`${p.num}/${p.den}`}
                  text={formatPercentSignificant(rational.toNumber(p))}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={2}>Всего</td>
          <td className="num">{formatNumber(HANDS)}</td>
          <td className="num">100 %</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** Props of {@link BlackjackOdds}. */
export interface BlackjackOddsProps {
  /** Shoe sizes to show, default 1, 6 and 8 decks. */
  readonly decks?: readonly number[];
}

/**
 * The exact chance of a blackjack in the first two cards for a few shoe sizes, enumerated by the engine
 * at build time.
 *
 * @param props - See {@link BlackjackOddsProps}.
 */
export function BlackjackOdds({ decks = [1, 6, 8] }: BlackjackOddsProps) {
  return (
    <table className="odds-table" data-testid="blackjack-odds" tabIndex={0}>
      <thead>
        <tr>
          <th>Колод</th>
          <th className="num">Точно</th>
          <th className="num">Вероятность</th>
        </tr>
      </thead>
      <tbody>
        {decks.map((n) => {
          const p = naturalProbability(n);
          // The seed preset's shoe is 6 decks: other sizes are `@<decks>`.
          const id = `blackjack/seed${n === 6 ? '' : `@${n}`}/natural/probability`;
          return (
            <tr key={n}>
              <td>{n}</td>
              <td className="num">
                <LiveFig id={id} value={rational.toNumber(p)} exact={`${p.num}/${p.den}`} as="fraction" />
              </td>
              <td className="num" title={formatOneIn(rational.toNumber(p))}>
                <LiveFig
                  id={id}
                  value={rational.toNumber(p)}
                  exact={`${p.num}/${p.den}`}
                  text={formatPercentSignificant(rational.toNumber(p), 4)}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
