import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Hand, PlayingCard } from '@croupier/ui';
import { countingSystemTitleRu, formatNumber } from '@croupier/ru';
import { COUNT_VISUAL_RU as RU } from '@croupier/ru/trainer/count-visual';
import type { CountingSystemId } from '@croupier/engine/blackjack';
import type { DrillVisual, TaggedCards, Verdict } from '../drill.ts';
import {
  chooseSystem,
  chosenSystem,
  nextPace,
  storedPace,
  storePace,
  SYSTEM_IDS,
} from '../drills/blackjack/counting.ts';
import { subscribePrefs } from '../storage/prefs.ts';
import './count-visual.css';

/** Props of {@link ItemVisual}. */
export interface ItemVisualProps {
  /** The item's picture. */
  readonly visual: DrillVisual;
  /** The item's key (a new key restarts the stream). */
  readonly itemKey: string;
  /** The item's number in the run (a new item restarts the stream). */
  readonly n: number;
  /** The verdict once the item is answered (a stream adapts its pace to it). */
  readonly verdict: Verdict | undefined;
}

/**
 * An item's picture: the running-count drill's card stream (at the stored pace, faster after a right
 * answer and slower after a miss) or the true-count drill's discard tray, with the counting system
 * picker both drills share.
 *
 * @param props - See {@link ItemVisualProps}.
 */
export function ItemVisual({ visual, itemKey, n, verdict }: ItemVisualProps) {
  return (
    <div className="count-visual">
      {visual.kind === 'card-stream' ? (
        <CardStream key={`${n}-${itemKey}`} steps={visual.steps} intro={visual.intro} verdict={verdict} />
      ) : (
        <DiscardTray decks={visual.decks} cardsDealt={visual.cardsDealt} />
      )}
      <SystemPicker itemKey={itemKey} />
    </div>
  );
}

/** How long the intro stays before the first card. */
const LEAD_MS = 1500;

function CardStream({
  steps,
  intro,
  verdict,
}: {
  readonly steps: readonly (readonly number[])[];
  readonly intro: string | undefined;
  readonly verdict: Verdict | undefined;
}) {
  const [pace, setPace] = useState(storedPace);
  const [shown, setShown] = useState(0);
  const [paused, setPaused] = useState(false);
  const adapted = useRef(false);

  useEffect(() => {
    if (paused || shown >= steps.length) return;
    const id = window.setTimeout(() => setShown((s) => s + 1), shown === 0 ? LEAD_MS : pace);
    return () => window.clearTimeout(id);
  }, [shown, paused, pace, steps.length]);

  // Faster after a right answer, slower after a miss: once per item.
  useEffect(() => {
    if (verdict === undefined || adapted.current) return;
    adapted.current = true;
    const next = nextPace(pace, verdict.correct);
    storePace(next);
    setPace(next);
    setShown(steps.length);
  }, [verdict, pace, steps.length]);

  const done = shown >= steps.length;
  const seen = steps.slice(0, shown).flat();
  const current = shown > 0 && !done ? steps[shown - 1]! : [];
  return (
    <div
      className="felt count-stream"
      data-testid="card-stream"
      data-done={done}
      data-seen={seen.join(',')}
      data-pace={pace}
    >
      <div className="count-stream__cards" aria-hidden={done}>
        {done ? (
          <p className="count-stream__done">{RU.shown(seen.length)}</p>
        ) : shown === 0 ? (
          <p className="count-stream__done">{intro ?? RU.ready}</p>
        ) : (
          <Hand cards={current} size="lg" />
        )}
      </div>
      <div className="count-stream__bar">
        <span>{RU.pace(seen.length, formatNumber(pace / 1000, 2), steps[0]?.length === 2)}</span>
        {!done ? (
          <button type="button" className="btn btn--ghost count-stream__pause" onClick={() => setPaused((p) => !p)}>
            {paused ? RU.resume : RU.pause}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** The discard tray: a stack as high as the decks dealt, against a scale marked every half deck. */
export function DiscardTray({ decks, cardsDealt }: { readonly decks: number; readonly cardsDealt: number }) {
  const h = 220;
  const top = 10;
  const perDeck = h / decks;
  const stack = (cardsDealt / 52) * perDeck;
  const halves = Array.from({ length: decks * 2 + 1 }, (_, i) => i / 2);
  const aboutHalves = Math.round((cardsDealt / 52) * 2) / 2;
  return (
    <figure className="count-tray" data-testid="discard-tray" data-decks={decks} data-dealt={cardsDealt}>
      <svg
        viewBox={`0 0 176 ${h + top + 12}`}
        width="176"
        height={h + top + 12}
        role="img"
        aria-label={RU.tray(formatNumber(aboutHalves, aboutHalves % 1 === 0 ? 0 : 1), decks)}
      >
        <rect x="44" y={top} width="64" height={h} rx="4" className="count-tray__box" />
        {Array.from({ length: Math.max(0, Math.round(stack / 3)) }, (_, i) => (
          <line
            key={i}
            x1="46"
            x2="106"
            y1={top + h - i * 3 - 1.5}
            y2={top + h - i * 3 - 1.5}
            className="count-tray__edge"
          />
        ))}
        <rect x="46" y={top + h - stack} width="60" height={stack} className="count-tray__stack" />
        {halves.map((d) => {
          const y = top + h - d * perDeck;
          const whole = Number.isInteger(d);
          return (
            <g key={d}>
              <line x1={whole ? 26 : 34} x2="44" y1={y} y2={y} className="count-tray__mark" />
              {whole ? (
                <text x="22" y={y + 4} textAnchor="end" className="count-tray__label">
                  {d}
                </text>
              ) : null}
            </g>
          );
        })}
        <text x="114" y={top + 12} className="count-tray__label">
          {RU.decks}
        </text>
      </svg>
      <figcaption>{RU.trayCaption}</figcaption>
    </figure>
  );
}

function SystemPicker({ itemKey }: { readonly itemKey: string }) {
  // The latest choice in any tab (another tab's shows here too).
  const value = useSyncExternalStore(subscribePrefs, chosenSystem);
  const itemSystem = itemKey.slice(0, itemKey.indexOf(':'));
  return (
    <label className="count-system">
      {RU.system}{' '}
      <select
        value={value}
        onChange={(e) => {
          const id = e.target.value as CountingSystemId;
          chooseSystem(id);
        }}
      >
        {SYSTEM_IDS.map((id) => (
          <option key={id} value={id}>
            {countingSystemTitleRu(id)}
          </option>
        ))}
      </select>
      {value !== itemSystem ? <span className="count-system__note">{RU.nextItem}</span> : null}
    </label>
  );
}

/** The cards of a verdict with the label under each (the seen cards with their tags). */
export function TaggedReveal({ reveal }: { readonly reveal: TaggedCards }) {
  return (
    <figure className="count-reveal" data-testid="reveal">
      <figcaption>{reveal.label}</figcaption>
      <ol className="count-reveal__cards">
        {reveal.cards.map((c, i) => (
          <li key={i}>
            <PlayingCard card={c} size="sm" />
            <span className="count-reveal__tag" data-tag={reveal.tags[i]}>
              {reveal.tags[i]}
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
