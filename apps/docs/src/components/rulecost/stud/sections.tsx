/**
 * The stud rule-cost island's sections below the result: how the decisions change, the balance limit,
 * and the grid of figures shipped with the site (with the ones computed in this browser).
 *
 * @module
 */
import type { StudRules } from '@croupier/engine/stud';
import { STUD_GRID_PAYTABLES, STUD_ODDS_GRID } from '@croupier/paytables/stud-grid';
import { formatNumber, formatPercent, studCategoryRu } from '@croupier/ru';
import {
  EXCHANGE_RU,
  TEXT_CHOICE,
  antesAmountRu,
  decisionChanges,
  decisionTotals,
  effectiveRules,
  feesRu,
  knownFigures,
  rulesOf,
  shareFraction,
  studDecisionFigureId,
  studFigureId,
  type BalanceRow,
  type ExchangeId,
  type PaytableId,
  type StudFigures,
} from './studCost';
import type { ComputedFigure } from './model';
import { Figure } from '../Figure';
import LiveFig from '../../method/LiveFig';
import { STUD_DECISION_FIELDS } from '../../method/ids';
import { Section } from '../shell';

/** Figures computed in this browser, by `studOddsKey`. */
type Computed = ReadonlyMap<string, ComputedFigure>;

/** The grid's paytables, briefly (their full tables are in the paytable choice above). */
const PAYTABLE_SHORT: Readonly<Record<string, string>> = {
  text: 'Текст',
  royal200: 'Рояль 200, фулл 6',
  generous: 'Щедрая',
};

/** The grid's variants as rows of the overview: id suffix and name. */
const GRID_ROWS: readonly { readonly suffix: string; readonly exchange: ExchangeId }[] = [
  { suffix: 'text/2', exchange: 'text' },
  { suffix: 'flat/2', exchange: 'flat' },
  { suffix: 'perCard/2', exchange: 'perCard' },
  { suffix: '1', exchange: 'one' },
  { suffix: '0', exchange: 'none' },
  { suffix: 'caribbean', exchange: 'caribbean' },
];

const DECISION_NAMES = ['Сдаётся', 'Играет', 'Меняет 1', 'Меняет 2'] as const;
type DealtCategory = ReturnType<typeof decisionChanges>[number]['category'];

/** A share of hands: «38,9 %», «<0,1 %» for a few hands, «0 %» for none. */
function shareRu(x: number, of: number): string {
  if (x === 0) return formatPercent(0, 0);
  const share = x / of;
  return share < 0.0005 ? `<${formatPercent(0.001, 1)}` : formatPercent(share, 1);
}

