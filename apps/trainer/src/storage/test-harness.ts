/**
 * Test harness for the store's unit tests: tabs on one fake IndexedDB, and a broadcast between them.
 *
 * @module
 */
import { openIdb } from './backend.ts';
import { LogStore, type TabChannel } from './log-store.ts';
import type { MemoryStorage } from './memory-storage.ts';
import { T0 } from './test-fixtures.ts';

export { T0 };

/** A BroadcastChannel stand-in: each tab's channel delivers to the others, a microtask later. */
export class Bus {
  private readonly members: { listeners: (() => void)[] }[] = [];
  channel(): TabChannel {
    const me = { listeners: [] as (() => void)[] };
    this.members.push(me);
    return {
      postMessage: () => {
        for (const m of this.members) if (m !== me) for (const l of m.listeners) queueMicrotask(l);
      },
      addEventListener: (_type, listener) => me.listeners.push(listener),
    };
  }
}

export async function tab(db: string, options: { legacy?: MemoryStorage; bus?: Bus; now?: () => number } = {}) {
  const store = new LogStore({
    open: (onLost) => openIdb(db, onLost),
    ...(options.legacy ? { legacy: options.legacy } : {}),
    ...(options.bus ? { channel: options.bus.channel() } : {}),
    now: options.now ?? (() => T0),
  });
  await store.ready;
  return store;
}
