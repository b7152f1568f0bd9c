import { useId, useMemo, useState } from 'react';
import { type Card, formatCards } from '@croupier/engine/cards';
import { Badge, CardPicker, type CardNotation, Hand } from '@croupier/ui';
import { cardsErrorRu } from '@croupier/ru';
import { type PokerClassifier, readCards, studClassifier } from './cardLab';

/** Hands to try with one click, each showing a rule of the page. */
const EXAMPLES: readonly { readonly text: string; readonly title: string }[] = [
  { text: 'Т♠ 6♦', title: 'мягкая 17' },
  { text: 'As Kd', title: 'блекджек' },
  { text: '7♠ 8♥ 8♦', title: 'баккара: 23 → 3' },
  { text: '10♠ 6♥ К♦', title: 'перебор' },
  { text: 'Т♥ К♥ Д♥ В♥ 10♥', title: 'флеш-рояль' },
  { text: 'Т♣ К♦ 8♠ 7♥ 3♣', title: 'Туз-Король' },
];

/** Props of {@link CardLab}. */
export interface CardLabProps {
  /** The hand shown first. */
  readonly initial?: string;
  /** The poker evaluator (default: the stud engine's); `null` hides the poker line. */
  readonly classify?: PokerClassifier | null;
}

/**
 * The «Карты и обозначения» island: type cards in either notation or pick them from the deck, and see
 * the hand's blackjack value, baccarat point and, for five cards, its poker combination.
 *
 * @param props - See {@link CardLabProps}.
 */
export default function CardLab({ initial = 'Т♠ 6♦', classify: classifyProp }: CardLabProps) {
  const classify = classifyProp === null ? undefined : (classifyProp ?? studClassifier);
  const id = useId();
  const [text, setText] = useState(initial);
  const [notation, setNotation] = useState<CardNotation>('ru');
  const reading = useMemo(() => readCards(text, classify), [text, classify]);
  const [picked, setPicked] = useState<readonly Card[]>(() => (reading.ok && reading.value ? reading.value.cards : []));

  const onType = (value: string) => {
    setText(value);
    const r = readCards(value);
    if (r.ok) setPicked(r.value ? r.value.cards : []);
  };
  const onPick = (cards: Card[]) => {
    setPicked(cards);
    setText(formatCards(cards, { notation, suits: 'symbol' }));
  };

  const error = reading.ok ? null : cardsErrorRu(reading.error);
  const value = reading.ok ? reading.value : null;

  return (
    <div className="card-lab not-content">
      <div className="card-lab__controls">
        <label className="card-lab__label" htmlFor={`${id}-input`}>
          Карты
        </label>
        <input
          id={`${id}-input`}
          className="card-lab__input"
          type="text"
          value={text}
          onChange={(e) => onType(e.target.value)}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={error !== null}
          aria-describedby={`${id}-help ${id}-error`}
          data-testid="card-input"
        />
        <p id={`${id}-help`} className="card-lab__help">
          Через пробел, в любой записи: <kbd>Т♠ 6♦</kbd>, <kbd>10ч</kbd>, <kbd>Д бубны</kbd>, <kbd>As Kd</kbd>,{' '}
          <kbd>Td</kbd> (латинская T — десятка).
        </p>
        <div className="card-lab__examples" role="group" aria-label="Примеры">
          {EXAMPLES.map((ex) => (
            <button
              key={ex.text}
              type="button"
              className="card-lab__example"
              title={ex.title}
              onClick={() => onType(ex.text)}
            >
              {ex.text}
            </button>
          ))}
        </div>
      </div>

      <p id={`${id}-error`} className="card-lab__error" role="alert" data-testid="card-error">
        {error}
      </p>

      {value ? (
        <div className="card-lab__reading" aria-live="polite">
          <Hand cards={value.cards} notation={notation} caption="Ваши карты" />
          {value.warnings.map((w) => (
            <p key={w} className="card-lab__warning" data-testid="card-warning">
              {w}
            </p>
          ))}
          <dl className="card-lab__results">
            <div>
              <dt>Блекджек</dt>
              <dd data-testid="bj-value">
                <Badge tone={value.blackjack.tone}>{value.blackjack.text}</Badge>
                <span className="card-lab__detail">{value.blackjack.detail}</span>
              </dd>
            </div>
            <div>
              <dt>Баккара</dt>
              <dd data-testid="baccarat-point">
                <Badge tone="accent">{value.baccarat.point}</Badge>
                <span className="card-lab__detail">
                  {value.baccarat.detail}
                  {value.baccarat.note ? ` — ${value.baccarat.note}` : ''}
                </span>
              </dd>
            </div>
            {classify ? (
              <div>
                <dt>Покер</dt>
                <dd data-testid="poker-combo">
                  {value.poker ? (
                    <Badge tone="accent">{value.poker.name}</Badge>
                  ) : (
                    <span className="card-lab__detail">{value.pokerNote}</span>
                  )}
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
      ) : null}

      <fieldset className="card-lab__notation">
        <legend>Обозначения на картах</legend>
        <label>
          <input type="radio" name={`${id}-notation`} checked={notation === 'ru'} onChange={() => setNotation('ru')} />{' '}
          русские (Т К Д В)
        </label>
        <label>
          <input type="radio" name={`${id}-notation`} checked={notation === 'en'} onChange={() => setNotation('en')} />{' '}
          английские (A K Q J)
        </label>
      </fieldset>
      <CardPicker selected={picked} onChange={onPick} notation={notation} label="Колода: выберите карты" />
    </div>
  );
}
