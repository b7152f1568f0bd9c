import { useEffect, useMemo, useRef, useState } from 'react';
import { studOddsKey, type StudRules } from '@croupier/engine/stud';
import { STUD_CATEGORIES } from '@croupier/paytables/stud';
import { STUD_GRID_PAYTABLES, STUD_ODDS_GRID } from '@croupier/paytables/stud-grid';
import { formatNumber, formatPercent, studCategoryRu } from '@croupier/ru';
import type { StudReply, StudRequest } from './protocol';
import {
  EXCHANGE_IDS,
  EXCHANGE_RU,
  TEXT_CHOICE,
  antesAmountRu,
  balanceRows,
  decisionChanges,
  decisionTotals,
  effectiveRules,
  feesRu,
  knownFigures,
  paytableRu,
  parseAntes,
  parsePayout,
  rulesOf,
  shareFraction,
  studDecisionFigureId,
  studFigureId,
  type ExchangeId,
  type PaytableId,
  type StudChoice,
  type StudFigures,
} from './studCost';
import { Figure } from '../Figure';
import LiveFig from '../../method/LiveFig';
import { STUD_DECISION_FIELDS } from '../../method/ids';
import '../rulecost.css';
import { CompareHead } from '../parts';

/** Figures computed in this browser, by `studOddsKey`, with the rules they are for. */
type Computed = Map<string, Omit<StudFigures, 'source'> & { readonly rules?: StudRules }>;

/** Rules in words for the list of computed ones. */
const describe = (r: StudRules) =>
  `${r.maxExchange === 0 ? 'без обмена' : feesRu(r)}; выплаты ${paytableRu(r.paytable)}`;
const seconds = (ms: number) => `${formatNumber(ms / 1000, 0)}\u00a0с`;

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

interface Job {
  readonly id: number;
  readonly key: string;
  readonly done: number;
  readonly total: number;
  readonly elapsedMs: number;
}

/**
 * «Что меняют правила» for stud: the exchange fees, the balance limit and the paytable, with the exact
 * house edge, element of risk and decisions for every shipped variant at once, and any other exactly
 * in a worker on request.
 */
