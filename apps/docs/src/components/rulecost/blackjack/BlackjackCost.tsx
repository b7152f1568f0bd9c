import { useEffect, useMemo, useReducer, useState, useSyncExternalStore } from 'react';
import { sameFactor } from './factors';
import { INITIAL, cellBet, derive, figId, planOf, step } from './model';
import { analyseOnWorkers } from './analysisClient';
import { AnalysisPool, poolSize } from './pool';
import { unpackSummary } from './protocol';
import { RuleFields } from './controls';
import { Changes, Chart, Exactness, Result, Split } from './sections';
import { CostShell, PresetButtons, Radios, radioOptions } from '../shell';

/** Props: the text's and the casino's analyses, computed when the site was built (packed). */
export interface BlackjackCostProps {
  readonly seed: string;
  readonly casino: string;
}

/**
 * The seam to the compute layer: a pool that asks its client for the analyses wanted, most useful first
 * (the workers start on the first, so nothing loads before the reader acts), keeps every answer, and
 * re-renders the island on each.
 */
function useAnalyses(seed: string, casino: string) {
  const [pool] = useState(
    () =>
      new AnalysisPool(
        analyseOnWorkers,
        poolSize(typeof navigator === 'undefined' ? undefined : navigator.hardwareConcurrency),
        [unpackSummary(seed), unpackSummary(casino)],
      ),
  );
  useSyncExternalStore(pool.subscribe, pool.snapshot, pool.snapshot);
  useEffect(() => () => pool.dispose(), [pool]);
  return pool;
}

/**
 * «Что меняют правила» for blackjack: toggle any rule against the text's or the casino's, see the chart
 * redrawn with the changed cells marked and each one's EV change, the house edge's change and its split
 * into the rules that caused it. Every analysis runs in workers (the engine's exact enumeration).
 */
export default function BlackjackCost({ seed, casino }: BlackjackCostProps) {
  const [s, dispatch] = useReducer(step, INITIAL);
  const pool = useAnalyses(seed, casino);
  // One plan per state: its analyses are asked for when it changes, most useful first.
  const plan = useMemo(() => planOf(s), [s]);
  useEffect(() => pool.want(plan.configs), [pool, plan]);
  const v = derive(s, { get: (k) => pool.get(k), error: (k) => pool.error(k) }, plan);

  const controls = (
    <>
      <Radios
        legend="Сравнивать с"
        name="rc-bj-base"
        value={s.baseId}
        onChange={(base) => dispatch({ type: 'base', base })}
        options={radioOptions(
          ['seed', 'casino'] as const,
          (id) => (id === 'seed' ? 'правилами текста' : 'правилами казино'),
          'rc-bj-base',
        )}
      />
      <PresetButtons testId="rc-bj" onPreset={(preset) => dispatch({ type: 'preset', preset })} />
      <RuleFields s={s} dispatch={dispatch} changed={(f) => !sameFactor(f, v.base, v.target)} />
    </>
  );
  return (
    <CostShell
      testId="rc-bj"
      phase={v.phase}
      controls={controls}
      result={<Result v={v} baseId={s.baseId} />}
      details={
        <>
          <Exactness v={v} baseId={s.baseId} />
          <Split v={v} />
        </>
      }
    >
      <Chart summary={v.targetSummary ?? v.baseSummary} busy={!v.targetSummary} changed={v.changed} />
      <Changes
        changed={v.changed}
        ready={Boolean(v.baseSummary && v.targetSummary)}
        id={(c, config, action) => figId(config === 'base' ? v.base : v.target, s.baseId, cellBet(c), `ev${action}`)}
      />
    </CostShell>
  );
}
