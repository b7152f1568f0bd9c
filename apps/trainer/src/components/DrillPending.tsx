import { APP_RU } from '@croupier/ru/trainer/app';
import { DRILL_PENDING_RU as RU } from '@croupier/ru/trainer/drill-pending';
import type { DrillGame } from '../drill.ts';
import { drillLoader, type DrillStatus } from '../drills/load.ts';

/**
 * What a screen shows while the code of the drills it needs loads (a moment online; offline it comes from
 * the cache), or, when it could not be loaded (offline before the app was ever cached), what happened and
 * a button to try again.
 *
 * @param props - The loading status and the games to try again.
 */
export function DrillPending({
  status,
  games,
}: {
  readonly status: Exclude<DrillStatus, 'ready' | 'missing'>;
  readonly games: readonly DrillGame[];
}) {
  if (status === 'loading') {
    return (
      <p className="panel loading" role="status">
        {APP_RU.loading}
      </p>
    );
  }
  return (
    <section className="panel not-found" role="alert">
      <h1 tabIndex={-1}>{RU.title}</h1>
      <p>{RU.body}</p>
      <button
        type="button"
        className="btn btn--primary"
        onClick={() => {
          for (const g of games) drillLoader.loadGame(g).catch(() => undefined);
        }}
      >
        {RU.retry}
      </button>
    </section>
  );
}
