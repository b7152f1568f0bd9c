import { useEffect, useMemo, useState } from 'react';
import { createShoe, orThrow } from '@croupier/engine';
import {
  cardTag,
  COUNTING_SYSTEMS,
  initialRunningCount,
  runningCount,
  type CountingSystemId,
} from '@croupier/engine/blackjack';
import { seededRng } from '@croupier/engine/rng';
import { PlayingCard } from '@croupier/ui';
import { signedRu } from './words';
import { SystemSelect } from './SystemSelect';
import './counting.css';

const DECKS = 6;
/** Cards kept on the strip: the last few dealt. */
const SHOWN = 8;

/**
 * A running-count strip: a six-deck shoe shuffled by the engine from a seed, dealt a card at a time
 * (forward and back), each card with its tag under it and the running count after it.
 */
export default function RunningCountStrip() {
  // Set once React has attached its handlers (browser tests wait for it before they type).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [seed, setSeed] = useState(1);
  const [dealt, setDealt] = useState(0);
  const [systemId, setSystemId] = useState<CountingSystemId>('hilo');
  const system = COUNTING_SYSTEMS[systemId];
  const shoe = useMemo(() => orThrow(createShoe({ decks: DECKS }, seededRng(`count-strip-${seed}`))).cards, [seed]);
  const seen = shoe.slice(0, dealt);
  const strip = seen.slice(-SHOWN);
  const rc = runningCount(system, seen, DECKS);
  return (
    <div
      className="cnt-panel"
      data-testid="cnt-strip"
      data-hydrated={hydrated}
      data-seen={seen.join(',')}
      data-system={systemId}
    >
      <div className="cnt-row">
        <SystemSelect value={systemId} onChange={setSystemId} testId="cnt-strip-system" />
        <span className="cnt-muted">
          Башмак из {DECKS} колод, перемешан движком (зерно {seed}); начальный счёт{' '}
          {signedRu(initialRunningCount(system, DECKS))}.
        </span>
      </div>
      <ol className="cnt-strip" aria-label="Последние сданные карты и их метки">
        {strip.length === 0 ? <li className="cnt-muted">Карт ещё нет — нажмите «Следующая карта».</li> : null}
        {strip.map((c, i) => (
          <li key={dealt - strip.length + i}>
            <PlayingCard card={c} size="sm" />
            <span className="cnt-tag" data-tag={cardTag(system, c)}>
              {signedRu(cardTag(system, c))}
            </span>
          </li>
        ))}
      </ol>
      <p className="cnt-result" aria-live="polite">
        Сдано карт: <strong>{dealt}</strong>. Текущий счёт: <strong data-testid="cnt-strip-rc">{signedRu(rc)}</strong>
      </p>
      <div className="cnt-row">
        <button type="button" onClick={() => setDealt((d) => Math.max(0, d - 1))} disabled={dealt === 0}>
          ← Назад
        </button>
        <button
          type="button"
          onClick={() => setDealt((d) => Math.min(shoe.length, d + 1))}
          data-testid="cnt-strip-next"
          disabled={dealt >= shoe.length}
        >
          Следующая карта →
        </button>
        <button
          type="button"
          onClick={() => {
            setSeed((s) => s + 1);
            setDealt(0);
          }}
        >
          Новый башмак
        </button>
      </div>
    </div>
  );
}
