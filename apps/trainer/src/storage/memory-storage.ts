/**
 * An in-memory `Storage` for the store's tests (imported by tests only): keys in insertion order, and a
 * quota in characters, so a test can fill it up and free it again, as a browser's storage does.
 *
 * @module
 */
import type { StorageLike } from './progress.ts';

/** An in-memory Storage with a quota. */
export class MemoryStorage implements StorageLike {
  /** The keys and values. */
  readonly data = new Map<string, string>();
  /** Every write throws (a storage that refuses writes). */
  failWrites = false;
  /** The most characters of keys and values held; a write past it throws like `QuotaExceededError`. */
  quota = Infinity;

  /**
   * @param entries - Initial keys and values.
   */
  constructor(entries: Record<string, string> = {}) {
    for (const [k, v] of Object.entries(entries)) this.data.set(k, v);
  }

  /** Characters held. */
  used(): number {
    let n = 0;
    for (const [k, v] of this.data) n += k.length + v.length;
    return n;
  }

  get length(): number {
    return this.data.size;
  }

  key(index: number): string | null {
    return [...this.data.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.data.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    const before = this.data.get(key);
    const after = this.used() - (before === undefined ? 0 : key.length + before.length) + key.length + value.length;
    if (this.failWrites || after > this.quota)
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.data.set(key, value);
  }

  removeItem(key: string): void {
    this.data.delete(key);
  }
}
