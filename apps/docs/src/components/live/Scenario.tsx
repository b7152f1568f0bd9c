import { useState, type ReactNode } from 'react';
import type { AnyGame } from '@croupier/engine';
import { RoundControls, type RoundHandle } from '@croupier/ui';

/** What every live example is given. */
export interface ExampleProps {
  /** Seeds that deal it (or, for dice, roll each kind of decision in turn), found at build time (`scenarios.ts`). */
  readonly seeds: readonly number[];
  /** What to look at or try, in a sentence. */
  readonly prompt: string;
  /** Prefix of the test ids. */
  readonly testId: string;
}

/** The seeds of an example and the one shown, with «Другая раздача» to step through them. */
export function useSeedList(seeds: readonly number[]) {
  const [index, setIndex] = useState(0);
  return {
    seed: seeds[index % seeds.length]!,
    /** The next seed of the list (round the end), for `round.restart(seed)`. */
    next(): number {
      const i = (index + 1) % seeds.length;
      setIndex(i);
      return seeds[i]!;
    },
  };
}

/**
 * The foot of every live example: a row with the example's own buttons, then «Другая раздача» (or
 * «Другие броски» for dice; `<testId>-other`, the primary button when the row has nothing else), then
 * the round's seed controls.
 *
 * @param props - `round` from `useRound`; `testId`: the prefix of the test ids; `onOther`: take the next
 *   seed; `dice`: the table's dice instead of a shuffle; `children`: the buttons before «Другая раздача».
 */
export function ExampleFoot<G extends AnyGame>({
  round,
  testId,
  onOther,
  dice = false,
  children,
}: {
  readonly round: RoundHandle<G>;
  readonly testId: string;
  readonly onOther: () => void;
  readonly dice?: boolean;
  readonly children?: ReactNode;
}) {
  return (
    <>
      <div className="live-row">
        {children}
        <button
          type="button"
          className={children ? 'live-button' : 'live-button live-button--primary'}
          onClick={onOther}
          data-testid={`${testId}-other`}
        >
          {dice ? 'Другие броски' : 'Другая раздача'}
        </button>
      </div>
      <RoundControls
        round={round}
        seedLabel={dice ? 'Номер бросков' : 'Номер тасовки'}
        newLabel={dice ? 'Случайные броски' : 'Случайная тасовка'}
        testId={testId}
      />
    </>
  );
}
