/**
 * The blackjack rule-cost island's figures and sections: a marked figure, the result's lines, the split
 * of the change into the rules, the chart of the chosen rules and the changed cells.
 *
 * @module
 */
import { formatNumber } from '@croupier/ru';
import { SHAPLEY_BUDGET } from './attribution';
import { FACTOR_NAMES_RU, factorValueRu } from './factors';
import { figId, type BjState, type BjView } from './model';
import { CHART_ROWS, UP_CARDS, cellKey, type BjSummary, type ChangedCell, type RowKind } from './summary';
import { ACTION_RU, cellRu, changeRu, edgeRu, evRu, fractionRu, rowRu, valueRu } from './words';
import { ExactDisclosure } from '../../method/Exact';
import LiveFig from '../../method/LiveFig';
import { changeClass } from '../model';
import { Section } from '../shell';

/** A figure, marked when it has an id, else as plain text. */
export function Marked({
  id,
  base,
  value,
  text,
  as = 'percent',
  signed = false,
  exact,
}: {
  readonly id: string | undefined;
  readonly base?: string | undefined;
  readonly value: number;
  readonly text: string;
  readonly as?: 'percent' | 'number' | 'fraction';
  readonly signed?: boolean;
  /** The exact fraction `num/den` (from an infinite shoe). */
  readonly exact?: string | undefined;
}) {
  // The build-time analyses ship their cells' EVs to 10⁻⁷ (a change is two of them).
  const tolerance = as === 'number' ? (base ? 2e-7 : 1e-7) : undefined;
  return id ? (
    <LiveFig id={id} base={base} value={value} exact={exact} as={as} digits={4} signed={signed} tolerance={tolerance} />
  ) : (
    <>{text}</>
  );
}

const seconds = (ms: number) => `${formatNumber(ms / 1000, ms < 10_000 ? 1 : 0)}\u00a0с`;

const PRESET_NAME: Readonly<Record<BjState['baseId'], string>> = { seed: 'правила текста', casino: 'правила казино' };

/** The announced line: computing, the failure, or both house edges and the change. */
export function Result({ v, baseId }: { readonly v: BjView; readonly baseId: BjState['baseId'] }) {
  const { baseSummary, targetSummary, total, ids } = v;
  if (v.failure) return <span className="rc-error">{v.failure}</span>;
  if (!baseSummary || !targetSummary || total === null) {
    return <>Считаю… Точный перебор идёт в фоновом потоке браузера: около секунды на правила на компьютере.</>;
  }
  return (
    <>
      Преимущество казино при игре по таблице: {PRESET_NAME[baseId]}{' '}
      <strong data-testid="rc-bj-edge-base">
        <Marked id={ids.base} value={baseSummary.edge} exact={baseSummary.exact} text={edgeRu(baseSummary.edge)} />
      </strong>
      , выбранные правила{' '}
      <strong data-testid="rc-bj-edge-target">
        <Marked
          id={ids.target}
          value={targetSummary.edge}
          exact={targetSummary.exact}
          text={edgeRu(targetSummary.edge)}
        />
      </strong>
      ; изменение{' '}
      <strong className={changeClass(total)} data-testid="rc-bj-edge-change">
        <Marked id={ids.target} base={ids.base} value={total} text={changeRu(total)} signed />
      </strong>
      .
    </>
  );
}

/** How exact the figures are, and the edges when playing on every card of the hand. */
export function Exactness({ v, baseId }: { readonly v: BjView; readonly baseId: BjState['baseId'] }) {
  const { baseSummary, targetSummary, total, exactTotal, ids, base, target } = v;
  if (!baseSummary || !targetSummary || total === null) return null;
  return (
    <>
      <p className="rc-muted" data-testid="rc-bj-exactness">
        {exactTotal ? (
          <>Бесконечный башмак: изменение известно точной дробью.</>
        ) : (
          <>
            Полный перебор колод в числах двойной точности: погрешность меньше 10⁻¹² ставки, все показанные знаки верны.
          </>
        )}{' '}
        При игре с учётом всех карт руки (а не только суммы):{' '}
        <Marked
          id={figId(base, baseId, 'mainOptimal', 'houseEdge')}
          value={baseSummary.edgeOptimal}
          exact={baseSummary.exactOptimal}
          text={edgeRu(baseSummary.edgeOptimal)}
        />{' '}
        →{' '}
        <Marked
          id={figId(target, baseId, 'mainOptimal', 'houseEdge')}
          value={targetSummary.edgeOptimal}
          exact={targetSummary.exactOptimal}
          text={edgeRu(targetSummary.edgeOptimal)}
        />
        .{targetSummary.ms > 0 ? <> Анализ выбранных правил занял {seconds(targetSummary.ms)}.</> : null}
      </p>
      {exactTotal ? (
        <ExactDisclosure summary="Изменение точной дробью" testId="rc-bj-exact-change-details">
          <span className="rc-exact" data-testid="rc-bj-exact-change">
            <Marked
              id={ids.target}
              base={ids.base}
              value={total}
              exact={`${exactTotal.num}/${exactTotal.den}`}
              as="fraction"
              text={fractionRu(exactTotal)}
            />
          </span>{' '}
          ставки
        </ExactDisclosure>
      ) : null}
    </>
  );
}

