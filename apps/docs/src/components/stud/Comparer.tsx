import { useState } from 'react';
import { Hand } from '@croupier/ui';
import { TEXT_EXAMPLES, compareText, compareTyped, type Comparison } from './stud';
import './stud.css';

function verdict(c: Comparison): string {
  return c.winner === 'a' ? 'старше' : c.winner === 'b' ? 'младше' : 'равноценны';
}

/**
 * Every comparison example of the text, decided by the engine, and a free comparison of two hands
 * typed as cards (Т♠ К♥ …) or as the text writes them (Т-К-В-3-2).
 */
export default function Comparer() {
  const [a, setA] = useState('Т♥ К♥ Д♥ В♥ 10♥');
  const [b, setB] = useState('Т♣ К♣ Д♣ В♣ 10♣');
  const blank = a.trim() === '' || b.trim() === '';
  const typed = blank ? null : compareTyped(a, b);
  const free: Comparison | null = typed?.ok ? typed.value : null;
  const error = typed && !typed.ok ? typed.error : '';
  return (
    <div className="stud-panel not-content" data-testid="stud-compare">
      <ul className="stud-list">
        {TEXT_EXAMPLES.map((ex, i) => {
          const c = compareText(ex.better, ex.worse);
          return (
            <li key={i} className="stud-compare" data-testid={`stud-example-${i}`}>
              <Hand cards={c.a.cards} caption={ex.better} value={c.a.name} size="sm" />
              <span className="stud-verdict" data-testid="stud-verdict">
                {verdict(c)}
              </span>
              <Hand cards={c.b.cards} caption={ex.worse} value={c.b.name} size="sm" />
              <span className="stud-muted">{ex.why}</span>
            </li>
          );
        })}
      </ul>
      <div className="stud-row">
        <label>
          Первый расклад{' '}
          <input className="stud-input" value={a} onChange={(e) => setA(e.target.value)} data-testid="stud-compare-a" />
        </label>
        <label>
          Второй{' '}
          <input className="stud-input" value={b} onChange={(e) => setB(e.target.value)} data-testid="stud-compare-b" />
        </label>
      </div>
      {free ? (
        <div className="stud-compare" aria-live="polite">
          <Hand cards={free.a.cards} caption="Первый" value={free.a.name} size="sm" />
          <span className="stud-verdict" data-testid="stud-compare-verdict">
            {verdict(free)}
          </span>
          <Hand cards={free.b.cards} caption="Второй" value={free.b.name} size="sm" />
        </div>
      ) : blank ? (
        // While a field is being retyped: a prompt, not an error.
        <p className="stud-muted" data-testid="stud-compare-prompt">
          Впишите пять карт в оба поля.
        </p>
      ) : (
        <p className="stud-error" data-testid="stud-compare-error">
          {error}
        </p>
      )}
    </div>
  );
}
