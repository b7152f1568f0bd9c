import { useState } from 'react';
import type { CrapsOddsLimit } from '@croupier/paytables/craps';
import {
  CASINO_CHOICE,
  ODDS_LIMITS,
  ROW_IDS,
  ROW_RU,
  SEED_CHOICE,
  crapsFigureId,
  limitRu,
  rowFigure,
  type CrapsChoice,
  type CrapsData,
} from './crapsCost';
import { Figure } from '../Figure';
import LiveFig from '../../method/LiveFig';
import '../rulecost.css';
import { CompareHead, PresetButtons } from '../parts';

/** Props: the figures, computed by the engine when the site was built. */
export interface CrapsCostProps {
  readonly data: CrapsData;
}

/**
 * «Что меняют правила» for craps: the odds limit, the bar of «Не проходит» and the text's adjustable pass
 * bet, with the exact edges of the line bets against the text's rules.
 */
export default function CrapsCost({ data }: CrapsCostProps) {
  const [c, setC] = useState<CrapsChoice>(SEED_CHOICE);
  const withOdds = rowFigure(data, 'passWithOdds', c)!;
  const dontWithOdds = rowFigure(data, 'dontPassWithOdds', c)!;
  const maxPass = Math.max(...ODDS_LIMITS.map((l) => data.byLimit[l]!['2']!.passWithOdds.value));
  return (
    <div className="not-content" data-testid="rc-craps">
      <div className="rc-panel">
        <fieldset className="rc-field">
          <legend>Предел свободных шансов (во сколько раз больше ставки на линии)</legend>
          <div className="rc-radios">
            {ODDS_LIMITS.map((l) => (
              <label key={l} className="rc-radio">
                <input
                  type="radio"
                  name="rc-craps-limit"
                  value={l}
                  checked={c.oddsLimit === l}
                  onChange={() => setC({ ...c, oddsLimit: l as CrapsOddsLimit })}
                  data-testid={`rc-craps-limit-${l}`}
                />
                {limitRu(l)}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="rc-field">
          <legend>При выходном броске «Не проходит» возвращается на</legend>
          <div className="rc-radios">
            {([2, 12] as const).map((bar) => (
              <label key={bar} className="rc-radio">
                <input
                  type="radio"
                  name="rc-craps-bar"
                  value={bar}
                  checked={c.dontPassBar === bar}
                  onChange={() => setC({ ...c, dontPassBar: bar })}
                  data-testid={`rc-craps-bar-${bar}`}
                />
                {bar === 2 ? '2 (текст)' : '12 (казино)'}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="rc-field">
          <legend>Ставку «Проходит» после установки пункта</legend>
          <div className="rc-radios">
            {(['adjustable', 'contract'] as const).map((p) => (
              <label key={p} className="rc-radio">
                <input
                  type="radio"
                  name="rc-craps-pass"
                  value={p}
                  checked={c.passAfterPoint === p}
                  onChange={() => setC({ ...c, passAfterPoint: p })}
                  data-testid={`rc-craps-pass-${p}`}
                />
                {p === 'adjustable' ? 'можно увеличить, уменьшить или снять (текст)' : 'нельзя менять (контракт)'}
              </label>
            ))}
          </div>
        </fieldset>
        <PresetButtons testId="rc-craps" onSeed={() => setC(SEED_CHOICE)} onCasino={() => setC(CASINO_CHOICE)} />
      </div>

      <div className="rc-panel">
        <p className="rc-result" aria-live="polite" data-testid="rc-craps-result">
          С шансами {limitRu(c.oddsLimit)}: «Проходит»{' '}
          <strong data-testid="rc-craps-pass-odds">
            <LiveFig id={crapsFigureId('passWithOdds', c)} value={withOdds.value} exact={withOdds.exact} />
          </strong>
          , «Не проходит»{' '}
          <strong data-testid="rc-craps-dont-odds">
            <LiveFig id={crapsFigureId('dontPassWithOdds', c)} value={dontWithOdds.value} exact={dontWithOdds.exact} />
          </strong>{' '}
          на каждую поставленную фишку.
          {c.passAfterPoint === 'adjustable' ? (
            <> Снимая «Проходит» при пункте, игрок выигрывает 1/9 ставки.</>
          ) : (
            <> Ставку-контракт не снять: 1/9 в пользу игрока пропадает.</>
          )}
        </p>
        <div className="rc-table-wrap">
          <table className="rc-table" data-testid="rc-craps-rows">
            <caption>
              Преимущество казино: на сделанную ставку, а со свободными шансами — на все поставленные фишки (ставка и
              шансы вместе). Отрицательное — преимущество игрока. Под выбранным значением — изменение против текста.
            </caption>
            <CompareHead first="Ставка" />
            <tbody>
              {ROW_IDS.map((row) => {
                const a = rowFigure(data, row, SEED_CHOICE);
                const b = rowFigure(data, row, c);
                const d = a && b ? b.value - a.value : undefined;
                return (
                  <tr
                    key={row}
                    data-testid={`rc-craps-row-${row}`}
                    className={d !== undefined && Math.abs(d) > 5e-15 ? 'rc-diff' : undefined}
                  >
                    <th scope="row">{ROW_RU[row]}</th>
                    <td className="rc-num">
                      {a ? <Figure value={a.value} exact={a.exact} id={crapsFigureId(row, SEED_CHOICE)} /> : '—'}
                    </td>
                    <td className="rc-num" data-testid="value">
                      {b ? (
                        <Figure
                          value={b.value}
                          exact={b.exact}
                          change={d}
                          id={crapsFigureId(row, c)}
                          base={crapsFigureId(row, SEED_CHOICE)}
                        />
                      ) : (
                        'нельзя'
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </div>

      <section className="rc-section" aria-labelledby="rc-craps-limits-title" data-testid="rc-craps-limits">
        <h3 id="rc-craps-limits-title">Чем больше шансы, тем меньше преимущество</h3>
        <p>
          Свободные шансы платятся по истинным вероятностям, и казино на них ничего не зарабатывает. Поэтому чем больше
          шансов игрок ставит к той же ставке на линии, тем меньше преимущество казино на все его фишки; сам проигрыш на
          ставке «Проходит» не меняется. Полосы — длина преимущества казино.
        </p>
        <div className="rc-table-wrap">
          <table className="rc-table">
            <caption>
              Преимущество казино на все поставленные фишки, «Не проходит» возвращается на {c.dontPassBar}
            </caption>
            <thead>
              <tr>
                <th scope="col">Шансы</th>
                <th scope="col" className="rc-num">
                  «Проходит»
                </th>
                <th scope="col" className="rc-num">
                  «Не проходит»
                </th>
              </tr>
            </thead>
            <tbody>
              {ODDS_LIMITS.map((l) => {
                const f = data.byLimit[l]![String(c.dontPassBar)]!;
                const here = l === c.oddsLimit;
                return (
                  <tr key={l} className={here ? 'rc-current' : undefined} data-testid={`rc-craps-limit-row-${l}`}>
                    <th scope="row">
                      {limitRu(l)}
                      {here ? <span className="sr-only"> (выбрано)</span> : null}
                    </th>
                    {(['passWithOdds', 'dontPassWithOdds'] as const).map((row) => (
                      <td key={row} className="rc-num">
                        <LiveFig
                          id={crapsFigureId(row, { ...c, oddsLimit: l as CrapsOddsLimit })}
                          value={f[row].value}
                          exact={f[row].exact}
                        />
                        <span
                          aria-hidden="true"
                          className="rc-bar"
                          style={{ width: `${Math.round((100 * f[row].value) / maxPass)}%`, marginLeft: 'auto' }}
                        />
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
