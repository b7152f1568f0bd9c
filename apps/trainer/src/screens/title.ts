import { useEffect } from 'react';

/** The suffix of every page title. */
export const APP_TITLE = 'Тренажёр крупье';

/**
 * Sets the document's title while a screen is shown: `<title> — Тренажёр крупье`, or the app's name alone.
 *
 * @param title - The screen's title, or `undefined` for the app's name.
 */
export function useTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title === undefined ? APP_TITLE : `${title} — ${APP_TITLE}`;
  }, [title]);
}
