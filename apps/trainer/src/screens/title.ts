import { ROUTES_RU } from '@croupier/ru/trainer/routes';
import { useEffect } from 'react';

/** The suffix of every page title. */
export const APP_TITLE = ROUTES_RU.appTitle;

/**
 * Sets the document's title while a screen is shown: `<title> — Тренажёр крупье`, or the app's name alone.
 *
 * @param title - The screen's title, or `undefined` for the app's name.
 */
export function useTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title === undefined ? APP_TITLE : ROUTES_RU.pageTitle(title);
  }, [title]);
}
