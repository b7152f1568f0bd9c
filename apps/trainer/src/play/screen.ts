/**
 * The props every play screen takes from the app.
 *
 * @module
 */
import type { RulesByGame, RulesSettings } from '../rules/choice.ts';

/** Props of a play screen (`src/screens/Play<Game>.tsx`). */
export interface PlayScreenProps {
  /** Every game's rules in play (the rules picker's). */
  readonly rules: RulesByGame;
  /** The trainee's rules choices (for the rules line's origin). */
  readonly settings: RulesSettings;
  /** Back to the list. */
  readonly onBack: () => void;
  /** Opens the rules picker of a game. */
  readonly onRules: (game: string) => void;
}
