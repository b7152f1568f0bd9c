/**
 * «Перенос на другое устройство» (`/sync`): the answers and rules carried to another browser without a
 * server — by a link (the data compressed in its fragment, `storage/link.ts`), by a sync file in a folder the
 * trainee picks (where the browser allows it: the File System Access API's `showDirectoryPicker`), or by
 * the file buttons of the list. Whatever arrives is checked whole and merged: the answers the other
 * device lacks are added, none twice. A link opened here (`/sync#d=…`) says what it carries and adds it on
 * the trainee's word.
 *
 * @module
 */
import { SYNC_RU as RU } from '@croupier/ru/trainer/sync';
import { useEffect, useState } from 'react';
import { appHref } from '../router.ts';
import { openIdb } from '../storage/backend.ts';
import type { LogEntry } from '../storage/entries.ts';
import { decodeLink, encodeLink } from '../storage/link.ts';
import { readImport, validateSync, type SyncDoc } from '../storage/sync.ts';
import { useTitle } from './title.ts';
import type { ScreenProps } from './types.ts';

/** The sync file's name in the chosen folder. */
export const FOLDER_FILE = 'croupier-trainer-sync.json';

/** The parts of the File System Access API this screen uses (not yet in TypeScript's DOM types). */
interface FolderHandle {
  readonly name: string;
  getFileHandle(name: string, options?: { create?: boolean }): Promise<FileHandleLike>;
  queryPermission?(options: { mode: 'readwrite' }): Promise<PermissionState>;
  requestPermission?(options: { mode: 'readwrite' }): Promise<PermissionState>;
}
interface FileHandleLike {
  getFile(): Promise<File>;
  createWritable(): Promise<{ write(text: string): Promise<void>; close(): Promise<void> }>;
}
type Picker = (options: { id: string; mode: 'readwrite' }) => Promise<FolderHandle>;

const picker = (): Picker | undefined => (window as unknown as { showDirectoryPicker?: Picker }).showDirectoryPicker;

type Message = { readonly ok: boolean; readonly text: string } | undefined;

/** How many of a document's answers this store lacks. */
function newHere(doc: SyncDoc, log: readonly unknown[]): number {
  const have = new Set((log as readonly LogEntry[]).map((e) => e.id));
  return doc.log.filter((e) => !have.has(e.id)).length;
}

/**
 * The sync screen.
 *
 * @param props - See {@link ScreenProps}.
 */
