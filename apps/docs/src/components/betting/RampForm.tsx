import type { Dispatch } from 'react';
import { BETTING_PAGE_RU as W } from '@croupier/ru';
import type { BettingAction, BettingState, RampKind, TextField } from './model';

/** Props of {@link RampForm}. */
export interface RampFormProps {
  readonly state: BettingState;
  readonly dispatch: Dispatch<BettingAction>;
}

/** A typed field: text (a comma or a point for decimals), its label above it. */
function Field(props: RampFormProps & { readonly field: TextField; readonly label: string; readonly wide?: boolean }) {
  const id = `bet-${props.field}`;
  return (
    <div className={props.wide ? 'var-field var-field--wide' : 'var-field'}>
      <label className="var-label" htmlFor={id}>
        {props.label}
      </label>
      <input
        id={id}
        className={props.wide ? 'var-input' : 'var-input var-input--short'}
        type="text"
        inputMode={props.field === 'steps' ? 'text' : 'decimal'}
        autoComplete="off"
        spellCheck={false}
        data-testid={id}
        value={props.state[props.field]}
        onChange={(e) => props.dispatch({ type: 'field', field: props.field, text: e.target.value })}
      />
    </div>
  );
}

/** One choice of a radio group. */
function Choice(p: {
  readonly name: string;
  readonly value: string;
  readonly label: string;
  readonly checked: boolean;
  readonly onPick: () => void;
}) {
  return (
    <label className="bet-choice">
      <input
        type="radio"
        name={p.name}
        value={p.value}
        checked={p.checked}
        onChange={p.onPick}
        data-testid={`${p.name}-${p.value}`}
      />{' '}
      {p.label}
    </label>
  );
}

const RAMPS: readonly [RampKind, string][] = [
  ['score', W.rampScore],
  ['kelly', W.rampKelly],
  ['steps', W.rampSteps],
];

/** The reader's fields: rules, penetration, bankroll, table limits, spread, ramp, risk, rounds per hour, trip, goal. */
export default function RampForm(props: RampFormProps) {
  const { state, dispatch } = props;
  return (
    <form className="bet-form" onSubmit={(e) => e.preventDefault()}>
      <fieldset className="bet-group">
        <legend className="var-label">{W.rules}</legend>
        {(['seed', 'casino'] as const).map((p) => (
          <Choice
            key={p}
            name="bet-preset"
            value={p}
            label={W[p]}
            checked={state.preset === p}
            onPick={() => dispatch({ type: 'preset', preset: p })}
          />
        ))}
      </fieldset>
      <div className="var-controls">
        <Field {...props} field="penetration" label={W.penetration} />
        <Field {...props} field="bankroll" label={W.bankroll} />
        <Field {...props} field="min" label={W.min} />
        <Field {...props} field="max" label={W.max} />
        <Field {...props} field="spread" label={W.spread} />
      </div>
      <fieldset className="bet-group">
        <legend className="var-label">{W.ramp}</legend>
        {RAMPS.map(([k, label]) => (
          <Choice
            key={k}
            name="bet-ramp"
            value={k}
            label={label}
            checked={state.ramp === k}
            onPick={() => dispatch({ type: 'ramp', ramp: k })}
          />
        ))}
      </fieldset>
      {state.ramp === 'steps' ? <Field {...props} field="steps" label={W.steps} wide /> : null}
      <div className="var-controls">
        <Field {...props} field="risk" label={W.risk} />
        <Field {...props} field="roundsPerHour" label={W.roundsPerHour} />
        <Field {...props} field="trip" label={W.trip} />
        <Field {...props} field="goal" label={W.goal} />
      </div>
    </form>
  );
}
