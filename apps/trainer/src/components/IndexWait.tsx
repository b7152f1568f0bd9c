import { useEffect, useSyncExternalStore } from 'react';
import { formatNumber } from '@croupier/ru';
import { getIndexCache } from '../analysis/index-registry.ts';
import type { IndexProgress } from '../analysis/indices.ts';
import type { IndexTableState } from '../analysis/useIndexTable.ts';
import { NoticeBanner } from './NoticeBanner.tsx';

/** What each stage of the computation is, in words. */
const STAGE_RU: Readonly<Record<IndexProgress['stage'], (p: IndexProgress) => string>> = {
  chart: () => 'базовая стратегия для этих правил',
  levels: (p) => `истинные счёты: ${formatNumber(p.done)} из ${formatNumber(p.total)}`,
  assemble: (p) => `уточнение индексов: ${formatNumber(p.done)} из ${formatNumber(p.total)} решений`,
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
          Расчёт таблицы индексов не удался. Обновите страницу, чтобы попробовать снова.
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
        <h1 className="prompt">Расчёт таблицы индексов</h1>
        <p>
          Для этих правил готовой таблицы индексов нет, и движок рассчитывает её сейчас точно: базовую стратегию, затем
          каждое решение при истинных счётах от −12 до +12, затем уточняет, где меняется лучший ход. Это занимает от
          десяти секунд до минуты и делается один раз: таблица сохраняется в браузере. Если уйти с этого экрана или
          изменить правила, расчёт остановится.
        </p>
        <progress max={100} value={pct} aria-label="Расчёт таблицы индексов" />
        <p className="analysis-count" aria-hidden="true">
          Готово {formatNumber(pct)}&nbsp;% — {STAGE_RU[p.stage](p)}
        </p>
        <p className="visually-hidden" role="status" data-testid="indices-status">
          Расчёт таблицы индексов: готово {formatNumber(Math.floor(pct / 10) * 10)}&nbsp;%.
        </p>
      </div>
    </>
  );
}
