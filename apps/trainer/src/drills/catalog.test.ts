import { describe, expect, it } from 'vitest';
import type { Drill, DrillGame } from '../drill.ts';
import { ALL_META, CATALOG, findMeta, META_GROUPS } from './catalog.ts';
import { allDrills, drillGroups } from './index.ts';
import { createDrillLoader, GAME_IMPORTS, type GameImports } from './load.ts';

/** The fields the catalog repeats, read from a drill's definition. */
const metaOf = (d: Drill) => ({
  id: d.id,
  game: d.game,
  title: d.title,
  description: d.description,
  ...(d.rulesShown === undefined ? {} : { rulesShown: d.rulesShown }),
  ...(d.needs === undefined ? {} : { needs: d.needs }),
});

describe('the drill catalog (what the list knows without the drills’ code)', () => {
  it('has every drill of the registry, in list order, and each drill carries its entry', () => {
    expect(ALL_META).toEqual(allDrills.map(metaOf));
    expect(META_GROUPS.map((g) => [g.game, g.title, g.docsPath, g.drills.map((d) => d.id)])).toEqual(
      drillGroups().map((g) => [g.game, g.title, g.docsPath, g.drills.map((d) => d.id)]),
    );
  });

  it('finds an entry by id, and nothing for an unknown id', () => {
    expect(findMeta('baccarat-point')).toMatchObject({ game: 'general', title: 'Баккара: очки руки' });
    expect(findMeta('no-such-drill')).toBeUndefined();
  });

  it.each(Object.keys(GAME_IMPORTS) as DrillGame[])('the %s chunk holds exactly the game’s drills', async (game) => {
    const { drills } = await GAME_IMPORTS[game]();
    expect(drills.map((d) => d.id)).toEqual(CATALOG[game].map((d) => d.id));
  });
});

describe('the drill loader', () => {
  const fake = (id: string, game: DrillGame) => ({ id, game }) as Drill;
  const imports = (calls: DrillGame[], fail: Set<DrillGame>): GameImports => {
    const one = (game: DrillGame) => () => {
      calls.push(game);
      return fail.has(game)
        ? Promise.reject(new Error('offline'))
        : Promise.resolve({ drills: CATALOG[game].map((m) => fake(m.id, game)) });
    };
    return {
      general: one('general'),
      blackjack: one('blackjack'),
      baccarat: one('baccarat'),
      craps: one('craps'),
      stud: one('stud'),
    };
  };

  it('imports a drill’s game once, on demand, and names the drill only then', async () => {
    const calls: DrillGame[] = [];
    const loader = createDrillLoader(imports(calls, new Set()));
    expect(loader.loadedDrill('craps-payout')).toBeUndefined();
    const [a, b] = await Promise.all([loader.loadDrill('craps-payout'), loader.loadDrill('craps-spot')]);
    expect([a?.id, b?.id]).toEqual(['craps-payout', 'craps-spot']);
    expect(calls).toEqual(['craps']);
    expect(loader.loadedDrill('craps-payout')).toBe(a);
    expect(loader.loaded('stud')).toBeUndefined();
    expect(await loader.loadDrill('no-such-drill')).toBeUndefined();
    expect(calls).toEqual(['craps']);
  });

  it('reports a failed import, tells its listeners, and tries again on the next call', async () => {
    const calls: DrillGame[] = [];
    const fail = new Set<DrillGame>(['stud']);
    const loader = createDrillLoader(imports(calls, fail));
    let heard = 0;
    const stop = loader.subscribe(() => heard++);
    await expect(loader.loadGame('stud')).rejects.toThrow('offline');
    expect(loader.failed('stud')).toBe(true);
    expect(heard).toBe(1);
    fail.delete('stud');
    expect((await loader.loadGame('stud')).length).toBe(CATALOG.stud.length);
    expect(loader.failed('stud')).toBe(false);
    expect(calls).toEqual(['stud', 'stud']);
    expect(heard).toBe(2);
    stop();
  });

  it('counts each game’s changes apart: its chunk, then each drill’s own data, and no other game’s', async () => {
    let release = () => {};
    const data = new Promise<void>((r) => (release = r));
    const withData: GameImports = {
      ...imports([], new Set()),
      blackjack: () =>
        Promise.resolve({
          drills: CATALOG.blackjack.map(
            (m, i) => ({ ...fake(m.id, 'blackjack'), ...(i === 0 ? { prepare: () => data } : {}) }) as Drill,
          ),
        }),
    };
    const loader = createDrillLoader(withData);
    expect([loader.gameVersion('blackjack'), loader.gameVersion('craps')]).toEqual([0, 0]);
    await loader.loadGame('craps');
    expect([loader.gameVersion('blackjack'), loader.gameVersion('craps'), loader.version()]).toEqual([0, 1, 1]);
    await loader.loadGame('blackjack');
    expect([loader.gameVersion('blackjack'), loader.gameVersion('craps'), loader.version()]).toEqual([1, 1, 2]);
    release();
    await data;
    await Promise.resolve();
    expect([loader.gameVersion('blackjack'), loader.gameVersion('craps'), loader.version()]).toEqual([2, 1, 3]);
    expect(loader.gameVersion('stud')).toBe(0);
  });
});
