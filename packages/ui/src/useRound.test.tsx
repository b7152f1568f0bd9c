// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { orThrow } from '@croupier/engine';
import { baccaratGame, resolveRulesOrThrow as baccaratRules, type BaccaratRules } from '@croupier/engine/baccarat';
import { crapsGame, resolveRulesOrThrow as crapsRules } from '@croupier/engine/craps';
import { useRound, type RoundHandle, type UseRoundOptions } from './useRound';
import { historyOfRound, roundFromHistory } from './history';
import { baccaratRuleErrorRu, crapsRuleErrorRu } from '@croupier/ru';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Bac = typeof baccaratGame;
const seats = (seed: number | string) => ({ seats: { вы: 1000 }, seed });

/** Renders a component that calls the hook, and hands back the latest handle. */
function mount(rules: BaccaratRules, options: UseRoundOptions<Bac>) {
  let handle: RoundHandle<Bac> | undefined;
  let setRules: (r: BaccaratRules) => void = () => {};
  const Probe = ({ rules: r }: { rules: BaccaratRules }) => {
    handle = useRound(baccaratGame, r, options);
    return <p>{handle.seedText}</p>;
  };
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() => root.render(<Probe rules={rules} />));
  setRules = (r) => act(() => root.render(<Probe rules={r} />));
  unmounts.push(() => act(() => root.unmount()));
  return { get: () => handle!, setRules, container };
}
const unmounts: (() => void)[] = [];
afterEach(() => {
  for (const u of unmounts.splice(0)) u();
});

const casino = baccaratRules({ preset: 'casino' });
const seedRules = baccaratRules({ preset: 'seed' });
const bet = { type: 'bet', player: 'вы', bet: 'banker', stake: 100 } as const;

