import { useEffect, useSyncExternalStore } from 'react';
import { formatNumber } from '@croupier/ru';
import { INDEX_WAIT_RU as RU } from '@croupier/ru/trainer/index-wait';
import { getIndexCache } from '../analysis/index-registry.ts';
import type { IndexProgress } from '../analysis/indices.ts';
import type { IndexTableState } from '../analysis/useIndexTable.ts';
import { NoticeBanner } from './NoticeBanner.tsx';

/** What each stage of the computation is, in words. */
const STAGE_RU: Readonly<Record<IndexProgress['stage'], (p: IndexProgress) => string>> = {
  chart: () => RU.stage.chart,
  levels: (p) => RU.stage.levels(formatNumber(p.done), formatNumber(p.total)),
  assemble: (p) => RU.stage.assemble(formatNumber(p.done), formatNumber(p.total)),
};

/** The computation's share done as a whole percent. */
const percent = (p: IndexProgress) => Math.floor(p.share * 100);

/**
 * The wait for an index table computed for the trainee's rules: what is computed and why, a progress bar
 * with the stage, and a live region that says the progress in steps of a tenth (not every change); or what
 * went wrong. The stored tables' notices (a copy that could not be read) are shown here too.
 *
 * @param props - The state of the table.
 */
export function IndexWait({ state }: { readonly state: IndexTableState }) {
  const cache = getIndexCache();
  const notices = useSyncExternalStore(
    (l) => cache.subscribe(l),
    () => cache.storeNotices(),
  );
  // The browser's storage may refuse the table (quota): try again when the tab is shown again.
  useEffect(() => {
    const retry = () => void cache.retry();
    document.addEventListener('visibilitychange', retry);
    return () => document.removeEventListener('visibilitychange', retry);
  }, [cache]);
  const banners = notices.map((n, i) => (
    <NoticeBanner
      key={`${n.kind}-${i}`}
      notice={n}
      onDismiss={() => cache.dismiss(n)}
      backupText={(key) => {
        try {
          return window.localStorage.getItem(key);
        } catch {
          return null;
        }
      }}
    />
  ));
  if (state.status === 'error') {
    return (
      <>
        {banners}
        <p className="analysis-error" role="alert" data-error={state.message}>
          {RU.error}
        </p>
      </>
    );
  }
  const p = state.status === 'loading' ? state.progress : { stage: 'chart' as const, done: 0, total: 1, share: 0 };
  const pct = percent(p);
  return (
    <>
      {banners}
      <div className="analysis-wait" data-testid="indices-progress" data-stage={p.stage} data-percent={pct}>
        <h1 className="prompt">{RU.title}</h1>
        <p>{RU.intro}</p>
        <progress max={100} value={pct} aria-label={RU.title} />
        <p className="analysis-count" aria-hidden="true">
          {RU.progress(formatNumber(pct), STAGE_RU[p.stage](p))}
        </p>
        <p className="visually-hidden" role="status" data-testid="indices-status">
          {RU.status(formatNumber(Math.floor(pct / 10) * 10))}
        </p>
      </div>
    </>
  );
}
