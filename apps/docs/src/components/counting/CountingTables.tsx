import type { SystemEfficiency } from '@croupier/engine/blackjack';
import type { BlackjackIndexEntry } from '@croupier/paytables/blackjack-indices';
import LiveFig from '../method/LiveFig';
import type { IndexRow, SystemRow } from './figures';
import { againstRu, handRu, PLAY_RU, signedRu } from './words';
import './counting.css';

/** Props of {@link SystemsTable}. */
export interface SystemsTableProps {
  readonly rows: readonly SystemRow[];
  readonly ranks: readonly string[];
}

/** The tags of every system by rank, rendered at build time from the engine's systems. */
export function SystemsTable({ rows, ranks }: SystemsTableProps) {
  return (
    <div className="cnt-table-wrap">
      <table className="cnt-table" data-testid="cnt-systems" tabIndex={0}>
        <caption>Метки систем по достоинству карты</caption>
        <thead>
          <tr>
            <th scope="col">Система</th>
            {ranks.map((r) => (
              <th key={r} scope="col">
                {r}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((s) => (
            <tr key={s.id} data-system={s.id}>
              <th scope="row">
                {s.name}
                <small data-start={s.startSixDecks}>
                  {s.balanced
                    ? 'сбалансирована'
                    : `${signedRu(s.perDeck)} за колоду; в башмаке из 6 колод счёт начинают с ${signedRu(s.startSixDecks)}`}
                  {s.aceSideCount ? '; тузы — отдельным счётом' : ''}
                </small>
              </th>
              {s.tags.map((t, i) => (
                <td key={i} data-tag={t}>
                  {signedRu(t)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Props of {@link EfficiencyTable}. */
export interface EfficiencyTableProps {
  readonly rows: readonly SystemRow[];
  /** Which game the figures are for. */
  readonly preset: 'seed' | 'casino';
  /** The figures by system id. */
  readonly figures: Readonly<Record<string, SystemEfficiency>>;
}

/**
 * A system's figure to three decimals, marked for the figures check (`blackjack/<preset>/eor<system>/<field>`,
 * the field of `croupier eor blackjack --preset <preset> --json`); a dash where the system has none.
 */
function Three({ id, value }: { readonly id: string; readonly value: number | undefined }) {
  return value === undefined ? '—' : <LiveFig id={id} value={value} as="number" digits={3} />;
}

/** Betting correlation, playing efficiency and insurance correlation per system, for one game. */
export function EfficiencyTable({ rows, preset, figures }: EfficiencyTableProps) {
  return (
    <div className="cnt-table-wrap">
      <table className="cnt-table" data-testid={`cnt-efficiency-${preset}`} tabIndex={0}>
        <caption>
          {preset === 'seed' ? 'По правилам текста' : 'Казино: крупье стоит на мягких 17, проверка блекджека'}, 6 колод
        </caption>
        <thead>
          <tr>
            <th scope="col">Система</th>
            <th scope="col">КС</th>
            <th scope="col">КС с тузами</th>
            <th scope="col">ЭИ</th>
            <th scope="col">КСтр</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((s) => {
            const e = figures[s.id]!;
            return (
              <tr key={s.id} data-system={s.id}>
                <th scope="row">{s.name}</th>
                {(
                  [
                    'bettingCorrelation',
                    'bettingCorrelationWithAces',
                    'playingEfficiency',
                    'insuranceCorrelation',
                  ] as const
                ).map((field) => (
                  <td key={field}>
                    <Three id={`blackjack/${preset}/eor${s.id}/${field}`} value={e[field]} />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Props of {@link IndexComparison}. */
export interface IndexComparisonProps {
  readonly rows: readonly IndexRow[];
  /** The insurance crossovers and whole indices of both games. */
  readonly insurance: {
    readonly seed: { readonly index: number; readonly wholeIndex: number };
    readonly casino: { readonly index: number; readonly wholeIndex: number };
  };
}

function Cell({ entries, basic }: { readonly entries: readonly BlackjackIndexEntry[]; readonly basic: string }) {
  if (entries.length === 0) {
    return (
      <td data-index="none">
        {PLAY_RU[basic] ?? basic} при любом счёте
        <small>отклонения от −12 до +12 нет</small>
      </td>
    );
  }
  return (
    <td data-index={entries.map((e) => `${e.direction === 'atOrAbove' ? '>=' : '<='}${e.wholeIndex}`).join(' ')}>
      {entries.map((e, i) => (
        <span key={i}>
          {i > 0 ? '; ' : ''}
          {PLAY_RU[e.deviation]} при {e.direction === 'atOrAbove' ? '≥' : '≤'}&nbsp;{signedRu(e.wholeIndex)}
          <small>
            иначе {PLAY_RU[e.basic]}; равны при {signedRu(e.index, 2)}
          </small>
        </span>
      ))}
    </td>
  );
}

/** The text's Hi-Lo indices beside the casino's six-deck S17 indices, from the shipped tables. */
export function IndexComparison({ rows, insurance }: IndexComparisonProps) {
  return (
    <div className="cnt-table-wrap">
      <table className="cnt-table" data-testid="cnt-indices" tabIndex={0}>
        <caption>Индексы Хай-Лоу: по тексту и в казино (6 колод, крупье стоит на мягких 17)</caption>
        <thead>
          <tr>
            <th scope="col">Рука против карты крупье</th>
            <th scope="col">По тексту</th>
            <th scope="col">Казино</th>
          </tr>
        </thead>
        <tbody>
          <tr data-row="insurance">
            <th scope="row">
              страховка <small>против туза</small>
            </th>
            {[insurance.seed, insurance.casino].map((x, i) => (
              <td key={i} data-index={`>=${x.wholeIndex}`}>
                брать при ≥&nbsp;{signedRu(x.wholeIndex)}
                <small>ожидание ноль при {signedRu(x.index, 2)}</small>
              </td>
            ))}
          </tr>
          {rows.map((r) => {
            const d = r.decision!;
            return (
              <tr key={`${d.kind}-${d.row}-${d.up}`} data-row={`${d.kind}-${d.row}-${d.up}`}>
                <th scope="row">
                  {handRu(d)} <small>{againstRu(d.up)}</small>
                </th>
                <Cell entries={r.seed} basic={r.basic.seed} />
                <Cell entries={r.casino} basic={r.basic.casino} />
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
