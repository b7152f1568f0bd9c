/**
 * Captures what the CLI writes to stdout and stderr during a test. Call `vi.restoreAllMocks()` after
 * each test (an `afterEach` does it in the CLI tests). Test-only.
 *
 * @internal
 * @module
 */
import { vi } from 'vitest';

/** Starts capturing; the returned functions read what was written so far. */
export function capture(): { out: () => string; err: () => string } {
  let out = '';
  let errText = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((s: string | Uint8Array) => {
    out += String(s);
    return true;
  });
  vi.spyOn(process.stderr, 'write').mockImplementation((s: string | Uint8Array) => {
    errText += String(s);
    return true;
  });
  return { out: () => out, err: () => errText };
}
