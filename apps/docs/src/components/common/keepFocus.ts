import { type FocusEvent, type RefObject, useEffect, useRef } from 'react';

/**
 * Keeps the keyboard focus inside a widget whose buttons come and go: when the focused control is
 * removed or disabled by what it did («Раздать» becomes disabled during the round; the advisor's picker
 * gives way to the result after the fifth card), the browser drops the focus to the page body and a
 * keyboard reader starts again from the top. After every render this moves it to the first element the
 * `targets` selector finds in the widget — but only when the focus was inside and has fallen out of it.
 *
 * @param targets - A CSS selector list, best first (e.g. `'[data-next] button, [data-deal]:not(:disabled)'`).
 * @returns The ref for the widget's root and the `onFocus`/`onBlur` handlers to spread on it.
 * @example
 * ```tsx
 * const keep = useKeepFocus('.actions button, button.deal:not(:disabled)');
 * return <div ref={keep.ref} onFocus={keep.onFocus} onBlur={keep.onBlur}>…</div>;
 * ```
 */
export function useKeepFocus(targets: string): {
  ref: RefObject<HTMLDivElement | null>;
  onFocus: () => void;
  onBlur: (event: FocusEvent<HTMLDivElement>) => void;
} {
  const ref = useRef<HTMLDivElement | null>(null);
  const inside = useRef(false);
  useEffect(() => {
    const root = ref.current;
    if (!root || !inside.current) return;
    // The browser moves the focus off a control that became disabled only at its next rendering
    // update: a disabled control still holding it counts as lost too.
    const active = document.activeElement;
    const kept = active !== null && root.contains(active) && !(active as HTMLButtonElement).disabled;
    if (kept) return;
    root.querySelector<HTMLElement>(targets)?.focus();
  });
  return {
    ref,
    onFocus: () => {
      inside.current = true;
    },
    // Focus moved elsewhere on purpose (a Tab, a click outside): forget it. A removed or disabled
    // control blurs with no new target: keep it, so the effect can bring the focus back.
    onBlur: (event) => {
      if (event.relatedTarget !== null && !event.currentTarget.contains(event.relatedTarget as Node))
        inside.current = false;
    },
  };
}
