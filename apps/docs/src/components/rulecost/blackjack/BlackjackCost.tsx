import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { blackjackPresets, type BlackjackRules } from '@croupier/paytables/blackjack';
import { rational } from '@croupier/engine';
import { formatNumber } from '@croupier/ru';
import { SHAPLEY_BUDGET, attribute, planAttribution, planProgress, type EdgeValue } from './attribution';
import {
  type BjConfig,
  type FactorId,
  FACTOR_FIELDS,
  FACTOR_NAMES_RU,
  configKey,
  factorValueRu,
  mixConfig,
  sameFactor,
} from './factors';
import { AnalysisPool, poolSize } from './pool';
import { unpackSummary } from './protocol';
import { CHART_ROWS, UP_CARDS, cellKey, changedCells, type BjSummary, type ChangedCell, type RowKind } from './summary';
import { ACTION_RU, cellRu, changeRu, edgeRu, evRu, fractionRu, rowRu, valueRu } from './words';
import LiveFig from '../../method/LiveFig';
import { liveFigureId, ruleSets, shareFigureId } from '../../method/ids';
import '../rulecost.css';
import { PresetButtons } from '../parts';

/** Props: the text's and the casino's analyses, computed when the site was built (packed). */
export interface BlackjackCostProps {
  readonly seed: string;
  readonly casino: string;
}

type PresetId = 'seed' | 'casino';
const PRESET_CONFIG: Readonly<Record<PresetId, BjConfig>> = {
  seed: { rules: blackjackPresets.seed.rules, infinite: false },
  casino: { rules: blackjackPresets.casino.rules, infinite: false },
};
const PRESET_NAME: Readonly<Record<PresetId, string>> = { seed: 'правила текста', casino: 'правила казино' };

const edgeOf = (s: BjSummary): EdgeValue => ({
  edge: s.edge,
  ...(s.exact ? { exact: rational.parseFraction(s.exact) } : {}),
});

/**
 * The figure id of a configuration's figure, its rules written against a preset's (`croupier odds
 * blackjack --preset … --set …`; a cell's EV by `analyse`); from an infinite shoe the preset is
 * `<preset>@infinite` (`--decks infinite`, the decks picked do not count).
 */
const figId = (c: BjConfig, preset: PresetId, bet: string, field: string): string | undefined => {
  const presetRules = PRESET_CONFIG[preset].rules;
  return c.infinite
    ? liveFigureId('blackjack', `${preset}@infinite`, presetRules, { ...c.rules, decks: presetRules.decks }, bet, field)
    : liveFigureId('blackjack', preset, presetRules, c.rules, bet, field);
};

/**
 * The figure ids of each changed rule's share of the change (from either shoe): with one rule
 * changed, the whole change (`target − base`); by the path, the change from switching the rule with the
 * rules above it already switched (a difference of two house edges); by Shapley, a `share/…` id the
 * figures check recomputes from the house edges of every set of the changed rules.
 */
function shareIds(
  plan: ReturnType<typeof planAttribution>,
  base: BjConfig,
  target: BjConfig,
  preset: PresetId,
): readonly { readonly id: string | undefined; readonly base?: string | undefined }[] {
  const none = plan.factors.map(() => ({ id: undefined }));
  // The shoe (finite or infinite) is the same on both sides: the decks are never a changed rule then.
  if (base.infinite !== target.infinite) return none;
  const presetRules = PRESET_CONFIG[preset].rules;
  const groups = plan.factors.map((f) =>
    ruleSets(presetRules, Object.fromEntries(FACTOR_FIELDS[f].map((k) => [k, target.rules[k]]))),
  );
  if (groups.some((g) => !g)) return none;
  if (plan.factors.length === 1) {
    return [{ id: figId(target, preset, 'main', 'houseEdge'), base: figId(base, preset, 'main', 'houseEdge') }];
  }
  if (plan.method === 'path') {
    const prefix = (n: number) => figId(mixConfig(base, target, plan.factors.slice(0, n)), preset, 'main', 'houseEdge');
    return plan.factors.map((_, i) => ({ id: prefix(i + 1), base: prefix(i) }));
  }
  const shoe = target.infinite ? `${preset}@infinite` : preset;
  return plan.factors.map((_, i) => ({ id: shareFigureId(shoe, 'shapley', i, groups as string[]) }));
}

/** A cell's bet id in a figure id: `cellhard16x10`. */
const cellBet = (c: ChangedCell) => `cell${c.kind}${c.row}x${c.up}`;

