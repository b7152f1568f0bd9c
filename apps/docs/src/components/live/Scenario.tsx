import { useState } from 'react';

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
