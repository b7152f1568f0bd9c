import { formatPercent, formatStakesRu, type CostUnit } from '@croupier/ru';
import { LEDGER_RU as RU } from '@croupier/ru/trainer/ledger';
import type { DrillGame } from '../drill.ts';
import { findMeta } from '../drills/catalog.ts';
import { drillLoader, useDrills } from '../drills/load.ts';
import type { Ledger } from '../ledger.ts';
import { appHref } from '../router.ts';
import { PLAY_TITLE_RU, playGameOf, playKeyRu } from '../play/names.ts';

/** Props of {@link LedgerPanel}. */
export interface LedgerPanelProps {
  /** The ledger to show. */
  readonly ledger: Ledger;
  /** The heading («Журнал упражнения», «Журнал всех упражнений»). */
  readonly title: string;
  /** Opens an app path (the practice of the costliest cells). */
  readonly onOpen: (path: string) => void;
  /** Extra links under the figures. */
  readonly children?: React.ReactNode;
}

/** The units a ledger's losses are told in, each apart (a drill has one; all drills may have both). */
const UNITS: readonly CostUnit[] = ['bet', 'ante'];

/** The link that practises only these keys of a drill. */
export function practisePath(drill: string, keys: readonly string[]): string {
  return `/drill/${encodeURIComponent(drill)}?keys=${keys.map(encodeURIComponent).join(',')}`;
}

/**
 * The running ledger of a drill or of all drills: decisions, accuracy, value lost per hundred valued
 * decisions, and the costliest cells, each a link that practises it alone.
 *
 * @param props - See {@link LedgerPanelProps}.
 */
export function LedgerPanel({ ledger, title, onOpen, children }: LedgerPanelProps) {
  // The cells are named by their drills (loaded here if the list has not yet); until then by the drill's title.
  const games = [
    ...new Set(ledger.expensive.map((c) => findMeta(c.drill)?.game).filter((g): g is DrillGame => g !== undefined)),
  ];
  useDrills(games);
  const label = (drill: string, key: string) => {
    const game = playGameOf(drill);
    if (game !== undefined) return `${PLAY_TITLE_RU[game]}: ${playKeyRu(game, key)}`;
    return drillLoader.loadedDrill(drill)?.keyLabel?.(key) ?? findMeta(drill)?.title ?? RU.drill;
  };
  // A drill's cell is practised alone; a whole round's decision opens its game's play mode.
  const target = (drill: string, key: string) => {
    const game = playGameOf(drill);
    return game !== undefined ? `/play/${game}` : practisePath(drill, [key]);
  };
  return (
    <section className="ledger" aria-label={title} data-testid="ledger">
      <h2 className="ledger-title">{title}</h2>
      <dl className="ledger-figures">
        <div>
          <dt>{RU.decisions}</dt>
          <dd data-ledger="decisions">{ledger.decisions}</dd>
        </div>
        <div>
          <dt>{RU.accuracy}</dt>
          <dd data-ledger="accuracy">{ledger.accuracy === undefined ? '—' : formatPercent(ledger.accuracy, 0)}</dd>
        </div>
        <div>
          <dt>{RU.costPer100}</dt>
          <dd data-ledger="cost">
            {ledger.costPer100 === undefined
              ? RU.noCost
              : RU.costs(
                  UNITS.flatMap((u) => {
                    const c = ledger.byUnit[u];
                    return c === undefined ? [] : [formatStakesRu(c.costPer100, u)];
                  }),
                )}
          </dd>
        </div>
      </dl>
      {ledger.expensive.length > 0 ? (
        <p className="ledger-expensive" data-testid="ledger-expensive">
          {RU.expensive}{' '}
          {ledger.expensive.map((c, i) => (
            <span key={`${c.drill}-${c.key}`}>
              {i > 0 ? ', ' : ''}
              <a
                href={appHref(target(c.drill, c.key))}
                onClick={(e) => {
                  e.preventDefault();
                  onOpen(target(c.drill, c.key));
                }}
              >
                {label(c.drill, c.key)}
              </a>
            </span>
          ))}
        </p>
      ) : null}
      {children}
    </section>
  );
}
