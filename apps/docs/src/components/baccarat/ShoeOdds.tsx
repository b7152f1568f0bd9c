import { useMemo, useState } from 'react';
import { fullValueCounts, type TableauId } from '@croupier/engine/baccarat';
import { formatNumber } from '@croupier/ru';
import LiveFig from '../method/LiveFig';
import { removedPart } from '../method/ids';
import { adjust, shoeOdds, VALUE_LABELS, type ShoeOdds as ShoeOddsFigures } from './shoeOdds';
import { TableauNote, TableauSelect } from './TableauNote';
import './baccarat.css';

const DECKS = 8;

/**
 * The odds of the next coup from a shoe part-way through: take cards of any value out of an 8-deck
 * shoe and the engine recomputes the exact odds in the browser.
 */
export default function ShoeOdds() {
  const [counts, setCounts] = useState<number[]>(() => fullValueCounts(DECKS));
  const [tableau, setTableau] = useState<TableauId>('seed');
  const result = useMemo(() => shoeOdds(counts, tableau), [counts, tableau]);
  const full = fullValueCounts(DECKS);
  // The figures' ids: the text's tableau is the `seed` preset; the cards out of the shoe by value.
  const at = `baccarat/${tableau === 'seed' ? 'seed' : 'casino'}${removedPart(full, counts)}`;
  const fig = (bet: string, field: 'win' | 'houseEdge', key: keyof ShoeOddsFigures['exact']) =>
    result.ok ? (
      <LiveFig
        id={`${at}/${bet}/${field}`}
        value={result.odds[key]}
        exact={result.odds.exact[key]}
        digits={4}
        testId={`bac-shoe-${key}`}
      />
    ) : null;
  return (
    <div className="bac-panel not-content" data-testid="bac-shoe">
      <div className="bac-row">
        <button
          type="button"
          className="bac-button"
          onClick={() => setCounts(fullValueCounts(DECKS))}
          data-testid="bac-shoe-reset"
        >
          Полный башмак
        </button>
        <TableauSelect id="bac-shoe-tableau" value={tableau} onChange={setTableau} testId="bac-shoe-tableau" />
      </div>
      <TableauNote tableau={tableau} />
      <div className="bac-shoe">
        <table className="bac-table bac-table--shoe" tabIndex={0}>
          <thead>
            <tr>
              <th scope="col">Очки карты</th>
              <th scope="col">Осталось</th>
              <th scope="col">
                <span className="cr-sr-only">Изменить</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {counts.map((c, v) => (
              <tr key={v}>
                <th scope="row">{VALUE_LABELS[v]}</th>
                <td data-testid={`bac-shoe-count-${v}`}>
                  {formatNumber(c)} из {formatNumber(full[v]!)}
                </td>
                <td>
                  <div className="bac-shoe__buttons">
                    <button
                      type="button"
                      className="bac-button"
                      aria-label={`−1: убрать карту в ${v}`}
                      disabled={c === 0}
                      onClick={() => setCounts(adjust(counts, v, -1, DECKS))}
                      data-testid={`bac-shoe-minus-${v}`}
                    >
                      −1
                    </button>
                    <button
                      type="button"
                      className="bac-button"
                      aria-label={`−4: убрать четыре карты в ${v}`}
                      disabled={c === 0}
                      onClick={() => setCounts(adjust(counts, v, -4, DECKS))}
                      data-testid={`bac-shoe-minus4-${v}`}
                    >
                      −4
                    </button>
                    <button
                      type="button"
                      className="bac-button"
                      aria-label={`+1: вернуть карту в ${v}`}
                      disabled={c === full[v]}
                      onClick={() => setCounts(adjust(counts, v, 1, DECKS))}
                      data-testid={`bac-shoe-plus-${v}`}
                    >
                      +1
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div aria-live="polite">
          {result.ok ? (
            <dl className="bac-shoe__odds" data-testid="bac-shoe-odds">
              <div>
                <dt>Карт в башмаке</dt>
                <dd data-testid="bac-shoe-cards">{formatNumber(result.odds.cards)}</dd>
              </div>
              <div>
                <dt>Выиграет Банко</dt>
                <dd>{fig('banker', 'win', 'pBanker')}</dd>
              </div>
              <div>
                <dt>Выиграет Пунто</dt>
                <dd>{fig('player', 'win', 'pPlayer')}</dd>
              </div>
              <div>
                <dt>Ничья</dt>
                <dd>{fig('tie', 'win', 'pTie')}</dd>
              </div>
              <div>
                <dt>Преимущество казино на Банко</dt>
                <dd data-testid="bac-shoe-edge-banker">{fig('banker', 'houseEdge', 'edgeBanker')}</dd>
              </div>
              <div>
                <dt>…на Пунто</dt>
                <dd data-testid="bac-shoe-edge-player">{fig('player', 'houseEdge', 'edgePlayer')}</dd>
              </div>
              <div>
                <dt>…на ничью</dt>
                <dd data-testid="bac-shoe-edge-tie">{fig('tie', 'houseEdge', 'edgeTie')}</dd>
              </div>
            </dl>
          ) : (
            <p className="bac-error" role="alert" data-testid="bac-shoe-error">
              {result.error}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