/** A figure, marked when it has an id, else as plain text. */
function Marked({
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

/**
 * «Что меняют правила» for blackjack: toggle any rule against the text's or the casino's, see the chart
 * redrawn with the changed cells marked and each one's EV change, the house edge's change and its split
 * into the rules that caused it. Every analysis runs in workers (the engine's exact enumeration).
 */
export default function BlackjackCost({ seed, casino }: BlackjackCostProps) {
  const known = useMemo(() => [unpackSummary(seed), unpackSummary(casino)], [seed, casino]);
  const [baseId, setBaseId] = useState<PresetId>('seed');
  const [rules, setRules] = useState<BlackjackRules>(PRESET_CONFIG.seed.rules);
  // The infinite shoe is for both sides at once: then every edge, change and share is an exact fraction.
  const [infinite, setInfinite] = useState(false);
  const base = useMemo(() => ({ rules: PRESET_CONFIG[baseId].rules, infinite }), [baseId, infinite]);
  const target = useMemo(() => ({ rules, infinite }), [rules, infinite]);
  // Workers start on the first analysis the page asks for, so nothing loads before the reader acts.
  const [pool] = useState(
    () =>
      new AnalysisPool(
        () =>
          new Worker(new URL('./analysis.worker.ts', import.meta.url), { type: 'module', name: 'blackjack-analysis' }),
        poolSize(typeof navigator === 'undefined' ? undefined : navigator.hardwareConcurrency),
        known,
      ),
  );
  useSyncExternalStore(pool.subscribe, pool.snapshot, pool.snapshot);
  useEffect(() => () => pool.dispose(), [pool]);

  const plan = useMemo(() => planAttribution(base, target), [base, target]);
  const baseKey = configKey(base);
  const targetKey = configKey(target);
  const lookup = (key: string): BjSummary | undefined => pool.get(key);

  useEffect(() => {
    pool.want(plan.configs);
  }, [pool, plan]);

  const baseSummary = lookup(baseKey);
  const targetSummary = lookup(targetKey);
  const failure = pool.error(targetKey) ?? pool.error(baseKey);
  const split = attribute(plan, (k) => {
    const s = lookup(k);
    return s ? edgeOf(s) : undefined;
  });
  const progress = planProgress(plan, (k) => lookup(k) !== undefined);
  const changed = baseSummary && targetSummary ? changedCells(baseSummary, targetSummary) : [];

  const set = (patch: Partial<BlackjackRules>) => setRules({ ...rules, ...patch });
  const r = rules;
  const changedFactor = (f: FactorId) => !sameFactor(f, base, target);
  const field = (f: FactorId, children: ReactNode) => (
    <fieldset className={`rc-field${changedFactor(f) ? ' rc-field--changed' : ''}`} data-testid={`rc-bj-field-${f}`}>
      <legend>{FACTOR_NAMES_RU[f]}</legend>
      {children}
    </fieldset>
  );

  const total = baseSummary && targetSummary ? edgeOf(targetSummary).edge - edgeOf(baseSummary).edge : null;
  const exactTotal =
    baseSummary?.exact && targetSummary?.exact
      ? rational.sub(rational.parseFraction(targetSummary.exact), rational.parseFraction(baseSummary.exact))
      : null;

  return (
    <div className="not-content" data-testid="rc-bj">
      <div className="rc-panel">
        <fieldset className="rc-field">
          <legend>Сравнивать с</legend>
          <div className="rc-radios">
            {(['seed', 'casino'] as const).map((id) => (
              <label key={id} className="rc-radio">
                <input
                  type="radio"
                  name="rc-bj-base"
                  value={id}
                  checked={baseId === id}
                  onChange={() => setBaseId(id)}
                  data-testid={`rc-bj-base-${id}`}
                />
                {id === 'seed' ? 'правилами текста' : 'правилами казино'}
              </label>
            ))}
          </div>
        </fieldset>
        <PresetButtons
          testId="rc-bj"
          onSeed={() => setRules(PRESET_CONFIG.seed.rules)}
          onCasino={() => setRules(PRESET_CONFIG.casino.rules)}
        />
        <div className="rc-controls">
          {field(
            'decks',
            <>
              <select
                className="rc-select"
                aria-label="Колод в башмаке"
                value={r.decks}
                disabled={infinite}
                onChange={(e) => set({ decks: Number(e.target.value) })}
                data-testid="rc-bj-decks"
              >
                {[1, 2, 3, 4, 5, 6, 7, 8].map((d) => (
                  <option key={d} value={d}>
                    {factorValueRu('decks', { rules: { ...r, decks: d }, infinite: false })}
                  </option>
                ))}
              </select>
              <label className="rc-check">
                <input
                  type="checkbox"
                  checked={infinite}
                  onChange={(e) => setInfinite(e.target.checked)}
                  data-testid="rc-bj-infinite"
                />
                Бесконечный башмак и в базовых, и в выбранных правилах: все изменения — точными дробями
              </label>
            </>,
          )}
          {field(
            'soft17',
            <label className="rc-check">
              <input
                type="checkbox"
                checked={r.dealerHitsSoft17}
                onChange={(e) => set({ dealerHitsSoft17: e.target.checked })}
                data-testid="rc-bj-h17"
              />
              Крупье берёт карту на мягких 17 (текст: останавливается)
            </label>,
          )}
          {field(
            'double',
            <>
              <select
                className="rc-select"
                aria-label="На каких суммах можно удвоить"
                value={r.doubleOn}
                onChange={(e) => set({ doubleOn: e.target.value as BlackjackRules['doubleOn'] })}
                data-testid="rc-bj-double"
              >
                <option value="9-11">на 9, 10, 11 (текст)</option>
                <option value="10-11">на 10, 11</option>
                <option value="any">на любых двух картах</option>
              </select>
              <label className="rc-check">
                <input
                  type="checkbox"
                  checked={r.doubleSoft}
                  disabled={r.doubleOn === 'any'}
                  onChange={(e) => set({ doubleSoft: e.target.checked })}
                  data-testid="rc-bj-double-soft"
                />
                Мягкие руки — по сумме с тузом за 1 (Т+8 как 9, Т+9 как 10)
              </label>
            </>,
          )}
          {field(
            'das',
            <label className="rc-check">
              <input
                type="checkbox"
                checked={r.doubleAfterSplit}
                disabled={r.maxHands === 1}
                onChange={(e) => set({ doubleAfterSplit: e.target.checked })}
                data-testid="rc-bj-das"
              />
              Можно удвоить руку после разделения
            </label>,
          )}
          {field(
            'hands',
            <select
              className="rc-select"
              aria-label="Сколько раз можно разделить пару"
              value={r.maxHands}
              onChange={(e) => set({ maxHands: Number(e.target.value) })}
              data-testid="rc-bj-hands"
            >
              <option value={1}>нельзя разделять</option>
              <option value={2}>один раз, 2 руки (текст)</option>
              <option value={3}>повторно, до 3 рук</option>
              <option value={4}>повторно, до 4 рук</option>
            </select>,
          )}
          {field(
            'aces',
            <>
              <label className="rc-check">
                <input
                  type="checkbox"
                  checked={r.splitAces}
                  disabled={r.maxHands === 1}
                  onChange={(e) => set({ splitAces: e.target.checked })}
                  data-testid="rc-bj-split-aces"
                />
                Тузы можно разделить (текст: нельзя)
              </label>
              <label className="rc-check">
                <input
                  type="checkbox"
                  checked={r.resplitAces}
                  disabled={!r.splitAces || r.maxHands < 3}
                  onChange={(e) => set({ resplitAces: e.target.checked })}
                  data-testid="rc-bj-resplit-aces"
                />
                Повторно, если пришёл ещё туз
              </label>
              <label className="rc-check">
                <input
                  type="checkbox"
                  checked={r.hitSplitAces}
                  disabled={!r.splitAces}
                  onChange={(e) => set({ hitSplitAces: e.target.checked })}
                  data-testid="rc-bj-hit-aces"
                />
                На разделённый туз можно брать ещё карты
              </label>
            </>,
          )}
          {field(
            'surrender',
            <select
              className="rc-select"
              aria-label="Можно ли сдаться за половину ставки"
              value={r.surrender}
              onChange={(e) => set({ surrender: e.target.value as BlackjackRules['surrender'] })}
              data-testid="rc-bj-surrender"
            >
              <option value="none">нельзя (текст)</option>
              <option value="late">поздно: после проверки на Блекджек</option>
              <option value="early">рано: до проверки на Блекджек</option>
            </select>,
          )}
          {field(
            'holeCard',
            <select
              className="rc-select"
              aria-label="Закрытая карта крупье и что забирает его Блекджек"
              value={r.holeCard ? 'peek' : r.dealerBlackjackTakes}
              onChange={(e) =>
                e.target.value === 'peek'
                  ? set({ holeCard: true, dealerBlackjackTakes: 'original' })
                  : set({ holeCard: false, dealerBlackjackTakes: e.target.value as 'all' | 'original' })
              }
              data-testid="rc-bj-hole"
            >
              <option value="all">нет; Блекджек крупье забирает все ставки (текст)</option>
              <option value="original">нет; забирает только исходную ставку</option>
              <option value="peek">есть: крупье сразу проверяет Блекджек</option>
            </select>,
          )}
          {field(
            'payout',
            <>
              <select
                className="rc-select"
                aria-label="Сколько платит Блекджек игрока"
                value={`${r.blackjackPays.pays}:${r.blackjackPays.per}`}
                onChange={(e) =>
                  set({ blackjackPays: e.target.value === '6:5' ? { pays: 6, per: 5 } : { pays: 3, per: 2 } })
                }
                data-testid="rc-bj-payout"
              >
                <option value="3:2">3:2 (текст)</option>
                <option value="6:5">6:5</option>
              </select>
              <label className="rc-check">
                <input
                  type="checkbox"
                  checked={r.evenMoney}
                  onChange={(e) => set({ evenMoney: e.target.checked })}
                  data-testid="rc-bj-even-money"
                />
                Выплата 1:1 сразу при Блекджеке против туза
              </label>
            </>,
          )}
        </div>
      </div>

      <div className="rc-panel">
        <p className="rc-result" aria-live="polite" data-testid="rc-bj-result">
          {failure ? (
            <span className="rc-error">{failure}</span>
          ) : !baseSummary || !targetSummary ? (
            <>Считаю… Точный перебор идёт в фоновом потоке браузера: около секунды на правила на компьютере.</>
          ) : (
            <>
              Преимущество казино при игре по таблице: {PRESET_NAME[baseId]}{' '}
              <strong data-testid="rc-bj-edge-base">
                <Marked
                  id={figId(base, baseId, 'main', 'houseEdge')}
                  value={baseSummary.edge}
                  exact={baseSummary.exact}
                  text={edgeRu(baseSummary.edge)}
                />
              </strong>
              , выбранные правила{' '}
              <strong data-testid="rc-bj-edge-target">
                <Marked
                  id={figId(target, baseId, 'main', 'houseEdge')}
                  value={targetSummary.edge}
                  exact={targetSummary.exact}
                  text={edgeRu(targetSummary.edge)}
                />
              </strong>
              ; изменение{' '}
              <strong
                className={total! > 1e-12 ? 'rc-up' : total! < -1e-12 ? 'rc-down' : ''}
                data-testid="rc-bj-edge-change"
              >
                <Marked
                  id={figId(target, baseId, 'main', 'houseEdge')}
                  base={figId(base, baseId, 'main', 'houseEdge')}
                  value={total!}
                  text={changeRu(total!)}
                  signed
                />
              </strong>
              .
            </>
          )}
        </p>
        {baseSummary && targetSummary ? (
          <p className="rc-muted" data-testid="rc-bj-exactness">
            {exactTotal ? (
              <>
                Бесконечный башмак: изменение точно равно{' '}
                <span className="rc-exact" data-testid="rc-bj-exact-change">
                  <Marked
                    id={figId(target, baseId, 'main', 'houseEdge')}
                    base={figId(base, baseId, 'main', 'houseEdge')}
                    value={total!}
                    exact={`${exactTotal.num}/${exactTotal.den}`}
                    as="fraction"
                    text={fractionRu(exactTotal)}
                  />
                </span>{' '}
                ставки.
              </>
            ) : (
              <>
                Полный перебор колод в числах двойной точности: погрешность меньше 10⁻¹² ставки, все показанные знаки
                верны.
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
        ) : null}
        <Split
          plan={plan}
          split={split}
          progress={progress}
          base={base}
          target={target}
          ids={{ base: figId(base, baseId, 'main', 'houseEdge'), target: figId(target, baseId, 'main', 'houseEdge') }}
          shares={shareIds(plan, base, target, baseId)}
        />
      </div>

      <Chart summary={targetSummary ?? baseSummary} busy={!targetSummary} changed={changed} />
      <Changes
        changed={changed}
        ready={Boolean(baseSummary && targetSummary)}
        id={(c, config, action) => figId(config === 'base' ? base : target, baseId, cellBet(c), `ev${action}`)}
      />
    </div>
  );
}

function Split({
  plan,
  split,
  progress,
  base,
  target,
  ids,
  shares,
}: {
  /** The figure ids of the base's and the target's house edge (none for the infinite shoe). */
  ids: { readonly base: string | undefined; readonly target: string | undefined };
  /** The figure id of each rule's share (and of what it is measured from, where it is a difference). */
  shares: readonly { readonly id: string | undefined; readonly base?: string | undefined }[];
  plan: ReturnType<typeof planAttribution>;
  split: ReturnType<typeof attribute>;
  progress: { done: number; total: number };
  base: BjConfig;
  target: BjConfig;
}) {
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

function Chart({
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
    <section className="rc-section" aria-labelledby="rc-bj-chart-title" aria-busy={busy} data-testid="rc-bj-chart">
      <h3 id="rc-bj-chart-title">Таблица базовой стратегии {busy ? '(пересчитывается…)' : 'для выбранных правил'}</h3>
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
    </section>
  );
}

function Changes({
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
    <section className="rc-section" aria-labelledby="rc-bj-changes-title" data-testid="rc-bj-changes">
      <h3 id="rc-bj-changes-title">Изменившиеся клетки</h3>
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
    </section>
  );
}
