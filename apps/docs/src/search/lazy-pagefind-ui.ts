/**
 * Starlight's search dialog builds Pagefind's UI (about 20 kB of gzip JavaScript, then the index) when
 * every page becomes idle, whether or not the reader ever searches. `astro.config.mjs` points the
 * dialog's `import('@pagefind/default-ui')` here: this `PagefindUI` only remembers its options and
 * loads the real one when the reader shows intent — a pointer over or a finger on the search button,
 * its focus, Ctrl K — so a phone pays for search only when it searches, and the UI is usually ready by
 * the time the dialog opens, with Pagefind's index loading. When it arrives after the dialog opened, the
 * search field gets the focus.
 *
 * @module
 */

interface PagefindOptions {
  readonly element: string;
  readonly [option: string]: unknown;
}

/** The real UI, loaded once. */
let loading: Promise<void> | undefined;

function load(options: PagefindOptions): Promise<void> {
  loading ??= import('croupier:pagefind-ui').then(({ PagefindUI: Real }) => {
    new Real(options);
    const dialog = document.querySelector<HTMLDialogElement>('site-search dialog');
    // The UI renders its field in a microtask. Pagefind starts loading its index when the field gets
    // the focus: focus it if the dialog is open, else tell it a focus came, so the index is on its way
    // before the reader has typed (the first search no longer waits for it).
    requestAnimationFrame(() => {
      const input = dialog?.querySelector<HTMLInputElement>('input');
      if (dialog?.open) input?.focus();
      else input?.dispatchEvent(new FocusEvent('focus'));
    });
  });
  return loading;
}

/** Stands in for Pagefind's UI until the reader reaches for search. */
export class PagefindUI {
  /** @param options - Pagefind UI's options, passed on unchanged. */
  constructor(options: PagefindOptions) {
    const button = document.querySelector<HTMLButtonElement>('site-search button[data-open-modal]');
    const start = () => void load(options);
    if (!button) {
      start();
      return;
    }
    for (const event of ['pointerenter', 'pointerdown', 'touchstart', 'focus', 'click'] as const)
      button.addEventListener(event, start, { once: true, passive: true });
    window.addEventListener(
      'keydown',
      (e) => {
        if ((e.ctrlKey || e.metaKey) && e.key === 'k') start();
      },
      { passive: true },
    );
  }
}