export default function SyncScreen({ store }: ScreenProps) {
  useTitle(RU.title);
  const [incoming, setIncoming] = useState<{ doc: SyncDoc } | { error: string } | undefined>();
  const [link, setLink] = useState<string | undefined>();
  const [message, setMessage] = useState<Message>();
  const [folder, setFolder] = useState<FolderHandle | undefined>();

  useEffect(() => {
    let live = true;
    // A link opened here, on load or pasted into this tab's address (only the fragment changes then).
    const readLink = () =>
      void decodeLink(window.location.hash, Date.now()).then((read) => {
        if (!live || read === undefined) return;
        setMessage(undefined);
        setIncoming(read.ok ? { doc: read.value } : { error: read.error.message });
      });
    readLink();
    window.addEventListener('hashchange', readLink);
    // The folder picked before, if any (the browser keeps the handle; permission is asked again on use).
    void openIdb()
      .then((db) => db.readAll())
      .then((data) => {
        const kept = data.meta.get('folder') as FolderHandle | undefined;
        if (live && kept !== undefined) setFolder(kept);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      window.removeEventListener('hashchange', readLink);
    };
  }, []);

  const addIncoming = async (doc: SyncDoc) => {
    const fresh = newHere(doc, store.progress.log);
    const error = await store.importText(JSON.stringify(doc));
    if (error !== undefined) {
      setMessage({ ok: false, text: RU.linkRefused(error) });
      return;
    }
    window.history.replaceState(null, '', appHref('/sync'));
    setIncoming(undefined);
    setMessage({ ok: true, text: RU.added(fresh) });
  };

  const makeLink = async () => {
    const doc = validateSync(JSON.parse(store.exportText()) as unknown);
    if (!doc.ok) return;
    setLink(`${window.location.origin}${appHref('/sync')}#${await encodeLink(doc.value)}`);
  };

  const copyLink = async () => {
    if (link === undefined) return;
    try {
      await navigator.clipboard.writeText(link);
      setMessage({ ok: true, text: RU.copied });
    } catch {
      setMessage({ ok: false, text: RU.copyFailed });
    }
  };

  const syncFolder = async (handle: FolderHandle) => {
    const outcome = await syncWithFolder(handle, store);
    if (outcome.ok) setFolder(handle);
    setMessage(outcome);
  };

  const pick = picker();
  return (
    <div className="sync">
      <section className="hero">
        <h1>{RU.title}</h1>
        <p>{RU.intro}</p>
      </section>
      {incoming !== undefined ? (
        <IncomingPanel incoming={incoming} log={store.progress.log} onAdd={(doc) => void addIncoming(doc)} />
      ) : null}
      <section className="panel">
        <h2>{RU.linkTitle}</h2>
        <p>{RU.linkIntro}</p>
        <button type="button" className="btn" onClick={() => void makeLink()}>
          {RU.makeLink}
        </button>
        {link !== undefined ? (
          <>
            <label className="sync-link">
              {RU.linkLabel(link.length)}
              <textarea readOnly value={link} rows={3} data-testid="sync-link" onFocus={(e) => e.target.select()} />
            </label>
            <button type="button" className="btn" onClick={() => void copyLink()}>
              {RU.copy}
            </button>
          </>
        ) : null}
      </section>
      <FolderPanel pick={pick} folder={folder} onSync={(handle) => void syncFolder(handle)} />
      {message !== undefined ? (
        <p className={message.ok ? 'import-ok' : 'import-error'} role="status" data-testid="sync-message">
          {message.text}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Merges the sync file in a folder into the store and writes the store's whole sync file back.
 *
 * @param handle - The folder.
 * @param store - The trainer's progress.
 * @returns The message to show; `ok` when the folder's file was read, merged and rewritten.
 */
async function syncWithFolder(handle: FolderHandle, store: ScreenProps['store']): Promise<NonNullable<Message>> {
  try {
    if ((await handle.requestPermission?.({ mode: 'readwrite' })) === 'denied') {
      return { ok: false, text: RU.denied };
    }
    const file = await handle.getFileHandle(FOLDER_FILE, { create: true });
    const text = await (await file.getFile()).text();
    let added = 0;
    if (text.trim() !== '') {
      const read = readImport(text, Date.now());
      const error = read.ok ? await store.importText(text) : read.error.message;
      if (error !== undefined) return { ok: false, text: RU.fileRefused(error) };
      if (read.ok) added = newHere(read.value, store.progress.log);
    }
    const out = await file.createWritable();
    await out.write(store.exportText());
    await out.close();
    await (await openIdb()).write({ meta: { folder: handle } }).catch(() => undefined);
    return {
      ok: true,
      text: RU.synced(handle.name, added),
    };
  } catch {
    return { ok: false, text: RU.folderFailed };
  }
}

/** What a link opened here carries, and the button that adds it (or why it was refused). */
function IncomingPanel(props: {
  readonly incoming: { readonly doc: SyncDoc } | { readonly error: string };
  readonly log: readonly unknown[];
  readonly onAdd: (doc: SyncDoc) => void;
}) {
  const { incoming } = props;
  return (
    <section className="panel" data-testid="sync-incoming">
      <h2>{RU.incomingTitle}</h2>
      {'error' in incoming ? (
        <p className="import-error" role="alert">
          {incoming.error}
          {RU.unchanged}
        </p>
      ) : (
        <>
          <p>{RU.incoming(incoming.doc.log.length, newHere(incoming.doc, props.log))}</p>
          <button type="button" className="btn btn-primary" onClick={() => props.onAdd(incoming.doc)}>
            {RU.add}
          </button>
        </>
      )}
    </section>
  );
}

/** The sync folder: the one picked before, another to pick, or why this browser cannot. */
function FolderPanel(props: {
  readonly pick: Picker | undefined;
  readonly folder: FolderHandle | undefined;
  readonly onSync: (handle: FolderHandle) => void;
}) {
  const { pick, folder, onSync } = props;
  return (
    <section className="panel">
      <h2>{RU.folderTitle}</h2>
      {pick === undefined ? (
        <p>{RU.noFolders}</p>
      ) : (
        <>
          <p>{RU.folderIntro}</p>
          <div className="row">
            {folder !== undefined ? (
              <button type="button" className="btn btn-primary" onClick={() => onSync(folder)}>
                {RU.syncWith(folder.name)}
              </button>
            ) : null}
            <button
              type="button"
              className="btn"
              onClick={() => void pick({ id: 'croupier-sync', mode: 'readwrite' }).then(onSync, () => undefined)}
            >
              {folder === undefined ? RU.pickFolder : RU.pickOther}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
