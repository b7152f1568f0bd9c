/**
 * The props every play screen takes from the app, and the props of `PlayShell` every screen derives
 * from them alike.
 *
 * @module
 */
import type { RulesByGame, RulesGame, RulesSettings } from '../rules/choice.ts';
import { rulesLine, SUMMARY_KEYS } from '../rules/line.ts';

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

/**
 * The `PlayShell` props a screen passes as every screen does: the game, its rules line (of the rules of
 * the round on the table, else the picker's), back to the list, and the rules picker opened on the game.
 *
 * @param game - The screen's game.
 * @param props - The screen's props.
 * @param onTable - The rules of the round on the table, if one is.
 */
export function shellProps<G extends RulesGame>(
  game: G,
  props: PlayScreenProps,
  onTable: RulesByGame[G] | undefined,
): { game: G; rulesLine: string; onBack: () => void; onRules: () => void } {
  return {
    game,
    rulesLine: rulesLine(game, onTable ?? props.rules[game], SUMMARY_KEYS[game], props.settings[game].preset),
    onBack: props.onBack,
    onRules: () => props.onRules(game),
  };
}
