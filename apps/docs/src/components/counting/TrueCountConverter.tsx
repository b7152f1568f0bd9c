import { useEffect, useState } from 'react';
import {
  COUNTING_SYSTEMS,
  initialRunningCount,
  tagsPerDeck,
  trueCountOf,
  type CountingSystemId,
} from '@croupier/engine/blackjack';
import { CARDS, DECKS, formatCount, formatNumber, trueCountDigits } from '@croupier/ru';
import '../method/method.css';
import { signedRu } from './words';
import { SystemSelect } from './SystemSelect';
import './counting.css';

const DECK_CHOICES = [1, 2, 4, 6, 8] as const;

/** Reads a whole number typed with an ASCII or typographic minus; `undefined` otherwise. */
function whole(text: string): number | undefined {
  const t = text.trim().replace(/^\u2212/u, '-');
  return /^-?\d{1,4}$/u.test(t) ? Number(t) : undefined;
}

/**
 * A true-count converter: a system, the running count, the decks in the shoe and the cards dealt →
 * the true count as the engine computes it (`trueCountOf`), unrounded and floored.
 */
export default function TrueCountConverter() {
  // Set once React has attached its handlers (browser tests wait for it before they type).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [systemId, setSystemId] = useState<CountingSystemId>('hilo');
  const [rcText, setRcText] = useState('7');
  const [decks, setDecks] = useState(6);
  const [dealtText, setDealtText] = useState('130');
  const system = COUNTING_SYSTEMS[systemId];
  const rc = whole(rcText);
  const dealt = whole(dealtText);
  const total = decks * 52;
  const problem =
    rc === undefined
      ? 'Текущий счёт — целое число, например 7 или −3.'
      : dealt === undefined || dealt < 0 || dealt >= total
        ? `Сыграно карт — целое число от 0 до ${total - 1}.`
        : null;
  const left = dealt === undefined ? 0 : total - dealt;
  const exact = problem === null ? trueCountOf(system, rc!, { decks, cardsRemaining: left }, 'exact') : Number.NaN;
  const floored = problem === null ? trueCountOf(system, rc!, { decks, cardsRemaining: left }, 'floor') : Number.NaN;
  const start = initialRunningCount(system, decks);
  const perDeck = tagsPerDeck(system);
  /** The true count as a fraction: (52 · (count − start) − tags per deck · dealt) / cards left. */
  const exactFraction = () => {
    const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
    const num = 52 * (rc! - start) - perDeck * dealt!;
    const g = gcd(num, left) || 1;
    return `${num / g}/${left / g}`;
  };
  /**
   * A true count marked for the figures check as `LiveFig` marks a figure, linked to the method page's
   * section on live figures (`LIVE_ANCHOR`; the check compares the link). Written out here: the page's
   * script budget has no room for `LiveFig` and the id helpers.
   */
  const countFig = (field: 'trueCount' | 'trueCountFloor', value: number, digits: number) => {
    const exact = field === 'trueCount' ? exactFraction() : `${value}`;
    return (
      <a
        className="fig"
        href="/blackjack/method/#live-figures"
        title={`Точно: ${exact.replace('-', '\u2212')}. Как это посчитано`}
        data-figure={`count/blackjack/${systemId}/${rc}/${decks}/${dealt}/${field}`}
        data-live=""
        data-value={String(value)}
        data-exact={exact}
        data-shown="number"
      >
        {signedRu(value, digits)}
      </a>
    );
  };
  return (
    <div className="cnt-panel" data-testid="cnt-true" data-hydrated={hydrated}>
      <div className="cnt-form">
        <SystemSelect value={systemId} onChange={setSystemId} />
        <label>
          Текущий счёт
          <input
            type="text"
            inputMode="numeric"
            value={rcText}
            onChange={(e) => setRcText(e.target.value)}
            data-testid="cnt-true-rc"
          />
        </label>
        <label>
          Колод в башмаке
          <select value={decks} onChange={(e) => setDecks(Number(e.target.value))} data-testid="cnt-true-decks">
            {DECK_CHOICES.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </label>
        <label>
          Сыграно карт
          <input
            type="text"
            inputMode="numeric"
            value={dealtText}
            onChange={(e) => setDealtText(e.target.value)}
            data-testid="cnt-true-dealt"
          />
        </label>
      </div>
      {problem !== null ? (
        <p className="cnt-error" role="alert">
          {problem}
        </p>
      ) : (
        <div aria-live="polite">
          <p className="cnt-result">
            Осталось {formatCount(left, CARDS)} — {formatCount(Math.round((left / 52) * 100) / 100, DECKS)}. Истинный
            счёт <strong data-testid="cnt-true-exact">{countFig('trueCount', exact, trueCountDigits(exact))}</strong>,
            округлённый вниз — <strong data-testid="cnt-true-floor">{countFig('trueCountFloor', floored, 0)}</strong>.
          </p>
          <p className="cnt-muted">
            {system.balanced
              ? `${signedRu(rc!)} ÷ ${formatNumber(left / 52, 2)} ≈ ${signedRu(exact, trueCountDigits(exact))}.`
              : `Система несбалансирована: (${signedRu(rc!)} − (${signedRu(start)}) − ${perDeck} × ${formatNumber(dealt! / 52, 2)}) ÷ ${formatNumber(left / 52, 2)} ≈ ${signedRu(exact, trueCountDigits(exact))} — из счёта вычтены начальный счёт и то, что сыгранные карты дают в среднем.`}
          </p>
        </div>
      )}
    </div>
  );
}