describe('useRound', () => {
  it('draws the seed after the first render, so the server’s HTML has no seed', () => {
    const Probe = () => {
      const r = useRound(baccaratGame, casino, { setup: seats, errorRu: baccaratRuleErrorRu, drawSeed: () => 77 });
      return <p>{r.ready ? `seed ${String(r.seed)}` : 'not yet'}</p>;
    };
    expect(renderToString(<Probe />)).toContain('not yet');
    const m = mount(casino, { setup: seats, errorRu: baccaratRuleErrorRu, drawSeed: () => 77 });
    expect(m.get().ready).toBe(true);
    expect(m.get().seed).toBe(77);
    expect(m.get().seedText).toBe('77');
  });

  it('plays the engine’s coup: the same state as start and apply called directly', () => {
    const m = mount(casino, { setup: seats, errorRu: baccaratRuleErrorRu, seed: 25, opening: [bet] });
    for (const type of ['deal', 'playerRule', 'bankerRule', 'settle'] as const) {
      let ok = false;
      act(() => {
        ok = m.get().apply({ type });
      });
      expect(ok).toBe(true);
    }
    let want = orThrow(baccaratGame.start(casino, seats(25))).state;
    for (const a of [
      bet,
      { type: 'deal' },
      { type: 'playerRule' },
      { type: 'bankerRule' },
      { type: 'settle' },
    ] as const)
      want = orThrow(baccaratGame.apply(want, a)).state;
    expect(m.get().state).toEqual(want);
    expect(m.get().isOver).toBe(true);
    expect(m.get().legal.map((a) => a.type)).toEqual(baccaratGame.legalActions(want).map((a) => a.type));
    expect(m.get().events.map((e) => e.type)).toContain('betSettled');
  });

  it('a refused action changes nothing and is worded in Russian, never in the engine’s English', () => {
    const m = mount(casino, { setup: seats, errorRu: baccaratRuleErrorRu, seed: 25 });
    const before = m.get().state;
    let ok = true;
    act(() => {
      ok = m.get().apply({ type: 'settle' });
    });
    expect(ok).toBe(false);
    expect(m.get().state).toBe(before);
    expect(m.get().error?.code).toBe('baccarat/wrong-phase');
    expect(m.get().errorText).toMatch(/^Сейчас нельзя/u);
    expect(m.get().errorText).not.toContain(m.get().error!.message);
  });

  it('undo and restart', () => {
    const m = mount(casino, { setup: seats, errorRu: baccaratRuleErrorRu, seed: 25, opening: [bet] });
    const start = m.get().state;
    expect(m.get().undoable).toBe(0); // the opening bet stays
    act(() => void m.get().apply({ type: 'deal' }, { type: 'playerRule' }));
    expect(m.get().undoable).toBe(2);
    act(() => m.get().undo());
    expect(m.get().state?.phase).toBe('playerRule');
    act(() => m.get().undo(5));
    expect(m.get().state?.phase).toBe('betting');
    expect(m.get().log.some((e) => e.type === 'betPlaced')).toBe(true);
    act(() => m.get().restart());
    expect(m.get().state).toEqual(start);
    expect(m.get().seed).toBe(25);
  });

  it('a typed seed restarts with it; a bad one is refused in Russian and the table stays', () => {
    const m = mount(casino, { setup: seats, errorRu: baccaratRuleErrorRu, seed: 25, seedLabel: 'Номер тасовки' });
    act(() => m.get().setSeedText('abc'));
    expect(m.get().seed).toBe(25);
    expect(m.get().seedError).toMatch(/^«Номер тасовки» — целое число/u);
    expect(m.get().seedText).toBe('abc');
    act(() => m.get().setSeedText('26'));
    expect(m.get().seed).toBe(26);
    expect(m.get().seedError).toBeNull();
    expect(m.get().state).toEqual(orThrow(baccaratGame.start(casino, seats(26))).state);
  });

  it('new rules restart the round with the same seed', () => {
    const m = mount(casino, { setup: seats, errorRu: baccaratRuleErrorRu, seed: 25 });
    m.setRules(seedRules);
    expect(m.get().state?.rules).toEqual(seedRules);
    expect(m.get().seed).toBe(25);
  });

  it('no render pairs the new rules with the old rules’ round', () => {
    const seen: { asked: BaccaratRules; held: BaccaratRules | undefined }[] = [];
    const Probe = ({ rules: r }: { rules: BaccaratRules }) => {
      const h = useRound(baccaratGame, r, { setup: seats, errorRu: baccaratRuleErrorRu, seed: 25 });
      seen.push({ asked: r, held: h.state?.rules });
      return null;
    };
    const root = createRoot(document.createElement('div'));
    act(() => root.render(<Probe rules={casino} />));
    act(() => root.render(<Probe rules={seedRules} />));
    unmounts.push(() => act(() => root.unmount()));
    const asked = seen.filter((s) => s.asked === seedRules);
    expect(asked.length).toBeGreaterThan(0);
    // Every render under the new rules hands back their round: none shows the old table under the new switch.
    expect(asked.map((s) => s.held)).toEqual(asked.map(() => seedRules));
  });

  it('a fresh seed comes from the given source', () => {
    let n = 100;
    const m = mount(casino, { setup: seats, errorRu: baccaratRuleErrorRu, seed: 1, drawSeed: () => n++ });
    act(() => m.get().newSeed());
    expect(m.get().seed).toBe(100);
  });

  it('any game: craps rolls from the table’s seed, and the same seed rolls the same dice', () => {
    const rules = crapsRules({ preset: 'seed' });
    const rolls = (seed: number) => {
      let handle: RoundHandle<typeof crapsGame> | undefined;
      const Probe = () => {
        handle = useRound(crapsGame, rules, {
          setup: (s) => ({ seats: { me: 100 }, seed: s }),
          seed,
          errorRu: crapsRuleErrorRu,
        });
        return null;
      };
      const root = createRoot(document.createElement('div'));
      act(() => root.render(<Probe />));
      act(() => void handle!.apply({ type: 'roll' }, { type: 'roll' }, { type: 'roll' }));
      const dice = handle!.log.flatMap((e) => (e.type === 'rolled' ? [e.dice.join('+')] : []));
      act(() => root.unmount());
      return dice;
    };
    expect(rolls(9)).toHaveLength(3);
    expect(rolls(9)).toEqual(rolls(9));
  });
});

it('restart can change the opening actions (a new bet on the same shoe)', () => {
  const m = mount(casino, { setup: seats, errorRu: baccaratRuleErrorRu, seed: 25, opening: [bet] });
  const onPlayer = { type: 'bet', player: 'вы', bet: 'player', stake: 100 } as const;
  act(() => m.get().restart(undefined, [onPlayer]));
  expect(m.get().seed).toBe(25);
  expect(
    m
      .get()
      .log.filter((e) => e.type === 'betPlaced')
      .map((e) => (e.type === 'betPlaced' ? e.bet : '')),
  ).toEqual(['player']);
});

