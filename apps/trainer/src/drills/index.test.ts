import { describe, expect, it } from 'vitest';
import { seededRng } from '@croupier/engine/rng';
import type { Drill, DrillGame } from '../drill.ts';
import { allDrills, drillGroups, findDrill, GAMES } from './index.ts';

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

  // The contract every game's drills must keep: keys, items whose data survives JSON, a checker that
  // accepts some answer. Runs over every registered drill, so game drills are checked as they arrive.
  describe.each(allDrills.map((d) => [d.id, d] as const))('%s keeps the contract', (_id, drill) => {
    it('has keys, items with a prompt and a valid answer form, and a Russian title', () => {
      const keys = drill.keys();
      expect(keys.length).toBeGreaterThan(0);
      expect(drill.title).toMatch(/[а-яё]/iu);
      const rng = seededRng(drill.id);
      // Up to 12 keys spread over the list: enough to catch a broken generator, cheap for big drills
      // (a strategy item may enumerate exact odds; the game's own tests cover every key).
      const sample =
        keys.length <= 12 ? keys : Array.from({ length: 12 }, (_, i) => keys[Math.floor((i * keys.length) / 12)]!);
      for (const key of sample) {
        const item = drill.item(key, rng);
        expect(item.key).toBe(key);
        expect(item.prompt).not.toBe('');
        if (item.answer.kind === 'choice') {
          expect(item.answer.choices.length).toBeGreaterThan(1);
          expect(new Set(item.answer.choices.map((c) => c.id)).size).toBe(item.answer.choices.length);
        }
        expect(JSON.parse(JSON.stringify(item.data))).toEqual(item.data);
      }
    });
  });
});
