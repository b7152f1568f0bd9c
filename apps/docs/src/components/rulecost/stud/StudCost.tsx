import { useEffect, useReducer, useRef, type Dispatch } from 'react';
import { STUD_CATEGORIES } from '@croupier/paytables/stud';
import { STUD_GRID_PAYTABLES } from '@croupier/paytables/stud-grid';
import { formatNumber, formatPercent, studCategoryRu } from '@croupier/ru';
import type { StudReply, StudRequest } from './protocol';
import { computeBatch } from './studClient';
import { EXCHANGE_IDS, EXCHANGE_RU, feesRu, paytableRu, parseAntes, parsePayout, studFigureId } from './studCost';
import { INITIAL, requestOf, step, view, type StudAction, type StudState, type StudView } from './model';
import { Balance, Decisions, Grid } from './sections';
import { Figure } from '../Figure';
import LiveFig from '../../method/LiveFig';
import { changeClass } from '../model';
import { CompareTable, CostShell, Radios, radioOptions } from '../shell';

const seconds = (ms: number) => `${formatNumber(ms / 1000, 0)}\u00a0с`;

/**
 * The seam to the compute layer: computes each new batch, cancelling it when the model no longer asks
 * for it (cancelled by the reader, or finished), and passes every answer on.
 */
function useStudCompute(request: StudRequest | null, onReply: (reply: StudReply) => void) {
  const listener = useRef(onReply);
  listener.current = onReply;
  useEffect(() => {
    if (!request) return;
    const controller = new AbortController();
    void computeBatch(request, controller.signal, (reply) => listener.current(reply));
    return () => controller.abort();
  }, [request]);
}

/**
 * «Что меняют правила» for stud: the exchange fees, the balance limit and the paytable, with the exact
 * house edge, element of risk and decisions for every shipped variant at once, and any other exactly
 * in a worker on request.
 */
export default function StudCost() {
  const [state, dispatch] = useReducer(step, INITIAL);
  useStudCompute(requestOf(state), (reply) => dispatch({ type: 'reply', reply }));
  const v = view(state);
  return (
    <CostShell
      testId="rc-stud"
      phase={v.phase}
      controls={<Controls state={state} dispatch={dispatch} />}
      result={<Result v={v} />}
      details={<Figures v={v} state={state} dispatch={dispatch} />}
    >
      {v.current?.byCategory && v.base.byCategory ? (
        <Decisions base={v.base} current={v.current} baseRules={v.baseRules} rules={v.rules} />
      ) : null}
      {v.current && v.rows.length > 0 ? <Balance rules={v.rules} rows={v.rows} computed={state.computed} /> : null}
      <Grid rules={v.invalid ? null : v.rules} computed={state.computed} />
    </CostShell>
  );
}

function Controls({ state, dispatch }: { readonly state: StudState; readonly dispatch: Dispatch<StudAction> }) {
  const { choice } = state;
  return (
    <>
      <Radios
        legend="Обмен карт и его плата"
        name="rc-stud-exchange"
        testId="rc-stud-exchange"
        value={choice.exchange}
        onChange={(exchange) => dispatch({ type: 'exchange', exchange })}
        options={radioOptions(EXCHANGE_IDS, (id) => EXCHANGE_RU[id], 'rc-stud-exchange')}
      >
        {choice.exchange === 'custom' ? (
          <div className="rc-row">
            {(['одна карта', 'две карты'] as const).map((name, i) => (
              <label key={name} className="rc-radio">
                {name}:
                <input
                  className="rc-input"
                  inputMode="decimal"
                  value={state.feeText[i]}
                  aria-invalid={parseAntes(state.feeText[i]!) === null}
                  onChange={(e) => dispatch({ type: 'fee', index: i as 0 | 1, text: e.target.value })}
                  data-testid={`rc-stud-fee-${i + 1}`}
                />
                АНТЕ
              </label>
            ))}
          </div>
        ) : null}
      </Radios>
      <Radios
        legend="Таблица выплат СТАВКИ (от комбинации Флеш-рояль до комбинации Туз-Король, к 1)"
        name="rc-stud-paytable"
        testId="rc-stud-paytable"
        value={choice.paytable}
        onChange={(paytable) => dispatch({ type: 'paytable', paytable })}
        options={[
          ...STUD_GRID_PAYTABLES.map((p) => ({
            value: p.id as StudState['choice']['paytable'],
            label: p.title,
            testId: `rc-stud-paytable-${p.id}`,
          })),
          { value: 'custom', label: 'своя', testId: 'rc-stud-paytable-custom' },
        ]}
      >
        {choice.paytable === 'custom' ? (
          <div className="rc-controls" data-testid="rc-stud-custom-paytable">
            {STUD_CATEGORIES.map((c, i) => (
              <label key={c} className="rc-radio">
                <input
                  className="rc-input"
                  inputMode="numeric"
                  value={state.payText[i]}
                  aria-invalid={parsePayout(state.payText[i]!) === null}
                  onChange={(e) => dispatch({ type: 'pay', index: i, text: e.target.value })}
                  data-testid={`rc-stud-pay-${c}`}
                />
                {studCategoryRu(c)} (к 1)
              </label>
            ))}
          </div>
        ) : null}
      </Radios>
      <div className="rc-row">
        <button
          type="button"
          className="rc-button"
          onClick={() => dispatch({ type: 'reset' })}
          data-testid="rc-stud-reset"
        >
          Вернуть правила текста
        </button>
      </div>
    </>
  );
}

