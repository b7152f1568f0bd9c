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
import { useEffect, useState } from 'react';
import { formatCount, formatNumber } from '@croupier/ru';
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

const answersRu = (n: number) => formatCount(n, ['ответ', 'ответа', 'ответов']);

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
  useTitle('Перенос на другое устройство');
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
      setMessage({ ok: false, text: `Ссылка не принята: ${error}` });
      return;
    }
    window.history.replaceState(null, '', appHref('/sync'));
    setIncoming(undefined);
    setMessage({ ok: true, text: `Добавлено к прогрессу: ${answersRu(fresh)}.` });
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
      setMessage({ ok: true, text: 'Ссылка скопирована.' });
    } catch {
      setMessage({ ok: false, text: 'Скопировать не удалось: выделите ссылку в поле и скопируйте её сами.' });
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
        <h1>Перенос на другое устройство</h1>
        <p>
          Ответы и правила хранятся в этом браузере. Чтобы заниматься и на другом устройстве, перенесите их ссылкой,
          файлом или через общую папку: там ответы добавятся к уже данным, ни один не посчитается дважды и не пропадёт.
        </p>
      </section>
      {incoming !== undefined ? (
        <IncomingPanel incoming={incoming} log={store.progress.log} onAdd={(doc) => void addIncoming(doc)} />
      ) : null}
      <section className="panel">
        <h2>Ссылка</h2>
        <p>Ссылка несёт все ответы в сжатом виде; откройте её на другом устройстве. На сервер данные не передаются.</p>
        <button type="button" className="btn" onClick={() => void makeLink()}>
          Создать ссылку
        </button>
        {link !== undefined ? (
          <>
            <label className="sync-link">
              Ссылка ({formatCount(link.length, ['знак', 'знака', 'знаков'])})
              <textarea readOnly value={link} rows={3} data-testid="sync-link" onFocus={(e) => e.target.select()} />
            </label>
            <button type="button" className="btn" onClick={() => void copyLink()}>
              Скопировать
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
      return { ok: false, text: 'Доступ к папке не дан: синхронизация не сделана, ничего не изменилось.' };
    }
    const file = await handle.getFileHandle(FOLDER_FILE, { create: true });
    const text = await (await file.getFile()).text();
    let added = 0;
    if (text.trim() !== '') {
      const read = readImport(text, Date.now());
      const error = read.ok ? await store.importText(text) : read.error.message;
      if (error !== undefined) return { ok: false, text: `Файл в папке не принят, ничего не изменилось: ${error}` };
      if (read.ok) added = newHere(read.value, store.progress.log);
    }
    const out = await file.createWritable();
    await out.write(store.exportText());
    await out.close();
    await (await openIdb()).write({ meta: { folder: handle } }).catch(() => undefined);
    return {
      ok: true,
      text: `Синхронизировано с папкой «${handle.name}»: ${added === 0 ? 'новых ответов в ней не было' : `из неё добавлено: ${answersRu(added)}`}; файл в ней обновлён.`,
    };
  } catch {
    return { ok: false, text: 'С папкой синхронизировать не удалось: браузер не дал прочитать или записать файл.' };
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
      <h2>Данные по ссылке</h2>
      {'error' in incoming ? (
        <p className="import-error" role="alert">
          {incoming.error} Прогресс не изменился.
        </p>
      ) : (
        <>
          <p>
            В ссылке {answersRu(incoming.doc.log.length)}, из них новых для этого браузера:{' '}
            {formatNumber(newHere(incoming.doc, props.log))}.
          </p>
          <button type="button" className="btn btn-primary" onClick={() => props.onAdd(incoming.doc)}>
            Добавить к прогрессу
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
      <h2>Папка синхронизации</h2>
      {pick === undefined ? (
        <p>
          Этот браузер не даёт сайтам доступа к папкам. Перенесите прогресс ссылкой или файлом («Сохранить в файл» в
          списке упражнений).
        </p>
      ) : (
        <>
          <p>
            Выберите папку, общую для устройств (например, облачного диска): тренажёр возьмёт из файла в ней ответы
            других устройств и запишет туда все свои.
          </p>
          <div className="row">
            {folder !== undefined ? (
              <button type="button" className="btn btn-primary" onClick={() => onSync(folder)}>
                Синхронизировать с папкой «{folder.name}»
              </button>
            ) : null}
            <button
              type="button"
              className="btn"
              onClick={() => void pick({ id: 'croupier-sync', mode: 'readwrite' }).then(onSync, () => undefined)}
            >
              {folder === undefined ? 'Выбрать папку' : 'Выбрать другую папку'}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