/** How the decisions change against the text's rules, by the dealt combination. */
export function Decisions({
  base,
  current,
  baseRules,
  rules,
}: {
  base: StudFigures;
  current: StudFigures;
  baseRules: StudRules;
  rules: StudRules;
}) {
  const rows = decisionChanges(base.byCategory!, current.byCategory!);
  // Each share is a marked figure (its exact fraction: hands with the decision over the combination's hands),
  // and so is its change against the text's rules, in percentage points.
  const cell = (after: number, before: number, of: number, category: DealtCategory | 'all', column: number) => {
    const d = (100 * (after - before)) / of;
    const decision = STUD_DECISION_FIELDS[column]!;
    const id = studDecisionFigureId(rules, category, decision);
    return (
      <>
        <span className="rc-nowrap">
          <LiveFig id={id} value={after / of} exact={shareFraction(after, of)} text={shareRu(after, of)} />
        </span>
        {after !== before ? (
          <span className="rc-block rc-nowrap rc-delta">
            <span className="sr-only">изменение{Math.abs(d) < 0.005 ? ' меньше' : ''}: </span>
            <LiveFig
              id={id}
              base={studDecisionFigureId(baseRules, category, decision)}
              value={after / of - before / of}
              text={
                Math.abs(d) < 0.005
                  ? `<${formatNumber(0.01, 2)}`
                  : `${d > 0 ? '+' : '−'}${formatNumber(Math.abs(d), Math.abs(d) < 0.1 ? 2 : 1)}`
              }
            />
          </span>
        ) : null}
        <span className="rc-block rc-muted rc-wide-only">{formatNumber(after)}</span>
      </>
    );
  };
  const changed = rows.filter((r) => r.after.some((x, i) => x !== r.before[i])).length;
  const totalsBefore = decisionTotals(base.byCategory!);
  const ALL = 2598960;
  return (
    <Section testId="rc-stud-decisions" title="Как меняется игра">
      <div className="rc-table-wrap">
        <table className="rc-table rc-table--dense">
          <caption>
            Какая доля раздач каждой комбинации при лучшей игре сдаётся, играет (ставит СТАВКУ) или меняет одну или две
            карты; под долей — изменение против правил текста в процентных пунктах (на широком экране — и число раздач
            из 2 598 960).{' '}
            {changed === 0
              ? 'Ни одно решение не изменилось.'
              : `Решения изменились в ${formatNumber(changed)} ${changed === 1 ? 'комбинации' : 'комбинациях'} из 11.`}
          </caption>
          <thead>
            <tr>
              <th scope="col">Комбинация, раздач</th>
              {DECISION_NAMES.map((n) => (
                <th key={n} scope="col" className="rc-num">
                  {n}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.category} data-testid={`rc-stud-decision-${r.category}`}>
                <th scope="row">
                  {studCategoryRu(r.category)}
                  <span className="rc-block rc-muted rc-nowrap">{formatNumber(r.hands)}</span>
                </th>
                {r.after.map((x, i) => (
                  <td key={i} className="rc-num" data-count={x}>
                    {cell(x, r.before[i]!, r.hands, r.category, i)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">
                Всего<span className="rc-block rc-muted rc-nowrap">{formatNumber(ALL)}</span>
              </th>
              {decisionTotals(current.byCategory!).map((x, i) => (
                <td key={i} className="rc-num" data-count={x}>
                  {cell(x, totalsBefore[i]!, ALL, 'all', i)}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </Section>
  );
}

const EXCHANGE_WORDS = (xs: readonly (1 | 2)[]) =>
  xs.length === 0 ? 'нельзя' : xs.length === 2 ? 'одну или две' : xs[0] === 1 ? 'одну' : 'две';

/** The balance limit: what may be exchanged at which balance, and the house edge there. */
export function Balance({
  rules,
  rows,
  computed,
}: {
  rules: StudRules;
  rows: readonly BalanceRow[];
  computed: Computed;
}) {
  return (
    <Section testId="rc-stud-balance" title="Ограничение обмена счётом игрока">
      <p>
        Текст ограничивает обмен, если после платы на счету не хватит на СТАВКУ. Без этого правила обмен разрешён, пока
        хватает на плату, — но после него игроку останется только сдаться, а это хуже, чем сдаться сразу. Поэтому при
        лучшей игре правило ничего не меняет: игрок с коротким счётом играет в игру с меньшим обменом, как в таблице.
        Счёт — сколько фишек осталось после ставки АНТЕ, в АНТЕ. При счёте меньше {antesAmountRu(rules.raiseMultiple)}{' '}
        АНТЕ ставку АНТЕ не примут: не хватит на СТАВКУ.
      </p>
      <div className="rc-table-wrap">
        <table className="rc-table">
          <caption>Что можно заменить при каком счёте (плата: {feesRu(rules)})</caption>
          <thead>
            <tr>
              <th scope="col">На счету, АНТЕ</th>
              <th scope="col">Можно заменить</th>
              <th scope="col" className="rc-num">
                Преимущество казино
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const f = knownFigures(effectiveRules(rules, row.useful), computed);
              return (
                <tr key={row.from} data-testid="rc-stud-balance-row">
                  <th scope="row">
                    {row.to === null
                      ? `от ${antesAmountRu(row.from)}`
                      : `от ${antesAmountRu(row.from)} до ${antesAmountRu(row.to)}`}
                  </th>
                  <td>
                    с ограничением — {EXCHANGE_WORDS(row.withLimit)}; без него — {EXCHANGE_WORDS(row.withoutLimit)}
                    {row.withoutLimit.length > row.withLimit.length ? ', но потом только сдаться' : ''}
                  </td>
                  <td className="rc-num">
                    {f ? (
                      <Figure
                        value={f.figure.houseEdgeValue}
                        titleExact={f.figure.houseEdge}
                        id={studFigureId(effectiveRules(rules, row.useful), 'houseEdge')}
                      />
                    ) : (
                      'не посчитано'
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

/** The figures shipped with the site, and those computed in this browser. */
export function Grid({ rules, computed }: { rules: StudRules | null; computed: Computed }) {
  const current = rules ? JSON.stringify(rules) : '';
  const extra = [...computed.entries()];
  return (
    <Section testId="rc-stud-grid" title="Что посчитано заранее">
      <p>
        С сайтом поставляются точные значения {formatNumber(STUD_ODDS_GRID.length)} вариантов: три таблицы выплат ×
        шесть способов обмена. Они показываются сразу. Любая другая таблица выплат или плата считается по запросу в
        вашем браузере.
      </p>
      <div className="rc-table-wrap">
        <table className="rc-table rc-table--dense">
          <caption>Преимущество казино на АНТЕ при лучшей игре (выделены выбранные правила)</caption>
          <thead>
            <tr>
              <th scope="col">Обмен</th>
              {STUD_GRID_PAYTABLES.map((p) => (
                <th key={p.id} scope="col" className="rc-num">
                  {PAYTABLE_SHORT[p.id]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {GRID_ROWS.map((row) => (
              <tr key={row.suffix}>
                <th scope="row">{EXCHANGE_RU[row.exchange]}</th>
                {STUD_GRID_PAYTABLES.map((p) => {
                  const entry = STUD_ODDS_GRID.find((e) => e.id === `${p.id}/${row.suffix}`)!;
                  const cellRules = rulesOf({ ...TEXT_CHOICE, exchange: row.exchange, paytable: p.id as PaytableId });
                  const here = current === JSON.stringify(cellRules);
                  return (
                    <td
                      key={p.id}
                      className={`rc-num${here ? ' rc-current' : ''}`}
                      data-testid={`rc-stud-grid-${p.id}-${row.suffix}`}
                    >
                      <LiveFig
                        id={studFigureId(cellRules, 'houseEdge')}
                        value={entry.houseEdgeValue}
                        exact={entry.houseEdge}
                      />
                      {here ? <span className="sr-only"> (выбрано)</span> : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {extra.length > 0 ? (
        <>
          <p>Посчитано в этом браузере (пропадёт, если закрыть страницу):</p>
          <ul data-testid="rc-stud-computed">
            {extra.map(([k, v]) => (
              <li key={k}>
                {v.label}:{' '}
                <LiveFig
                  id={v.rules ? studFigureId(v.rules, 'houseEdge') : undefined}
                  value={v.figure.houseEdgeValue}
                  exact={v.figure.houseEdge}
                />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Section>
  );
}
