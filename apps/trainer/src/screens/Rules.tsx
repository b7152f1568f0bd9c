import { ROUTES_RU } from '@croupier/ru/trainer/routes';
import { RulesPicker } from '../components/RulesPicker.tsx';
import { RULES_GAMES, type RulesGame } from '../rules/choice.ts';
import { NotFound } from './NotFound.tsx';
import { useTitle } from './title.ts';
import type { ScreenProps } from './types.ts';

/**
 * `/rules/<game>`: the game's rules picker, or a page saying there is no such game.
 *
 * @param props - See {@link ScreenProps}.
 */
export default function RulesScreen({ route, navigate, store, settings }: ScreenProps) {
  const name = route.page === 'rules' ? route.game : '';
  const game = (RULES_GAMES as readonly string[]).includes(name) ? (name as RulesGame) : undefined;
  useTitle(game ? ROUTES_RU.rules[game] : ROUTES_RU.noGameTitle);
  if (game === undefined) {
    return <NotFound heading={ROUTES_RU.noGameHeading} text={ROUTES_RU.noRules(name)} navigate={navigate} />;
  }
  return (
    <RulesPicker
      key={game}
      game={game}
      choice={settings[game]}
      onChange={(choice) =>
        store.update((p) => ({
          ...p,
          settings: { ...p.settings, rules: { ...p.settings.rules, [game]: choice } },
        }))
      }
      onBack={() => navigate('/')}
    />
  );
}
