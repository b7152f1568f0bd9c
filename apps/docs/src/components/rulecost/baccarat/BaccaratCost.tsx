import { useMemo, useState } from 'react';
import { BACCARAT_BET_NAMES, formatCount } from '@croupier/ru';
import {
  CASINO_CHOICE,
  COMMISSION_IDS,
  COMMISSION_RU,
  PAGE_BETS,
  SEED_CHOICE,
  baccaratFigureId,
  choiceKey,
  tableauDifferences,
  unpackData,
  type BaccaratChoice,
  type Tableaus,
} from './baccaratCost';
import { Figure } from '../Figure';
import LiveFig from '../../method/LiveFig';
import '../rulecost.css';
import { CompareHead, PresetButtons } from '../parts';

/** Props: the figures (packed by `packData`) and both tableaus, computed by the engine when the site was built. */
export interface BaccaratCostProps {
  readonly data: string;
  readonly tableaus: Tableaus;
}

/** What each bet pays on the page. */
const PAYS: Readonly<Record<string, string>> = {
  banker: '',
  player: '1:1',
  tie: '8:1',
  playerPair: '11:1',
  bankerPair: '11:1',
  eitherPair: '5:1',
  perfectPair: '25:1',
  dragon7: '40:1',
  panda8: '25:1',
};
const BANKER_PAYS: Readonly<Record<string, string>> = {
  commission: '19:20',
  noCommission: '1:1, на шестёрке 1:2',
  ez: '1:1, на трёх картах с 7 — возврат',
};
const DECKS = ['колода', 'колоды', 'колод'] as const;

/**
 * «Что меняют правила» for baccarat: the text's tableau against the casino's (the cells where they
 * differ), the commission and the decks, with every bet's exact house edge against the text's rules.
 */
