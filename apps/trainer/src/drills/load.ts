/**
 * Loads each game's drills on demand: a game's code (keys, items, checkers, pictures, and the engine code
 * they deal with) is a chunk of its own, imported when a drill of the game is opened or its section of the
 * list comes into view, then kept. What is known before (titles, descriptions) is in the catalog.
 *
 * A drill with data of its own (`prepare`, the counting indices) starts loading it as soon as its game
 * arrives; components re-render when a game or such data is ready (`useDrills`, `useDrill`).
 *
 * @module
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { Drill, DrillGame } from '../drill.ts';
import { findMeta } from './catalog.ts';

/** What a game's chunk exports. */
export interface GameModule {
  /** The game's drills, in list order. */
  readonly drills: readonly Drill[];
}

/** How each game's chunk is imported. */
export type GameImports = { readonly [G in DrillGame]: () => Promise<GameModule> };

/** The app's chunks, one per game (Vite splits at each dynamic `import()`). */
export const GAME_IMPORTS: GameImports = {
  general: () => import('./general/index.ts'),
  blackjack: () => import('./blackjack/index.ts'),
  baccarat: () => import('./baccarat/index.ts'),
  craps: () => import('./craps/index.ts'),
  stud: () => import('./stud/index.ts'),
};

/** Where a drill's code is: still loading, here, not a drill at all, or not loadable (offline, no cache). */
export type DrillStatus = 'loading' | 'ready' | 'missing' | 'failed';

/** A loader of games' drills with a change signal (one per app; tests make their own). */
export interface DrillLoader {
  /** Imports a game's drills (once; a failed import is tried again on the next call). */
  loadGame(game: DrillGame): Promise<readonly Drill[]>;
  /** Imports the game of a drill and returns the drill, or `undefined` for an id the catalog lacks. */
  loadDrill(id: string): Promise<Drill | undefined>;
  /** A game's drills if they are loaded. */
  loaded(game: DrillGame): readonly Drill[] | undefined;
  /** A drill if its game is loaded. */
  loadedDrill(id: string): Drill | undefined;
  /** Whether the last import of a game failed. */
  failed(game: DrillGame): boolean;
  /** A number that changes whenever a game or a drill's own data has loaded or failed. */
  version(): number;
  /**
   * A number that changes whenever this game's chunk or one of its drills' own data has loaded or failed, and
   * only then: a game's section re-renders on its own game's changes, not on every game's.
   */
  gameVersion(game: DrillGame): number;
  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/**
 * Makes a loader over the given imports.
 *
 * @param imports - How each game's chunk is imported (default: the app's chunks).
 */
export function createDrillLoader(imports: GameImports = GAME_IMPORTS): DrillLoader {
  const ready = new Map<DrillGame, readonly Drill[]>();
  const pending = new Map<DrillGame, Promise<readonly Drill[]>>();
  const failed = new Set<DrillGame>();
  const listeners = new Set<() => void>();
  let version = 0;
  const versions = new Map<DrillGame, number>();
  const changed = (game: DrillGame) => () => {
    version++;
    versions.set(game, (versions.get(game) ?? 0) + 1);
    for (const l of listeners) l();
  };
  const loadGame = (game: DrillGame): Promise<readonly Drill[]> => {
    const known = pending.get(game);
    if (known !== undefined) return known;
    const p = imports[game]().then(
      ({ drills }) => {
        ready.set(game, drills);
        failed.delete(game);
        const tell = changed(game);
        tell();
        for (const d of drills) void d.prepare?.().then(tell, tell);
        return drills;
      },
      (error: unknown) => {
        pending.delete(game);
        failed.add(game);
        changed(game)();
        throw error;
      },
    );
    pending.set(game, p);
    return p;
  };
  return {
    loadGame,
    async loadDrill(id) {
      const meta = findMeta(id);
      if (meta === undefined) return undefined;
      return (await loadGame(meta.game)).find((d) => d.id === id);
    },
    loaded: (game) => ready.get(game),
    loadedDrill(id) {
      const meta = findMeta(id);
      return meta === undefined ? undefined : ready.get(meta.game)?.find((d) => d.id === id);
    },
    failed: (game) => failed.has(game),
    version: () => version,
    gameVersion: (game) => versions.get(game) ?? 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's loader. */
export const drillLoader: DrillLoader = createDrillLoader();

/**
 * Loads the given games (the list's sections in view, the games a screen names) and re-renders the
 * component when any game or drill data arrives. Read the drills with `drillLoader.loaded(game)` or
 * `drillLoader.loadedDrill(id)`.
 *
 * @param games - The games to load now (an empty list loads nothing but still re-renders on changes).
 * @returns The loader's version (changes when something loaded).
 */
export function useDrills(games: readonly DrillGame[]): number {
  const version = useSyncExternalStore(drillLoader.subscribe, drillLoader.version);
  const wanted = games.join(',');
  useEffect(() => {
    if (wanted === '') return;
    for (const g of wanted.split(',') as DrillGame[]) {
      if (drillLoader.loaded(g) === undefined) drillLoader.loadGame(g).catch(() => undefined);
    }
  }, [wanted]);
  return version;
}

/**
 * A drill by id, its game loaded on demand.
 *
 * @param id - The drill id.
 * @returns The drill once loaded, and where it is.
 */
export function useDrill(id: string): { readonly drill: Drill | undefined; readonly status: DrillStatus } {
  const meta = findMeta(id);
  useDrills(meta === undefined ? [] : [meta.game]);
  if (meta === undefined) return { drill: undefined, status: 'missing' };
  const drill = drillLoader.loadedDrill(id);
  if (drill !== undefined) return { drill, status: 'ready' };
  if (drillLoader.loaded(meta.game) !== undefined) return { drill: undefined, status: 'missing' };
  return { drill: undefined, status: drillLoader.failed(meta.game) ? 'failed' : 'loading' };
}
