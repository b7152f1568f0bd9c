/**
 * What the app hands every screen (`src/screens/<Name>.tsx`, one default export each, loaded lazily by
 * route): the store, the route, navigation and the rules in play.
 *
 * @module
 */
import type { RulesByGame, RulesSettings } from '../rules/choice.ts';
import type { Route } from '../router.ts';
import type { ProgressHandle } from '../useProgress.ts';

/** Props of every screen. */
export interface ScreenProps {
  /** The route shown (a screen reads its own variant's fields). */
  readonly route: Route;
  /** Goes to an app path (`/`, `/drill/<id>`), pushing a history entry. */
  readonly navigate: (path: string) => void;
  /** The tab's progress store. */
  readonly store: ProgressHandle;
  /** Every game's rules in play. */
  readonly rules: RulesByGame;
  /** The trainee's rules choices. */
  readonly settings: RulesSettings;
  /** The page's query parameters (`?seed=`, `?key=`). */
  readonly params: URLSearchParams;
}