export default function BaccaratCost({ data: packed, tableaus }: BaccaratCostProps) {
  const data = useMemo(() => unpackData(packed), [packed]);
  const [c, setC] = useState<BaccaratChoice>(SEED_CHOICE);
  const base = data[choiceKey(SEED_CHOICE)]!;
  const cur = data[choiceKey(c)]!;
  const diffs = tableauDifferences(tableaus);
  const isDiff = (total: number, third: number | null) => diffs.some((d) => d.total === total && d.third === third);
  const rows = tableaus[c.tableau];
  return (
    <div className="not-content" data-testid="rc-bac">
      <div className="rc-panel">
        <fieldset className="rc-field">
          <legend>Правила третьей карты Банко</legend>
          <div className="rc-radios">
            {(['seed', 'casino'] as const).map((t) => (
              <label key={t} className="rc-radio">
                <input
                  type="radio"
                  name="rc-bac-tableau"
                  value={t}
                  checked={c.tableau === t}
                  onChange={() => setC({ ...c, tableau: t })}
                  data-testid={`rc-bac-tableau-${t}`}
                />
                {t === 'seed' ? 'как в тексте' : 'как во всех казино'}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="rc-field">
          <legend>Комиссия на Банко</legend>
          <div className="rc-radios">
            {COMMISSION_IDS.map((id) => (
              <label key={id} className="rc-radio">
                <input
                  type="radio"
                  name="rc-bac-commission"
                  value={id}
                  checked={c.commission === id}
                  onChange={() => setC({ ...c, commission: id })}
                  data-testid={`rc-bac-commission-${id}`}
                />
                {COMMISSION_RU[id]}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="rc-field">
          <span className="rc-field__name">Колоды в башмаке (текст: шесть или восемь)</span>
          <select
            className="rc-select"
            value={c.decks}
            onChange={(e) => setC({ ...c, decks: Number(e.target.value) })}
            data-testid="rc-bac-decks"
          >
            {[1, 2, 3, 4, 5, 6, 7, 8].map((d) => (
              <option key={d} value={d}>
                {formatCount(d, DECKS)}
              </option>
            ))}
          </select>
        </label>
        <PresetButtons testId="rc-bac" onSeed={() => setC(SEED_CHOICE)} onCasino={() => setC(CASINO_CHOICE)} />
      </div>

      <div className="rc-panel">
        <p className="rc-result" aria-live="polite" data-testid="rc-bac-result">
          Преимущество казино: Банко{' '}
          <strong data-testid="rc-bac-banker">
            <LiveFig id={baccaratFigureId(c, 'banker')} value={cur.banker!.value} exact={cur.banker!.exact} />
          </strong>
          , Пунто{' '}
          <strong data-testid="rc-bac-player">
            <LiveFig id={baccaratFigureId(c, 'player')} value={cur.player!.value} exact={cur.player!.exact} />
          </strong>
          {cur.player!.value < 0 ? ' — на Пунто преимущество у игрока' : ''}.
        </p>
        <div className="rc-table-wrap">
          <table className="rc-table" data-testid="rc-bac-bets">
            <caption>
              Преимущество казино на сделанную ставку (ничья возвращает ставки на Банко и Пунто); «текст» — таблица и
              комиссия текста, восемь колод. Отрицательное — преимущество игрока. Под выбранным значением — точная дробь
              и изменение против текста.
            </caption>
            <CompareHead first="Ставка, выплата" />
            <tbody>
              {PAGE_BETS.map((bet) => {
                const a = base[bet]!;
                const b = cur[bet]!;
                const d = b.value - a.value;
                return (
                  <tr
                    key={bet}
                    className={Math.abs(d) > 5e-15 ? 'rc-diff' : undefined}
                    data-testid={`rc-bac-bet-${bet}`}
                  >
                    <th scope="row">
                      {BACCARAT_BET_NAMES[bet]}, {bet === 'banker' ? BANKER_PAYS[c.commission] : PAYS[bet]}
                    </th>
                    <td className="rc-num">
                      <Figure value={a.value} titleExact={a.exact} id={baccaratFigureId(SEED_CHOICE, bet)} />
                    </td>
                    <td className="rc-num" data-testid="value">
                      <Figure
                        value={b.value}
                        exact={b.exact}
                        change={d}
                        id={baccaratFigureId(c, bet)}
                        base={baccaratFigureId(SEED_CHOICE, bet)}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </div>

      <section className="rc-section" aria-labelledby="rc-bac-tableau-title" data-testid="rc-bac-tableau">
        <h3 id="rc-bac-tableau-title">Когда Банко берёт третью карту: {c.tableau === 'seed' ? 'текст' : 'казино'}</h3>
        <p>
          Строки — очки Банко на двух картах, столбцы — третья карта Пунто (или «стоял», если Пунто карту не брал). «Б»
          — Банко берёт карту, «—» — не берёт. Обведены {diffs.length} клеток, в которых текст и казино расходятся: при
          5 и 6 очках текст переворачивает правило целиком.
        </p>
        <div className="rc-table-wrap">
          <table className="rc-chart rc-tableau">
            <caption>Третья карта Банко по правилам {c.tableau === 'seed' ? 'текста' : 'казино'}</caption>
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
              {rows.map((row) => (
                <tr key={row.total}>
                  <th scope="row">{row.total}</th>
                  {[...row.draws, row.drawsWhenStood].map((d, i) => {
                    const third = i === 10 ? null : i;
                    const changed = isDiff(row.total, third);
                    return (
                      <td
                        key={i}
                        className={`${d ? 'rc-draw' : 'rc-stand'}${changed ? ' rc-changed' : ''}`}
                        data-cell={`${row.total}:${third ?? 'stood'}`}
                        data-changed={changed ? 'true' : undefined}
                      >
                        <span aria-hidden="true">{d ? 'Б' : '—'}</span>
                        <span className="sr-only">
                          {d ? 'берёт' : 'не берёт'}
                          {changed ? ', в другой таблице наоборот' : ''}
                        </span>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