export default function StudCost() {
  const [choice, setChoice] = useState<StudChoice>(TEXT_CHOICE);
  const [payText, setPayText] = useState<string[]>(TEXT_CHOICE.customPaytable.map(String));
  const [feeText, setFeeText] = useState<[string, string]>(['1', '1,5']);
  const computed = useRef<Computed>(new Map());
  const [, setVersion] = useState(0);
  const [job, setJob] = useState<Job | null>(null);
  const [error, setError] = useState<string | null>(null);
  const worker = useRef<Worker | null>(null);
  const labels = useRef(new Map<string, { readonly label: string; readonly rules: StudRules }>());
  const seq = useRef(0);

  useEffect(() => () => worker.current?.terminate(), []);

  const payValues = payText.map(parsePayout);
  const feeValues = feeText.map(parseAntes);
  const invalid =
    (choice.paytable === 'custom' && payValues.some((x) => x === null)) ||
    (choice.exchange === 'custom' && feeValues.some((x) => x === null));
  const effective: StudChoice = invalid
    ? choice
    : {
        ...choice,
        customPaytable: choice.paytable === 'custom' ? (payValues as number[]) : choice.customPaytable,
        customFees: choice.exchange === 'custom' ? [feeValues[0]!, feeValues[1]!] : choice.customFees,
      };
  const rules = rulesOf(effective);
  const baseRules = useMemo(() => rulesOf(TEXT_CHOICE), []);
  const base = knownFigures(baseRules, computed.current)!;
  const current = invalid ? null : knownFigures(rules, computed.current);
  const rows = invalid || rules.upCards === 1 ? [] : balanceRows(rules);
  const key = invalid ? '' : JSON.stringify(rules);
  const running = job !== null && job.key === key;

  const start = () => {
    if (invalid) return;
    if (!worker.current) {
      worker.current = new Worker(new URL('./stud.worker.ts', import.meta.url), { type: 'module', name: 'stud-odds' });
      worker.current.onmessage = (e: MessageEvent<StudReply>) => {
        const m = e.data;
        if (m.id !== seq.current) return;
        if (m.type === 'progress')
          setJob((j) => (j ? { ...j, done: m.done, total: m.total, elapsedMs: m.elapsedMs } : j));
        else if (m.type === 'result') {
          computed.current.set(m.key, {
            figure: m.figure,
            ...(m.byCategory ? { byCategory: m.byCategory } : {}),
            ms: m.ms,
            label: labels.current.get(m.key)?.label ?? '',
            ...(labels.current.has(m.key) ? { rules: labels.current.get(m.key)!.rules } : {}),
          });
          setVersion((v) => v + 1);
        } else if (m.type === 'done' || m.type === 'cancelled') setJob(null);
        else if (m.type === 'error') {
          setError(m.message);
          setJob(null);
        }
      };
    }
    // The main rules first, then the smaller exchanges a short balance leaves (the balance table).
    const extra = rows
      .map((row) => effectiveRules(rules, row.useful))
      .filter((r) => r.maxExchange !== rules.maxExchange && knownFigures(r, computed.current) === null);
    for (const r of [rules, ...extra]) labels.current.set(studOddsKey(r), { label: describe(r), rules: r });
    const id = ++seq.current;
    setError(null);
    setJob({ id, key, done: 0, total: 1, elapsedMs: 0 });
    const req: StudRequest = { type: 'compute', id, rules: [rules, ...extra] };
    worker.current.postMessage(req);
  };
  const cancel = () => {
    worker.current?.postMessage({ type: 'cancel' } satisfies StudRequest);
    seq.current++;
    setJob(null);
  };

  const setExchange = (exchange: ExchangeId) => setChoice({ ...choice, exchange });
  const setPaytable = (paytable: PaytableId) => setChoice({ ...choice, paytable });
  const edgeChange = current ? current.figure.houseEdgeValue - base.figure.houseEdgeValue : 0;

  return (
    <div className="not-content" data-testid="rc-stud">
      <div className="rc-panel">
        <fieldset className="rc-field" data-testid="rc-stud-exchange">
          <legend>Обмен карт и его плата</legend>
          <div className="rc-radios">
            {EXCHANGE_IDS.map((id) => (
              <label key={id} className="rc-radio">
                <input
                  type="radio"
                  name="rc-stud-exchange"
                  value={id}
                  checked={choice.exchange === id}
                  onChange={() => setExchange(id)}
                  data-testid={`rc-stud-exchange-${id}`}
                />
                {EXCHANGE_RU[id]}
              </label>
            ))}
          </div>
          {choice.exchange === 'custom' ? (
            <div className="rc-row">
              {(['одна карта', 'две карты'] as const).map((name, i) => (
                <label key={name} className="rc-radio">
                  {name}:
                  <input
                    className="rc-input"
                    inputMode="decimal"
                    value={feeText[i]}
                    aria-invalid={feeValues[i] === null}
                    onChange={(e) => {
                      const next: [string, string] = [...feeText];
                      next[i] = e.target.value;
                      setFeeText(next);
                    }}
                    data-testid={`rc-stud-fee-${i + 1}`}
                  />
                  АНТЕ
                </label>
              ))}
            </div>
          ) : null}
        </fieldset>
        <fieldset className="rc-field" data-testid="rc-stud-paytable">
          <legend>Таблица выплат СТАВКИ (от флеш-рояля до туза-короля, к 1)</legend>
          <div className="rc-radios">
            {STUD_GRID_PAYTABLES.map((p) => (
              <label key={p.id} className="rc-radio">
                <input
                  type="radio"
                  name="rc-stud-paytable"
                  value={p.id}
                  checked={choice.paytable === p.id}
                  onChange={() => setPaytable(p.id as PaytableId)}
                  data-testid={`rc-stud-paytable-${p.id}`}
                />
                {p.title}
              </label>
            ))}
            <label className="rc-radio">
              <input
                type="radio"
                name="rc-stud-paytable"
                value="custom"
                checked={choice.paytable === 'custom'}
                onChange={() => setPaytable('custom')}
                data-testid="rc-stud-paytable-custom"
              />
              своя
            </label>
          </div>
          {choice.paytable === 'custom' ? (
            <div className="rc-controls" data-testid="rc-stud-custom-paytable">
              {STUD_CATEGORIES.map((c, i) => (
                <label key={c} className="rc-radio">
                  <input
                    className="rc-input"
                    inputMode="numeric"
                    value={payText[i]}
                    aria-invalid={payValues[i] === null}
                    onChange={(e) => {
                      const next = [...payText];
                      next[i] = e.target.value;
                      setPayText(next);
                    }}
                    data-testid={`rc-stud-pay-${c}`}
                  />
                  {studCategoryRu(c)} (к 1)
                </label>
              ))}
            </div>
          ) : null}
        </fieldset>
        <div className="rc-row">
          <button
            type="button"
            className="rc-button"
            onClick={() => {
              setChoice(TEXT_CHOICE);
              setPayText(TEXT_CHOICE.customPaytable.map(String));
              setFeeText(['1', '1,5']);
            }}
            data-testid="rc-stud-reset"
          >
            Вернуть правила текста
          </button>
        </div>
      </div>

      <div className="rc-panel">
        <p className="rc-result" aria-live="polite" data-testid="rc-stud-result">
          {invalid ? (
            <span className="rc-error">
              Выплата — целое число от 1 до 1000, плата за обмен — число АНТЕ вроде 1, 1,5 или 3/2.
            </span>
          ) : current ? (
            <>
              Преимущество казино на АНТЕ: по тексту{' '}
              <strong data-testid="rc-stud-edge-base">
                <LiveFig
                  id={studFigureId(baseRules, 'houseEdge')}
                  value={base.figure.houseEdgeValue}
                  exact={base.figure.houseEdge}
                />
              </strong>
              , при выбранных правилах{' '}
              <strong data-testid="rc-stud-edge">
                <LiveFig
                  id={studFigureId(rules, 'houseEdge')}
                  value={current.figure.houseEdgeValue}
                  exact={current.figure.houseEdge}
                />
              </strong>
              ; изменение{' '}
              <strong
                className={edgeChange > 1e-12 ? 'rc-up' : edgeChange < -1e-12 ? 'rc-down' : ''}
                data-testid="rc-stud-edge-change"
              >
                <LiveFig
                  id={studFigureId(rules, 'houseEdge')}
                  base={studFigureId(baseRules, 'houseEdge')}
                  value={edgeChange}
                  signed
                />
              </strong>
              .
            </>
          ) : running ? (
            <>Считаю точно: {formatPercent(job.done / Math.max(job.total, 1), 0)}…</>
          ) : (
            <>Эти правила заранее не посчитаны.</>
          )}
        </p>
        {current ? (
          <>
            <p data-testid="rc-stud-source" data-source={current.source}>
              {current.source === 'shipped' ? (
                <>Посчитано заранее: эти правила входят в сетку, которая поставляется с сайтом.</>
              ) : (
                <>
                  Посчитано в вашем браузере
                  {current.ms !== undefined ? <> за {seconds(current.ms)}</> : null}.
                </>
              )}
            </p>
            <div className="rc-table-wrap">
              <table className="rc-table" data-testid="rc-stud-figures">
                <caption>Точные значения при лучшей игре, на одно АНТЕ</caption>
                <CompareHead first="Величина" />
                <tbody>
                  {(
                    [
                      ['Преимущество казино', 'houseEdge', 'houseEdgeValue'],
                      ['Риск на поставленную фишку (АНТЕ, СТАВКА, плата)', 'elementOfRisk', 'elementOfRiskValue'],
                      ['Доля раздач, где игрок играет', 'raiseChance', 'raiseChanceValue'],
                    ] as const
                  ).map(([name, exact, value]) => {
                    const a = base.figure[value]!;
                    const b = current.figure[value]!;
                    return (
                      <tr key={name}>
                        <th scope="row">{name}</th>
                        <td className="rc-num">
                          <Figure value={a} exact={base.figure[exact]} id={studFigureId(baseRules, exact)} />
                        </td>
                        <td className="rc-num" data-testid={`rc-stud-${exact}`}>
                          <Figure
                            value={b}
                            exact={current.figure[exact]}
                            change={b - a}
                            id={studFigureId(rules, exact)}
                            base={studFigureId(baseRules, exact)}
                          />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </>
        ) : invalid ? null : (
          <div className="rc-row" data-testid="rc-stud-compute">
            <p>
              Правила: {rules.maxExchange === 0 ? 'без обмена' : feesRu(rules)}; выплаты {paytableRu(rules.paytable)}.
              Точный расчёт идёт в фоновом потоке браузера и перебирает все 134 459 классов рук: около 75 секунд на
              одном ядре компьютера, на телефоне — в два-три раза дольше (и дольше, если процессор занят). Страницей
              можно пользоваться, пока он идёт.
            </p>
            {running ? (
              <>
                <progress
                  className="rc-progress"
                  max={job.total}
                  value={job.done}
                  aria-label="Ход точного расчёта"
                  data-testid="rc-stud-progress"
                />
                <span className="rc-muted">
                  {formatPercent(job.done / Math.max(job.total, 1), 0)}, прошло {seconds(job.elapsedMs)}
                  {job.done > 0
                    ? `, осталось около ${seconds((job.elapsedMs * (job.total - job.done)) / job.done)}`
                    : ''}
                </span>
                <button type="button" className="rc-button" onClick={cancel} data-testid="rc-stud-cancel">
                  Отменить
                </button>
              </>
            ) : (
              <button
                type="button"
                className="rc-button rc-button--primary"
                onClick={start}
                data-testid="rc-stud-start"
              >
                Посчитать точно
              </button>
            )}
            {error ? <p className="rc-error">{error}</p> : null}
          </div>
        )}
      </div>

      {current?.byCategory && base.byCategory ? (
        <Decisions base={base} current={current} baseRules={baseRules} rules={rules} />
      ) : null}
      {current && rows.length > 0 ? <Balance rules={rules} rows={rows} computed={computed.current} /> : null}
      <Grid rules={invalid ? null : rules} computed={computed.current} />
    </div>
  );
}

const DECISION_NAMES = ['Сдаётся', 'Играет', 'Меняет 1', 'Меняет 2'] as const;
type DealtCategory = ReturnType<typeof decisionChanges>[number]['category'];

/** A share of hands: «38,9 %», «<0,1 %» for a few hands, «0 %» for none. */
function shareRu(x: number, of: number): string {
  if (x === 0) return formatPercent(0, 0);
  const share = x / of;
  return share < 0.0005 ? `<${formatPercent(0.001, 1)}` : formatPercent(share, 1);
}

function Decisions({
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
    <section className="rc-section" aria-labelledby="rc-stud-decisions-title" data-testid="rc-stud-decisions">
      <h3 id="rc-stud-decisions-title">Как меняется игра</h3>
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
    </section>
  );
}

const EXCHANGE_WORDS = (xs: readonly (1 | 2)[]) =>
  xs.length === 0 ? 'нельзя' : xs.length === 2 ? 'одну или две' : xs[0] === 1 ? 'одну' : 'две';

function Balance({
  rules,
  rows,
  computed,
}: {
  rules: StudRules;
  rows: ReturnType<typeof balanceRows>;
  computed: Computed;
}) {
  return (
    <section className="rc-section" aria-labelledby="rc-stud-balance-title" data-testid="rc-stud-balance">
      <h3 id="rc-stud-balance-title">Ограничение обмена счётом игрока</h3>
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
    </section>
  );
}

function Grid({ rules, computed }: { rules: StudRules | null; computed: Computed }) {
  const current = rules ? JSON.stringify(rules) : '';
  const extra = [...computed.entries()];
  return (
    <section className="rc-section" aria-labelledby="rc-stud-grid-title" data-testid="rc-stud-grid">
      <h3 id="rc-stud-grid-title">Что посчитано заранее</h3>
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
    </section>
  );
}
