/**
 * The one scaffold of the four «Что меняют правила» islands: the root with its machine-readable state,
 * the rules panel, the result panel with its announced line, radio groups, the preset buttons and the
 * comparison table. Each game's view fills it from its model.
 *
 * @module
 */
import { useReducer, type ReactNode } from 'react';
import type { ChoiceModel, CostPhase } from './model';
import './rulecost.css';

/**
 * An island: `data-testid={testId}`, `data-state={phase}`; the rules panel, the result panel (its
 * `<p aria-live>` is `<testId>-result`, then `details`), then the sections.
 *
 * @param props - `testId`; `phase`; `controls`: the rules panel's content; `result`: the announced
 *   line; `details`: what follows it in the result panel; `children`: the sections below.
 */
export function CostShell({
  testId,
  phase,
  controls,
  result,
  details,
  children,
}: {
  readonly testId: string;
  readonly phase: CostPhase;
  readonly controls: ReactNode;
  readonly result: ReactNode;
  readonly details?: ReactNode;
  readonly children?: ReactNode;
}) {
  return (
    <div className="not-content" data-testid={testId} data-state={phase}>
      <div className="rc-panel">{controls}</div>
      <div className="rc-panel">
        <p className="rc-result" aria-live="polite" data-testid={`${testId}-result`}>
          {result}
        </p>
        {details}
      </div>
      {children}
    </div>
  );
}

/**
 * A section below the panels: `data-testid={testId}`, labelled by its heading (`<testId>-title`).
 *
 * @param props - `testId`; `title`: the heading; `busy`: whether its content is being recomputed;
 *   `children`: what follows the heading.
 */
export function Section({
  testId,
  title,
  busy,
  children,
}: {
  readonly testId: string;
  readonly title: ReactNode;
  readonly busy?: boolean;
  readonly children?: ReactNode;
}) {
  return (
    <section className="rc-section" aria-labelledby={`${testId}-title`} aria-busy={busy} data-testid={testId}>
      <h3 id={`${testId}-title`}>{title}</h3>
      {children}
    </section>
  );
}

/** One choice of a {@link Radios} group. */
export interface RadioOption<V> {
  readonly value: V;
  readonly label: ReactNode;
  readonly testId: string;
}

/**
 * The options of a {@link Radios} group, one a value, each test id `<testId>-<value>`.
 *
 * @param values - The values, in order.
 * @param label - A value's label.
 * @param testId - The prefix of the options' test ids.
 */
export function radioOptions<V extends string | number>(
  values: readonly V[],
  label: (value: V) => ReactNode,
  testId: string,
): RadioOption<V>[] {
  return values.map((value) => ({ value, label: label(value), testId: `${testId}-${value}` }));
}

/**
 * A fieldset of radio buttons.
 *
 * @param props - `legend`; `name` of the inputs; `options`; `value` chosen; `onChange`; `testId` of the
 *   fieldset (optional); `children`: what follows the radios inside the fieldset.
 */
export function Radios<V extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
  testId,
  children,
}: {
  readonly legend: ReactNode;
  readonly name: string;
  readonly options: readonly RadioOption<V>[];
  readonly value: V;
  readonly onChange: (value: V) => void;
  readonly testId?: string;
  readonly children?: ReactNode;
}) {
  return (
    <fieldset className="rc-field" data-testid={testId}>
      <legend>{legend}</legend>
      <div className="rc-radios">
        {options.map((o) => (
          <label key={o.value} className="rc-radio">
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              data-testid={o.testId}
            />
            {o.label}
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}

/** The two presets of every rule-cost island: the text's rules and the casino's. */
export type Preset = 'seed' | 'casino';

/**
 * The state of an island whose whole state is a choice of rules.
 *
 * @param model - The island's {@link ChoiceModel}.
 * @returns `choice`: the rules chosen; `set`: change some of them; `preset`: set them all to a preset's.
 */
export function useChoice<C extends object>(model: ChoiceModel<C>) {
  const [choice, dispatch] = useReducer(model.step, model.INITIAL);
  return {
    choice,
    set: (patch: Partial<C>) => dispatch({ type: 'set', patch }),
    preset: (p: Preset) => dispatch({ type: 'preset', choice: model.PRESETS[p] }),
  };
}

/**
 * «Выставить все правила: как в тексте / как в казино».
 *
 * @param props - `testId`: the prefix of the buttons' test ids (`<testId>-set-seed`, `<testId>-set-casino`);
 *   `onPreset`: set the text's or the casino's rules.
 */
export function PresetButtons({
  testId,
  onPreset,
}: {
  readonly testId: string;
  readonly onPreset: (p: Preset) => void;
}) {
  return (
    <div className="rc-row">
      <span className="rc-muted">Выставить все правила:</span>
      <button type="button" className="rc-button" onClick={() => onPreset('seed')} data-testid={`${testId}-set-seed`}>
        как в тексте
      </button>
      <button
        type="button"
        className="rc-button"
        onClick={() => onPreset('casino')}
        data-testid={`${testId}-set-casino`}
      >
        как в казино
      </button>
    </div>
  );
}

/** One row of a {@link CompareTable}. */
export interface CompareRow {
  readonly key: string;
  readonly name: ReactNode;
  readonly base: ReactNode;
  readonly current: ReactNode;
  /** Marks the row as changed (`rc-diff`). */
  readonly changed?: boolean;
  readonly testId?: string;
}

/**
 * A table comparing the text's value with the chosen rules' one: the row's name, «Текст», «Выбрано».
 *
 * @param props - `testId` of the table; `caption`; `first`: the first column's heading; `rows`;
 *   `valueTestId`: the test id of each chosen value's cell (default `value`; a function of the row's key).
 */
export function CompareTable({
  testId,
  caption,
  first,
  rows,
  valueTestId = () => 'value',
}: {
  readonly testId: string;
  readonly caption: ReactNode;
  readonly first: string;
  readonly rows: readonly CompareRow[];
  readonly valueTestId?: (key: string) => string;
}) {
  return (
    <div className="rc-table-wrap">
      <table className="rc-table" data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{first}</th>
            <th scope="col" className="rc-num">
              Текст
            </th>
            <th scope="col" className="rc-num">
              Выбрано
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className={r.changed ? 'rc-diff' : undefined} data-testid={r.testId}>
              <th scope="row">{r.name}</th>
              <td className="rc-num">{r.base}</td>
              <td className="rc-num" data-testid={valueTestId(r.key)}>
                {r.current}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
