import { useMemo } from 'react';
import { BACCARAT_BET_NAMES, formatCount } from '@croupier/ru';
import {
  COMMISSION_IDS,
  COMMISSION_RU,
  SEED_CHOICE,
  baccaratFigureId,
  unpackData,
  type Tableaus,
} from './baccaratCost';
import { betRows, paysRu, model, tableauView, type BaccaratState } from './model';
import { Figure } from '../Figure';
import LiveFig from '../../method/LiveFig';
import { CompareTable, CostShell, PresetButtons, Radios, radioOptions, useChoice, Section } from '../shell';

/** Props: the figures (packed by `packData`) and both tableaus, computed by the engine when the site was built. */
export interface BaccaratCostProps {
  readonly data: string;
  readonly tableaus: Tableaus;
}

const DECKS = ['колода', 'колоды', 'колод'] as const;

/**
 * «Что меняют правила» for baccarat: the text's tableau against the casino's (the cells where they
 * differ), the commission and the decks, with every bet's exact house edge against the text's rules.
 */
export default function BaccaratCost({ data: packed, tableaus }: BaccaratCostProps) {
  const data = useMemo(() => unpackData(packed), [packed]);
  const { choice: c, set, preset } = useChoice(model);
  const rows = betRows(data, c);
  const [banker, player] = [rows[0]!.current, rows[1]!.current];
  const controls = (
    <>
      <Radios
        legend="Правила третьей карты Банко"
        name="rc-bac-tableau"
        value={c.tableau}
        onChange={(tableau) => set({ tableau })}
        options={radioOptions(
          ['seed', 'casino'] as const,
          (t) => (t === 'seed' ? 'как в тексте' : 'как во всех казино'),
          'rc-bac-tableau',
        )}
      />
      <Radios
        legend="Комиссия на Банко"
        name="rc-bac-commission"
        value={c.commission}
        onChange={(commission) => set({ commission })}
        options={radioOptions(COMMISSION_IDS, (id) => COMMISSION_RU[id], 'rc-bac-commission')}
      />
      <label className="rc-field">
        <span className="rc-field__name">Колоды в башмаке (текст: шесть или восемь)</span>
        <select
          className="rc-select"
          value={c.decks}
          onChange={(e) => set({ decks: Number(e.target.value) })}
          data-testid="rc-bac-decks"
        >
          {[1, 2, 3, 4, 5, 6, 7, 8].map((d) => (
            <option key={d} value={d}>
              {formatCount(d, DECKS)}
            </option>
          ))}
        </select>
      </label>
      <PresetButtons testId="rc-bac" onPreset={preset} />
    </>
  );
  const result = (
    <>
      Преимущество казино: Банко{' '}
      <strong data-testid="rc-bac-banker">
        <LiveFig id={baccaratFigureId(c, 'banker')} value={banker.value} exact={banker.exact} />
      </strong>
      , Пунто{' '}
      <strong data-testid="rc-bac-player">
        <LiveFig id={baccaratFigureId(c, 'player')} value={player.value} exact={player.exact} />
      </strong>
      {player.value < 0 ? ' — на Пунто преимущество у игрока' : ''}.
    </>
  );
  const table = (
    <CompareTable
      testId="rc-bac-bets"
      first="Ставка, выплата"
      caption="Преимущество казино на сделанную ставку (ничья возвращает ставки на Банко и Пунто); «текст» — таблица и комиссия текста, восемь колод. Отрицательное — преимущество игрока. Под выбранным значением — точная дробь и изменение против текста."
      rows={rows.map((r) => ({
        key: r.bet,
        testId: `rc-bac-bet-${r.bet}`,
        changed: r.changed,
        name: `${BACCARAT_BET_NAMES[r.bet]}, ${paysRu(r.bet, c)}`,
        base: <Figure value={r.base.value} titleExact={r.base.exact} id={baccaratFigureId(SEED_CHOICE, r.bet)} />,
        current: (
          <Figure
            value={r.current.value}
            exact={r.current.exact}
            change={r.change}
            id={baccaratFigureId(c, r.bet)}
            base={baccaratFigureId(SEED_CHOICE, r.bet)}
          />
        ),
      }))}
    />
  );
  return (
    <CostShell testId="rc-bac" phase="done" controls={controls} result={result} details={table}>
      <TableauSection tableaus={tableaus} s={c} />
    </CostShell>
  );
}

function TableauSection({ tableaus, s }: { readonly tableaus: Tableaus; readonly s: BaccaratState }) {
  const view = tableauView(tableaus, s);
  return (
    <Section
      testId="rc-bac-tableau"
      title={<>Когда Банко берёт третью карту: {s.tableau === 'seed' ? 'текст' : 'казино'}</>}
    >
      <p>
        Строки — очки Банко на двух картах, столбцы — третья карта Пунто (или «стоял», если Пунто карту не брал). «Б» —
        Банко берёт карту, «—» — не берёт. Обведены {view.differences} клеток, в которых текст и казино расходятся: при
        5 и 6 очках текст переворачивает правило целиком.
      </p>
      <div className="rc-table-wrap">
        <table className="rc-chart rc-tableau">
          <caption>Третья карта Банко по правилам {s.tableau === 'seed' ? 'текста' : 'казино'}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="sr-only">Очки Банко; третья карта Пунто</span>
              </th>
              {Array.from({ length: 10 }, (_, v) => (
                <th key={v} scope="col">
                  {v}
                </th>
              ))}
              <th scope="col">стоял</th>
            </tr>
          </thead>
          <tbody>
            {view.rows.map((row) => (
              <tr key={row.total}>
                <th scope="row">{row.total}</th>
                {row.cells.map((cell) => (
                  <td
                    key={cell.key}
                    className={`${cell.draws ? 'rc-draw' : 'rc-stand'}${cell.changed ? ' rc-changed' : ''}`}
                    data-cell={cell.key}
                    data-changed={cell.changed ? 'true' : undefined}
                  >
                    <span aria-hidden="true">{cell.draws ? 'Б' : '—'}</span>
                    <span className="sr-only">
                      {cell.draws ? 'берёт' : 'не берёт'}
                      {cell.changed ? ', в другой таблице наоборот' : ''}
                    </span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