function Result({ v }: { readonly v: StudView }) {
  if (v.invalid) {
    return (
      <span className="rc-error">
        Выплата — целое число от 1 до 1000, плата за обмен — число АНТЕ вроде 1, 1,5 или 3/2.
      </span>
    );
  }
  if (!v.current) {
    return v.job ? (
      <>Считаю точно: {formatPercent(v.job.done / Math.max(v.job.total, 1), 0)}…</>
    ) : (
      <>Эти правила заранее не посчитаны.</>
    );
  }
  const edge = (rules: StudView['rules'], f: StudView['base']) => (
    <LiveFig id={studFigureId(rules, 'houseEdge')} value={f.figure.houseEdgeValue} exact={f.figure.houseEdge} />
  );
  return (
    <>
      Преимущество казино на АНТЕ: по тексту{' '}
      <strong data-testid="rc-stud-edge-base">{edge(v.baseRules, v.base)}</strong>, при выбранных правилах{' '}
      <strong data-testid="rc-stud-edge">{edge(v.rules, v.current)}</strong>; изменение{' '}
      <strong className={changeClass(v.edgeChange)} data-testid="rc-stud-edge-change">
        <LiveFig
          id={studFigureId(v.rules, 'houseEdge')}
          base={studFigureId(v.baseRules, 'houseEdge')}
          value={v.edgeChange}
          signed
        />
      </strong>
      .
    </>
  );
}

const FIGURE_ROWS = [
  ['Преимущество казино', 'houseEdge', 'houseEdgeValue'],
  ['Риск на поставленную фишку (АНТЕ, СТАВКА, плата)', 'elementOfRisk', 'elementOfRiskValue'],
  ['Доля раздач, где игрок играет', 'raiseChance', 'raiseChanceValue'],
] as const;

function Figures({
  v,
  state,
  dispatch,
}: {
  readonly v: StudView;
  readonly state: StudState;
  readonly dispatch: Dispatch<StudAction>;
}) {
  const { current, base, rules, baseRules, job } = v;
  if (v.invalid) return null;
  if (current) {
    return (
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
        <CompareTable
          testId="rc-stud-figures"
          caption="Точные значения при лучшей игре, на одно АНТЕ"
          first="Величина"
          valueTestId={(key) => `rc-stud-${key}`}
          rows={FIGURE_ROWS.map(([name, exact, value]) => ({
            key: exact,
            name,
            base: <Figure value={base.figure[value]!} exact={base.figure[exact]} id={studFigureId(baseRules, exact)} />,
            current: (
              <Figure
                value={current.figure[value]!}
                exact={current.figure[exact]}
                change={current.figure[value]! - base.figure[value]!}
                id={studFigureId(rules, exact)}
                base={studFigureId(baseRules, exact)}
              />
            ),
          }))}
        />
      </>
    );
  }
  return (
    <div className="rc-row" data-testid="rc-stud-compute">
      <p>
        Правила: {rules.maxExchange === 0 ? 'без обмена' : feesRu(rules)}; выплаты {paytableRu(rules.paytable)}. Точный
        расчёт идёт в фоновом потоке браузера и перебирает все 134 459 классов рук: около 75 секунд на одном ядре
        компьютера, на телефоне — в два-три раза дольше (и дольше, если процессор занят). Страницей можно пользоваться,
        пока он идёт.
      </p>
      {job ? (
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
            {job.done > 0 ? `, осталось около ${seconds((job.elapsedMs * (job.total - job.done)) / job.done)}` : ''}
          </span>
          <button
            type="button"
            className="rc-button"
            onClick={() => dispatch({ type: 'cancel' })}
            data-testid="rc-stud-cancel"
          >
            Отменить
          </button>
        </>
      ) : (
        <button
          type="button"
          className="rc-button rc-button--primary"
          onClick={() => dispatch({ type: 'start' })}
          data-testid="rc-stud-start"
        >
          Посчитать точно
        </button>
      )}
      {state.run.kind === 'error' ? <p className="rc-error">{state.run.message}</p> : null}
    </div>
  );
}
