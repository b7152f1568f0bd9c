import { useState, type ReactNode } from 'react';
import { randomSeed } from '@croupier/engine/rng';
import { useTitle } from '../../screens/title.ts';
import type { ScreenProps } from '../../screens/types.ts';
import type { GradedBase } from '../core/grading.ts';
import type { ShellState, ShiftGame } from './game.ts';
import { ShiftRun } from './ShiftRun.tsx';

/** The shift's length to pick: the choices (the first the default, the last the longest) and its address. */
export interface ShiftLength {
  /** The fieldset's legend («Раундов в смене»). */
  readonly legend: string;
  readonly options: readonly number[];
  /** The address's parameter (`?rounds=`) and the radios' name. */
  readonly param: string;
  readonly name: string;
  /** Whether a length from the address that is not a choice is shown as one more (checked) choice. */
  readonly other?: boolean;
}

/** The words of a shift's setup, from the game's module in `@croupier/ru`. */
export interface ShiftSetupRu {
  readonly title: string;
  readonly setup: string;
  readonly intro: string;
  readonly order: string;
  readonly keys: string;
  readonly start: string;
}

/** Props of {@link ShiftScreen}. */
export interface ShiftScreenProps<
  S extends ShellState<G>,
  A extends { readonly type: string },
  G extends GradedBase<string>,
> extends Pick<ScreenProps, 'store' | 'params'> {
  readonly game: ShiftGame<S, A, G>;
  readonly words: ShiftSetupRu;
  readonly length: ShiftLength;
  /** Starts a shift of `length` from `seed`, or null while the game is not ready (then `waiting` shows). */
  readonly start: ((length: number, seed: string) => S) | null;
  readonly waiting?: ReactNode;
}

/**
 * `/shift/<game>`: a game's dealer's shift. The trainee picks the shift's length and starts it (`?seed=`
 * replays a shift, the length's parameter sets its length, `?pace=` speeds the players up for scripts).
 *
 * @param props - See {@link ShiftScreenProps}.
 */
export function ShiftScreen<S extends ShellState<G>, A extends { readonly type: string }, G extends GradedBase<string>>(
  props: ShiftScreenProps<S, A, G>,
) {
  const { words, length, start, params } = props;
  useTitle(words.title);
  const longest = length.options.at(-1)!;
  const [n, setN] = useState<number>(
    Math.min(longest, Math.max(1, Number(params.get(length.param)) || length.options[0]!)),
  );
  const [shift, setShift] = useState<{ readonly state: S; readonly key: string } | null>(null);
  const begin = () => {
    if (!start) return;
    const seed = params.get('seed') ?? String(randomSeed());
    setShift({ state: start(n, seed), key: `${seed}-${n}` });
  };
  const radio = (value: number, key?: number) => (
    <label key={key}>
      <input type="radio" name={length.name} checked={n === value} onChange={() => setN(value)} /> {value}
    </label>
  );
  return (
    <div className="shift">
      <h1>{words.title}</h1>
      {shift ? (
        <ShiftRun
          key={shift.key}
          game={props.game}
          initial={shift.state}
          store={props.store}
          pace={Math.min(100, Math.max(1, Number(params.get('pace')) || 1))}
          onAgain={() => setShift(null)}
        />
      ) : (
        <section className="shift-setup" aria-labelledby="shift-setup-h">
          <h2 id="shift-setup-h" className="cr-sr-only">
            {words.setup}
          </h2>
          <p>{words.intro}</p>
          <p>{words.order}</p>
          <fieldset className="shift-rounds">
            <legend>{length.legend}</legend>
            {length.other && !length.options.includes(n) ? radio(n) : null}
            {length.options.map((o) => radio(o, o))}
          </fieldset>
          <p className="shift-muted">{words.keys}</p>
          {start ? (
            <button type="button" className="btn btn--primary" data-testid="shift-start" onClick={begin}>
              {words.start}
            </button>
          ) : (
            props.waiting
          )}
        </section>
      )}
    </div>
  );
}

/**
 * A game's shift route whose shift starts from the trainee's rules alone (no worker to wait for).
 *
 * @param c - The game, its setup's words and length, and how a shift starts.
 * @returns The route's component.
 */
export function shiftRoute<S extends ShellState<G>, A extends { readonly type: string }, G extends GradedBase<string>>(
  c: Pick<ShiftScreenProps<S, A, G>, 'game' | 'words' | 'length'> & {
    readonly start: (rules: ScreenProps['rules'], length: number, seed: string) => S;
  },
) {
  return function Route({ rules, store, params }: ScreenProps) {
    return (
      <ShiftScreen
        game={c.game}
        words={c.words}
        length={c.length}
        store={store}
        params={params}
        start={(n, seed) => c.start(rules, n, seed)}
      />
    );
  };
}