describe('useRound: opening a history', () => {
  /** The coup's actions after the bet, driven by the engine's legal actions (the dealer's steps). */
  function played(m: { get: () => RoundHandle<Bac> }) {
    for (let i = 0; i < 6 && !m.get().isOver; i++) {
      const next = m.get().legal.find((a) => a.type !== 'bet' && a.type !== 'nextCoup');
      if (!next) break;
      act(() => void m.get().apply(next as never));
    }
  }

  it('exports a played coup and opens it again at another table: the same state, step for step', () => {
    const a = mount(casino, { setup: seats, errorRu: baccaratRuleErrorRu, seed: 31, opening: [bet] });
    played(a);
    expect(a.get().isOver).toBe(true);
    const text = JSON.stringify(a.get().history());
    const b = mount(casino, { setup: seats, errorRu: baccaratRuleErrorRu, seed: 5 });
    let ok = false;
    act(() => {
      ok = b.get().open(text);
    });
    expect(ok).toBe(true);
    expect(b.get().seed).toBe(31);
    expect(b.get().state).toEqual(a.get().state);
    expect(b.get().round!.steps.length).toBe(a.get().round!.steps.length);
    expect(b.get().openError).toBeNull();
  });

  it.each([
    ['not JSON', '{"format":', 'текст записи не читается'],
    [
      'another game',
      JSON.stringify({
        format: 'croupier-round',
        version: 1,
        game: 'craps',
        rules: crapsRules({ preset: 'seed' }),
        seed: 1,
        setup: { seats: { вы: 1000 } },
        actions: [],
      }),
      'крэпса',
    ],
    [
      'another table',
      JSON.stringify({
        format: 'croupier-round',
        version: 1,
        game: 'baccarat',
        rules: casino,
        seed: 1,
        setup: { seats: { анна: 1000 } },
        actions: [],
      }),
      'за другим столом',
    ],
    [
      'a refused action',
      JSON.stringify({
        format: 'croupier-round',
        version: 1,
        game: 'baccarat',
        rules: casino,
        seed: 1,
        setup: { seats: { вы: 1000 } },
        actions: [{ type: 'settle' }],
      }),
      'Ход № 1',
    ],
  ])('refuses %s in Russian and leaves the round as it was', (_, text, words) => {
    const m = mount(casino, { setup: seats, errorRu: baccaratRuleErrorRu, seed: 9, opening: [bet] });
    const before = m.get().state;
    let ok = true;
    act(() => {
      ok = m.get().open(text);
    });
    expect(ok).toBe(false);
    expect(m.get().openError).toContain(words);
    expect(m.get().state).toBe(before);
    expect(m.get().seed).toBe(9);
  });

  it('opens the history in the page’s ?round= parameter', () => {
    const a = mount(casino, { setup: seats, errorRu: baccaratRuleErrorRu, seed: 44, opening: [bet] });
    const h = a.get().history()!;
    window.history.replaceState(null, '', `/?round=${encodeURIComponent(JSON.stringify(h))}`);
    try {
      const b = mount(casino, { setup: seats, errorRu: baccaratRuleErrorRu, drawSeed: () => 3 });
      expect(b.get().seed).toBe(44);
      expect(b.get().state).toEqual(a.get().state);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('replays craps dice from the seed alone', () => {
    const rules = crapsRules({ preset: 'seed' });
    const craps = orThrow(crapsGame.start(rules, { seats: { me: 100 }, seed: 2 })).state;
    const rolled = orThrow(crapsGame.apply(craps, { type: 'roll' })).state;
    const round = {
      seed: 2,
      rules,
      steps: [
        { action: null, state: craps, events: [] },
        { action: { type: 'roll' }, state: rolled, events: [] },
      ],
      error: null,
    };
    const h = historyOfRound(crapsGame, round as never, (seed) => ({ seats: { me: 100 }, seed }));
    const back = roundFromHistory(crapsGame, JSON.parse(JSON.stringify(h)), crapsRuleErrorRu);
    expect(back.ok && back.value.steps[1]!.state).toEqual(rolled);
  });
});
