import { describe, expect, it } from 'vitest';
import { orThrow } from '@croupier/engine';
import { resolveRulesOrThrow, studGame, type StudAction } from '@croupier/engine/stud';
import { studRuleErrorRu } from '@croupier/ru';
import { applyHeld, beginHeld, emptyHeld, heldFigures, openHeld, seedTextHeld, undoHeld, urlRound } from './held';

// The stud table (one player's balance) is the smallest game to check the bookkeeping against the engine.
const rules = resolveRulesOrThrow({ preset: 'seed' });
const setup = (seed: number | string) => ({ balance: 1000, seed });
const ANTE: StudAction = { type: 'ante', amount: 10 };
const begin = (seed: number, opening: StudAction[] = []) => beginHeld(studGame, rules, setup, seed, opening);
/** The engine's own state after `start` and the actions, for comparison. */
const direct = (seed: number, ...actions: StudAction[]) => {
  let s = orThrow(studGame.start(rules, setup(seed))).state;
  for (const a of actions) s = orThrow(studGame.apply(s, a)).state;
  return s;
};

describe('useRound’s value: start, apply, undo', () => {
  it('is empty before the first seed', () => {
    expect(heldFigures(studGame, emptyHeld(), studRuleErrorRu)).toMatchObject({
      ready: false,
      state: null,
      legal: [],
      undoable: 0,
      seed: null,
    });
  });

  it.each<[string, StudAction[], StudAction[], number, number]>([
    ['a start alone', [], [], 1, 0],
    ['an opening ante stays on undo', [ANTE], [], 2, 0],
    ['an action after the start can be undone', [], [ANTE], 1, 1],
    ['two after an opening', [ANTE], [{ type: 'raise' }, { type: 'nextRound' }], 2, 2],
  ])('%s', (_name, opening, actions, base, undoable) => {
    const h = applyHeld(studGame, begin(7, opening), actions);
    expect(h.base).toBe(base);
    const f = heldFigures(studGame, h, studRuleErrorRu);
    expect(f.undoable).toBe(undoable);
    expect(f.state).toEqual(direct(7, ...opening, ...actions));
    expect(f.seedText).toBe('7');
  });

  it('keeps a refused action as the error, in Russian, with the state as it was', () => {
    const h = applyHeld(studGame, begin(7), [{ type: 'raise' }]);
    const f = heldFigures(studGame, h, studRuleErrorRu);
    const engine = studGame.apply(direct(7), { type: 'raise' });
    expect(engine.ok).toBe(false);
    expect(f.error).toEqual(engine.ok ? null : engine.error);
    expect(f.errorText).toMatch(/\p{Script=Cyrillic}/u);
    expect(f.state).toEqual(direct(7));
  });

  it.each([
    ['one step', 1, 1],
    ['more than there are: back to the opening', 5, 0],
  ])('undoes %s', (_name, count, left) => {
    const h = applyHeld(studGame, begin(7, [ANTE]), [{ type: 'raise' }, { type: 'nextRound' }]);
    expect(heldFigures(studGame, undoHeld(h, count), studRuleErrorRu).undoable).toBe(left);
  });

  it('applies nothing before the start', () => {
    const h = emptyHeld<typeof studGame>();
    expect(applyHeld(studGame, h, [ANTE])).toBe(h);
    expect(undoHeld(h, 1)).toBe(h);
  });
});

describe('useRound’s value: a typed seed', () => {
  const again = (seed: number | string) => begin(Number(seed));
  it('starts again from a good seed, keeping the text as typed', () => {
    const h = seedTextHeld(begin(7, [ANTE]), ' 42', 'Номер раздачи', again);
    expect(heldFigures(studGame, h, studRuleErrorRu)).toMatchObject({
      seed: 42,
      seedText: ' 42',
      seedError: null,
      state: direct(42),
    });
  });
  it('refuses a bad one in Russian and keeps the round', () => {
    const before = begin(7, [ANTE]);
    const h = seedTextHeld(before, 'abc', 'Номер стола', again);
    expect(h.round).toBe(before.round);
    expect(h.seedText).toBe('abc');
    expect(h.seedError).toContain('Номер стола');
  });
});

describe('useRound’s value: opening a history', () => {
  // A history written by hand in the engine's format: the seed, the rules, the setup, the actions.
  const history = {
    format: 'croupier-round',
    version: 1,
    game: 'stud',
    rules,
    seed: 9,
    setup: { balance: 1000 },
    actions: [ANTE],
  };
  it('replays a good one to its last state; nothing of it can be undone', () => {
    const { held, opened } = openHeld(studGame, begin(7), history, setup, studRuleErrorRu);
    expect(opened).toBe(true);
    expect(heldFigures(studGame, held, studRuleErrorRu)).toMatchObject({
      seed: 9,
      seedText: '9',
      undoable: 1,
      openError: null,
    });
    expect(heldFigures(studGame, held, studRuleErrorRu).state).toEqual(direct(9, ANTE));
  });
  it('opens one from its text too', () => {
    expect(openHeld(studGame, begin(7), JSON.stringify(history), setup, studRuleErrorRu).opened).toBe(true);
  });
  it.each([
    ['an empty text', '  ', 'запись пуста'],
    ['a text that is not JSON', '{"game": "stud",', 'текст записи не читается'],
  ])('refuses %s and keeps the round', (_name, text, words) => {
    const before = begin(7);
    const { held, opened } = openHeld(studGame, before, text, setup, studRuleErrorRu);
    expect(opened).toBe(false);
    expect(held.round).toBe(before.round);
    expect(held.openError).toContain(words);
  });
  it('refuses a history of this game played at another table (the seats differ)', () => {
    const seats = (seed: number | string) => ({ seats: { вы: 1000 }, seed }) as unknown as ReturnType<typeof setup>;
    const other = { ...history, setup: { seats: { Игрок: 1000 } } };
    const { opened, held } = openHeld(studGame, begin(7), other, seats, studRuleErrorRu);
    expect(opened).toBe(false);
    expect(held.openError).toContain('сыграна за другим столом');
  });

  it.each([
    ['no parameter', null, { kind: 'none' }],
    ['another game’s round', '{"game":"craps"}', { kind: 'none' }],
    ['this game’s', '{"game":"stud","seed":1}', { kind: 'open', value: { game: 'stud', seed: 1 } }],
  ])('the address’s ?round=: %s', (_name, text, expected) => {
    expect(urlRound('stud', text)).toEqual(expected);
  });
  it('the address’s ?round=: an unreadable one is an error', () => {
    expect(urlRound('stud', '{')).toMatchObject({ kind: 'error' });
  });
});
