import type { CrapsOddsLimit } from '@croupier/paytables/craps';
import { ODDS_LIMITS, ROW_RU, SEED_CHOICE, crapsFigureId, limitRu, rowFigure, type CrapsData } from './crapsCost';
import { crapsRows, limitRows, model, type CrapsState } from './model';
import { Figure } from '../Figure';
import LiveFig from '../../method/LiveFig';
import { CompareTable, CostShell, PresetButtons, Radios, radioOptions, useChoice, Section } from '../shell';

/** Props: the figures, computed by the engine when the site was built. */
export interface CrapsCostProps {
  readonly data: CrapsData;
}

/**
 * «Что меняют правила» for craps: the odds limit, the bar of «Не проходит» and the text's adjustable pass
 * bet, with the exact edges of the line bets against the text's rules.
 */
export default function CrapsCost({ data }: CrapsCostProps) {
  const { choice: c, set, preset } = useChoice(model);
  const withOdds = rowFigure(data, 'passWithOdds', c)!;
  const dontWithOdds = rowFigure(data, 'dontPassWithOdds', c)!;
  const controls = (
    <>
      <Radios
        legend="Предел свободных шансов (во сколько раз больше ставки на линии)"
        name="rc-craps-limit"
        value={c.oddsLimit}
        onChange={(oddsLimit: CrapsOddsLimit) => set({ oddsLimit })}
        options={radioOptions(ODDS_LIMITS, limitRu, 'rc-craps-limit')}
      />
      <Radios
        legend="При первом броске «Не проходит» возвращается на"
        name="rc-craps-bar"
        value={c.dontPassBar}
        onChange={(dontPassBar) => set({ dontPassBar })}
        options={radioOptions([2, 12] as const, (bar) => (bar === 2 ? '2 (текст)' : '12 (казино)'), 'rc-craps-bar')}
      />
      <Radios
        legend="Ставку «Проходит» после установки пункта"
        name="rc-craps-pass"
        value={c.passAfterPoint}
        onChange={(passAfterPoint) => set({ passAfterPoint })}
        options={radioOptions(
          ['adjustable', 'contract'] as const,
          (p) => (p === 'adjustable' ? 'можно увеличить, уменьшить или снять (текст)' : 'нельзя менять (контракт)'),
          'rc-craps-pass',
        )}
      />
      <PresetButtons testId="rc-craps" onPreset={preset} />
    </>
  );
  const result = (
    <>
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
    </>
  );
  const table = (
    <CompareTable
      testId="rc-craps-rows"
      first="Ставка"
      caption="Преимущество казино: на сделанную ставку, а со свободными шансами — на все поставленные фишки (ставка и шансы вместе). Отрицательное — преимущество игрока. Под выбранным значением — изменение против текста."
      rows={crapsRows(data, c).map((r) => ({
        key: r.row,
        testId: `rc-craps-row-${r.row}`,
        changed: r.changed,
        name: ROW_RU[r.row],
        base: r.base ? (
          <Figure value={r.base.value} exact={r.base.exact} id={crapsFigureId(r.row, SEED_CHOICE)} />
        ) : (
          '—'
        ),
        current: r.current ? (
          <Figure
            value={r.current.value}
            exact={r.current.exact}
            change={r.change}
            id={crapsFigureId(r.row, c)}
            base={crapsFigureId(r.row, SEED_CHOICE)}
          />
        ) : (
          'нельзя'
        ),
      }))}
    />
  );
  return (
    <CostShell testId="rc-craps" phase="done" controls={controls} result={result} details={table}>
      <LimitsSection data={data} s={c} />
    </CostShell>
  );
}

function LimitsSection({ data, s }: { readonly data: CrapsData; readonly s: CrapsState }) {
  return (
    <Section testId="rc-craps-limits" title="Чем больше шансы, тем меньше преимущество">
      <p>
        Свободные шансы платятся по истинным вероятностям, и казино на них ничего не зарабатывает. Поэтому чем больше
        шансов игрок ставит к той же ставке на линии, тем меньше преимущество казино на все его фишки; сам проигрыш на
        ставке «Проходит» не меняется. Полосы — длина преимущества казино.
      </p>
      <div className="rc-table-wrap">
        <table className="rc-table">
          <caption>
            Преимущество казино на все поставленные фишки, «Не проходит» возвращается на {s.dontPassBar}
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
            {limitRows(data, s).map((l) => (
              <tr
                key={l.limit}
                className={l.current ? 'rc-current' : undefined}
                data-testid={`rc-craps-limit-row-${l.limit}`}
              >
                <th scope="row">
                  {limitRu(l.limit)}
                  {l.current ? <span className="sr-only"> (выбрано)</span> : null}
                </th>
                {(['passWithOdds', 'dontPassWithOdds'] as const).map((row, i) => (
                  <td key={row} className="rc-num">
                    <LiveFig
                      id={crapsFigureId(row, { ...s, oddsLimit: l.limit })}
                      value={l[row].value}
                      exact={l[row].exact}
                    />
                    <span
                      aria-hidden="true"
                      className="rc-bar"
                      style={{ width: `${l.bars[i]}%`, marginLeft: 'auto' }}
                    />
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