/** How the change splits into the rules that caused it. */
export function Split({ v }: { readonly v: BjView }) {
  const { plan, split, progress, base, target, ids, shares } = v;
  if (plan.factors.length === 0) {
    return <p data-testid="rc-bj-split-none">Правила совпадают с базовыми: менять нечего.</p>;
  }
  const method =
    plan.method === 'shapley'
      ? 'Вклад правила — среднее его влияния по всем порядкам, в которых можно переключать изменённые правила по одному (значение Шепли): вклады в сумме дают всё изменение, и ни один порядок не выделен.'
      : `Изменено много правил (для среднего по всем порядкам нужно больше ${formatNumber(SHAPLEY_BUDGET)} анализов), поэтому правила переключаются по одному в порядке на странице: вклад правила — изменение от его переключения, когда правила выше уже переключены. Вклады в сумме дают всё изменение, но зависят от порядка.`;
  const max = split ? Math.max(...split.shares.map((s) => Math.abs(s.edge)), 1e-18) : 1;
  return (
    <div className="rc-table-wrap">
      <table className="rc-table" data-testid="rc-bj-split" data-method={plan.method}>
        <caption>
          Из чего складывается изменение. {method}
          {split ? null : (
            <>
              {' '}
              <span data-testid="rc-bj-split-progress">
                Посчитано {formatNumber(progress.done)} из {formatNumber(progress.total)} анализов…
              </span>
            </>
          )}
        </caption>
        <thead>
          <tr>
            <th scope="col">Правило: было → стало</th>
            <th scope="col" className="rc-num">
              Вклад
            </th>
          </tr>
        </thead>
        <tbody>
          {plan.factors.map((f, i) => {
            const s = split?.shares[i];
            return (
              <tr key={f} data-testid={`rc-bj-share-${f}`}>
                <th scope="row">
                  {FACTOR_NAMES_RU[f]}: {factorValueRu(f, base)} → {factorValueRu(f, target)}
                </th>
                <td className="rc-num">
                  {s ? (
                    <>
                      <span data-testid="rc-bj-share-value">
                        <Marked
                          id={shares[i]?.id}
                          base={shares[i]?.base}
                          value={s.edge}
                          exact={shares[i]?.base ? undefined : s.exact && `${s.exact.num}/${s.exact.den}`}
                          text={changeRu(s.edge)}
                          signed
                        />
                      </span>
                      {Math.abs(s.edge) < 1e-15 ? <span className="rc-muted"> не влияет при этих правилах</span> : null}
                      <span
                        aria-hidden="true"
                        className={`rc-bar${s.edge < 0 ? ' rc-bar--down' : ''}`}
                        style={{ width: `${Math.round((100 * Math.abs(s.edge)) / max)}%` }}
                      />
                    </>
                  ) : (
                    '…'
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
        {split ? (
          <tfoot>
            <tr>
              <th scope="row">Всего</th>
              <td className="rc-num" data-testid="rc-bj-split-total">
                <Marked
                  id={ids.target}
                  base={ids.base}
                  value={split.total.edge}
                  text={changeRu(split.total.edge)}
                  signed
                />
              </td>
            </tr>
          </tfoot>
        ) : null}
      </table>
      {split?.total.exact ? (
        <details className="rc-muted">
          <summary>Вклады точными дробями</summary>
          <ul>
            {split.shares.map((s, i) => (
              <li key={s.factor}>
                {FACTOR_NAMES_RU[s.factor]}:{' '}
                <span className="rc-exact">
                  <Marked
                    id={shares[i]?.id}
                    base={shares[i]?.base}
                    value={s.edge}
                    exact={`${s.exact!.num}/${s.exact!.den}`}
                    as="fraction"
                    text={fractionRu(s.exact!)}
                  />
                </span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

const KIND_TITLE: Readonly<Record<RowKind, string>> = {
  hard: 'Жёсткие суммы',
  soft: 'Мягкие суммы (туз считается за 11)',
  pair: 'Пары',
};

const anchorOf = (kind: RowKind, row: number, up: number) => `rc-bj-change-${kind}-${row}-${up}`;

/** The chart of the chosen rules (the base's while they are computed), the changed cells marked. */
export function Chart({
  summary,
  busy,
  changed,
}: {
  summary: BjSummary | undefined;
  busy: boolean;
  changed: readonly ChangedCell[];
}) {
  if (!summary) return null;
  const byKey = new Map(changed.map((c) => [cellKey(c.kind, c.row, c.up), c]));
  return (
    <Section
      testId="rc-bj-chart"
      title={<>Таблица базовой стратегии {busy ? '(пересчитывается…)' : 'для выбранных правил'}</>}
      busy={busy}
    >
      <ul className="rc-legend" aria-label="Обозначения">
        {(Object.keys(ACTION_RU) as (keyof typeof ACTION_RU)[]).map((a) => (
          <li key={a}>
            <span className={`rc-code rc-cell--${a}`}>{ACTION_RU[a].code}</span>
            {ACTION_RU[a].title}
          </li>
        ))}
        <li>
          <span className="rc-code rc-changed">У</span>клетка изменилась (ссылка на её строку ниже)
        </li>
      </ul>
      <div className={`rc-charts${busy ? ' rc-chart--busy' : ''}`}>
        {CHART_ROWS.map(({ kind, rows }) => (
          <table key={kind} className="rc-chart" data-testid={`rc-bj-chart-${kind}`}>
            <caption>{KIND_TITLE[kind]}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className="sr-only">Рука игрока; карта крупье</span>
                </th>
                {UP_CARDS.map((u) => (
                  <th key={u} scope="col">
                    {valueRu(u)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row}>
                  <th scope="row">{rowRu(kind, row)}</th>
                  {UP_CARDS.map((up) => {
                    const k = cellKey(kind, row, up);
                    const cell = summary.cells[k];
                    if (!cell) return <td key={up} />;
                    const c = byKey.get(k);
                    const code = ACTION_RU[cell.a];
                    return (
                      <td
                        key={up}
                        className={`rc-cell--${cell.a}${c ? ' rc-changed' : ''}`}
                        title={c ? `${code.title}; было: ${ACTION_RU[c.before].title}` : undefined}
                        data-cell={k}
                        data-action={cell.a}
                        data-changed={c ? 'true' : undefined}
                      >
                        {c ? (
                          <a href={`#${anchorOf(kind, row, up)}`}>
                            <span aria-hidden="true">{code.code}</span>
                            <span className="sr-only">
                              {code.title}, изменилось, было: {ACTION_RU[c.before].title}
                            </span>
                          </a>
                        ) : (
                          code.code
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </Section>
  );
}

/** The changed cells with their EVs. */
export function Changes({
  changed,
  ready,
  id,
}: {
  changed: readonly ChangedCell[];
  ready: boolean;
  /** The figure id of a cell's EV under the base or the target rules, playing an action. */
  id: (c: ChangedCell, config: 'base' | 'target', action: string) => string | undefined;
}) {
  const ev = (value: number | null, fig: string | undefined, base?: string) =>
    value === null ? evRu(value) : <Marked id={fig} base={base} value={value} text={evRu(value)} as="number" signed />;
  if (!ready) return null;
  return (
    <Section testId="rc-bj-changes" title="Изменившиеся клетки">
      {changed.length === 0 ? (
        <p data-testid="rc-bj-changes-none">
          Ни одна клетка не изменилась: при этих правилах играют так же, меняется только преимущество.
        </p>
      ) : (
        <div className="rc-table-wrap">
          <table className="rc-table" data-testid="rc-bj-changes-table">
            <caption>
              {changed.length === 1 ? 'Изменилась одна клетка' : `Изменилось клеток: ${formatNumber(changed.length)}`}.
              EV — ожидаемый выигрыш руки этой клетки в долях ставки при ходе из таблицы и лучшей игре дальше; «разница»
              — насколько клетка стала выгоднее (+) или хуже (−); «по-старому» — сколько стоит при новых правилах
              прежний ход вместо нового.
            </caption>
            <thead>
              <tr>
                <th scope="col">Клетка</th>
                <th scope="col">Ход</th>
                <th scope="col" className="rc-num">
                  EV
                </th>
                <th scope="col" className="rc-num">
                  Разница
                </th>
                <th scope="col" className="rc-num">
                  По-старому
                </th>
              </tr>
            </thead>
            <tbody>
              {changed.map((c) => (
                <tr
                  key={cellKey(c.kind, c.row, c.up)}
                  id={anchorOf(c.kind, c.row, c.up)}
                  className="rc-target"
                  data-testid="rc-bj-change"
                  data-cell={cellKey(c.kind, c.row, c.up)}
                >
                  <th scope="row">{cellRu(c.kind, c.row, c.up)}</th>
                  <td>
                    <abbr title={ACTION_RU[c.before].title}>{ACTION_RU[c.before].code}</abbr> →{' '}
                    <abbr title={ACTION_RU[c.after].title}>{ACTION_RU[c.after].code}</abbr>
                  </td>
                  <td className="rc-num">
                    <span className="rc-nowrap">{ev(c.evBefore, id(c, 'base', c.before))} →</span>{' '}
                    <span className="rc-nowrap">{ev(c.evAfter, id(c, 'target', c.after))}</span>
                  </td>
                  <td className="rc-num" data-testid="rc-bj-change-ev">
                    {ev(c.evChange, id(c, 'target', c.after), id(c, 'base', c.before))}
                  </td>
                  <td className="rc-num">{ev(c.oldActionCost, id(c, 'target', c.before), id(c, 'target', c.after))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
