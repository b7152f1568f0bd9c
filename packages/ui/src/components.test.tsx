import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { CardPicker, Chip, Dice, Die, Hand, PlayingCard } from './index';

const count = (html: string, needle: string) => html.split(needle).length - 1;

describe('components render accessible markup', () => {
  it('a card is one image named in Russian, red for hearts', () => {
    const html = renderToStaticMarkup(<PlayingCard card={33} />);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="десятка червей"');
    expect(html).toContain('cr-card--red');
  });

  it('a face-down card names itself so, without revealing a rank', () => {
    const html = renderToStaticMarkup(<PlayingCard faceDown card={48} />);
    expect(html).toContain('aria-label="карта рубашкой вверх"');
    expect(html).not.toContain('Т');
  });

  it('a hand shows its caption, its value and one card per card plus the hidden ones', () => {
    const html = renderToStaticMarkup(
      <Hand caption="Крупье" cards={[48, 18]} hidden={1} value="17 мягкая" tone="good" />,
    );
    expect(html).toContain('Крупье');
    expect(html).toContain('cr-badge--good">17 мягкая');
    expect(count(html, 'class="cr-card ')).toBe(3);
  });

  it('a hand lays its face-down cards after the open ones, or before them (an up-card dealt last)', () => {
    const order = (html: string) => [...html.matchAll(/cr-card--(back|red|black)/gu)].map((m) => m[1]);
    expect(order(renderToStaticMarkup(<Hand cards={[48]} hidden={2} />))).toEqual(['black', 'back', 'back']);
    expect(order(renderToStaticMarkup(<Hand cards={[48]} hidden={2} hiddenFirst />))).toEqual([
      'back',
      'back',
      'black',
    ]);
  });

  it('a die shows as many pips as its face, two dice their total', () => {
    expect(count(renderToStaticMarkup(<Die face={5} />), 'cr-die__pip')).toBe(5);
    const dice = renderToStaticMarkup(<Dice roll={[3, 4]} />);
    expect(dice).toContain('сумма 7');
    expect(count(dice, 'cr-die__pip')).toBe(7);
  });

  it('a chip is named by its value', () => {
    expect(renderToStaticMarkup(<Chip value={25} />)).toContain('aria-label="фишка 25"');
  });

  it('the picker has 52 buttons, one tab stop, and marks the picked cards', () => {
    const html = renderToStaticMarkup(<CardPicker selected={[48, 0]} onChange={() => {}} disabled={[1]} />);
    expect(count(html, '<button')).toBe(52);
    expect(count(html, 'tabindex="0"')).toBe(1);
    expect(count(html, 'aria-pressed="true"')).toBe(2);
    expect(count(html, 'disabled=""')).toBe(1);
  });
});

describe('RoundControls', () => {
  it('shows the seed in a field, a fresh seed, the start again and undo; a refused seed is an alert', async () => {
    const { RoundControls } = await import('./RoundControls');
    const noop = () => {};
    const round = {
      ready: true,
      seedText: 'abc',
      seedError: '«Номер тасовки» — целое число от 0 до 9 007 199 254 740 991; «abc» не подходит.',
      undoable: 0,
      setSeedText: noop,
      newSeed: noop,
      restart: noop,
      undo: noop,
    } as never;
    const html = renderToStaticMarkup(
      <RoundControls round={round} seedLabel="Номер тасовки" testId="t" openable={false} />,
    );
    expect(html).toContain('value="abc"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('role="alert"');
    expect(count(html, '<button')).toBe(3);
    expect(html).toMatch(/data-testid="t-undo"[^>]*disabled|disabled=""[^>]*data-testid="t-undo"/u);
  });

  it('offers «Открыть раздачу» with a text field, a file and the refusal as an alert', async () => {
    const { RoundControls } = await import('./RoundControls');
    const noop = () => {};
    const round = {
      ready: true,
      seedText: '5',
      seedError: null,
      openError: 'Раздачу открыть нельзя: ходы записаны неверно (ход № 2).',
      undoable: 0,
      setSeedText: noop,
      newSeed: noop,
      restart: noop,
      undo: noop,
      open: () => false,
    } as never;
    const html = renderToStaticMarkup(<RoundControls round={round} seedLabel="Номер тасовки" testId="t" />);
    expect(html).toContain('<summary>Открыть раздачу</summary>');
    expect(html).toContain('type="file"');
    expect(html).toMatch(/role="alert"[^>]*>Раздачу открыть нельзя: ходы записаны неверно \(ход № 2\)\./u);
    expect(count(html, '<button')).toBe(4);
  });
});
