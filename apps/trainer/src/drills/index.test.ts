import { describe, expect, it } from 'vitest';
import { COUNTING_SYSTEMS } from '@croupier/engine/blackjack';
import { studPresets } from '@croupier/engine/stud';
import type { Drill, DrillGame } from '../drill.ts';
import { resolveSettings, type RulesByGame } from '../rules/choice.ts';
import { allDrills, drillGroups, findDrill, GAMES } from './index.ts';
import { dealSolved, DEFAULT_RULES, keysUnder } from './test-helpers.ts';

/** The counting systems' names, from the engine. */
const SYSTEM_NAMES = Object.values(COUNTING_SYSTEMS).map((s) => s.name);

/** The casino preset of every game. */
const CASINO: RulesByGame = resolveSettings({
  blackjack: { preset: 'casino', overrides: {} },
  baccarat: { preset: 'casino', overrides: {} },
  craps: { preset: 'casino', overrides: {} },
  stud: { preset: 'casino', overrides: {} },
});

/** The text's rules, stud at the Senator casino (decision 033: every Russian-poker option on). */
const SENATOR: RulesByGame = { ...DEFAULT_RULES, stud: studPresets.senator.rules };
/** The drills of the casino options, offered only under rules that hold them. */
const CASINO_ONLY = ['stud-exchange', 'stud-sixth-card', 'stud-sixth-play', 'stud-insurance', 'stud-buy-game'];

describe('drill registry', () => {
  it('lists the games in the order Общее, Блекджек, Баккара, Крэпс, Покер', () => {
    expect(GAMES.map((g) => g.title)).toEqual(['Общее', 'Блекджек', 'Баккара', 'Крэпс', 'Покер']);
  });

  it('hides games without drills', () => {
    const one = { id: 'x', game: 'craps' } as Drill;
    const groups = drillGroups({ general: [], blackjack: [], baccarat: [], craps: [one], stud: [] });
    expect(groups.map((g) => g.title)).toEqual(['Крэпс']);
    expect(groups[0]!.drills).toEqual([one]);
  });

  it('shows the general drills', () => {
    expect(drillGroups()[0]).toMatchObject({ game: 'general', title: 'Общее' });
    expect(findDrill('baccarat-point')?.title).toBe('Баккара: очки руки');
    expect(findDrill('no-such-drill')).toBeUndefined();
  });

  it('has unique drill ids, each in its own game folder', () => {
    const ids = allDrills.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const g of drillGroups()) for (const d of g.drills) expect(d.game).toBe(g.game satisfies DrillGame);
  });

  // The contract every game's drills must keep, under the text's rules and the casino's: keys, items that
  // carry their rules and the engine's answer and survive JSON whole, a checker that reads only the item
  // and agrees with the answer it carries. Runs over every registered drill, so new drills are checked.
  describe.each(allDrills.map((d) => [d.id, d] as const))('%s keeps the contract', (_id, drill) => {
    it.each([
      ['the default rules', DEFAULT_RULES],
      ['the casino rules', CASINO],
      ['a Russian-poker casino (Senator)', SENATOR],
    ] as const)('under %s', async (name, rules) => {
      const keys = keysUnder(drill, rules);
      // The Russian-poker drills are offered only under rules that hold their option (Senator holds all).
      if (CASINO_ONLY.includes(drill.id) && rules !== SENATOR) return expect(keys).toEqual([]);
      if (rules === SENATOR && drill.game !== 'stud') return;
      // The text's decision drill gives way to «какие карты заменить» under the casino family.
      if (rules === SENATOR && drill.id === 'stud-decision') return expect(keys).toEqual([]);
      expect(keys.length, name).toBeGreaterThan(0);
      expect(new Set(keys).size).toBe(keys.length);
      expect(drill.title).toMatch(/[а-яё]/iu);
      // Every key has a Russian name: the heatmap's rows, the mistakes list and «дороже всего» show it.
      const unnamed = keys.filter((k) => {
        const label = drill.keyLabel?.(k);
        // The counting systems keep their own names (Hi-Lo, Omega II), as Russian books write them.
        const words = label && SYSTEM_NAMES.reduce((l, n) => l.replaceAll(n, ''), label);
        return label === undefined || label === k || /[a-z]/iu.test(words!);
      });
      expect(unnamed).toEqual([]);
      // Up to 12 keys spread over the list: enough to catch a broken generator, cheap for big drills.
      const sample =
        keys.length <= 12 ? keys : Array.from({ length: 12 }, (_, i) => keys[Math.floor((i * keys.length) / 12)]!);
      for (const key of sample) {
        const item = await dealSolved(drill, key, `${drill.id}/${key}`, rules);
        expect(item.key).toBe(key);
        expect(item.prompt).not.toBe('');
        expect(item.rules).toEqual(drill.game === 'general' ? null : rules[drill.game]);
        if (item.answer.kind === 'choice') {
          expect(item.answer.choices.length).toBeGreaterThan(1);
          const ids = item.answer.choices.map((c) => c.id);
          expect(new Set(ids).size).toBe(ids.length);
          expect(ids).toContain(item.solution.answer);
          for (const id of Object.keys(item.solution.evs ?? {})) expect(ids).toContain(id);
        }
        // The whole item survives JSON (saved, sent to a worker, replayed) and is judged the same.
        const revived = JSON.parse(JSON.stringify(item)) as typeof item;
        expect(revived).toEqual(item);
        const v = drill.check(revived, item.solution.answer);
        expect(v.correct).toBe(true);
        if (v.expectedAnswer !== undefined) expect(v.expectedAnswer).toBe(item.solution.answer);
        // The same seed deals the same item (a replay).
        expect(await dealSolved(drill, key, `${drill.id}/${key}`, rules)).toEqual(item);
      }
    });
  });
});
