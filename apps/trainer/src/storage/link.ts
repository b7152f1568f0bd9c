/**
 * A sync link: the sync document (`sync.ts`) compressed (`CompressionStream`, raw deflate) and written in
 * base64url into the address's fragment, `…/sync#d=…`. A fragment never reaches a server: the data goes
 * from one browser to the other in the link alone. Loaded with the sync screen.
 *
 * @module
 */
import { SYNC_FILE_RU } from '@croupier/ru/trainer/storage-tables';
import { readImport, type SyncDoc } from './sync.ts';
import type { TrainerResult } from './progress.ts';

/** The fragment's parameter. */
export const LINK_PARAM = 'd';

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

function toBase64Url(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s).replace(/\+/gu, '-').replace(/\//gu, '_').replace(/=+$/u, '');
}

function fromBase64Url(text: string): Uint8Array {
  const s = atob(text.replace(/-/gu, '+').replace(/_/gu, '/'));
  const bytes = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) bytes[i] = s.charCodeAt(i);
  return bytes;
}

/**
 * The fragment (`d=…`, without `#`) carrying a sync document.
 *
 * @param doc - The document.
 */
export async function encodeLink(doc: SyncDoc): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(doc));
  return `${LINK_PARAM}=${toBase64Url(await pipe(json, new CompressionStream('deflate-raw')))}`;
}

/**
 * Reads a link's fragment back, checked whole as an imported file is.
 *
 * @param fragment - `location.hash` (with or without `#`).
 * @param now - The time (epoch ms), for `readImport`.
 * @returns The document, or what is wrong with the link, in Russian; `undefined` when it carries none.
 */
export async function decodeLink(fragment: string, now: number): Promise<TrainerResult<SyncDoc> | undefined> {
  const value = new URLSearchParams(fragment.replace(/^#/u, '')).get(LINK_PARAM);
  if (value === null || value === '') return undefined;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(
      await pipe(fromBase64Url(value), new DecompressionStream('deflate-raw')),
    );
  } catch {
    return {
      ok: false,
      error: {
        code: 'trainer/bad-link',
        message: SYNC_FILE_RU.badLink,
      },
    };
  }
  return readImport(text, now);
}
