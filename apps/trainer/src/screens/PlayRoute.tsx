import { ROUTES_RU } from '@croupier/ru/trainer/routes';
import { RULES_GAMES, type RulesGame } from '../rules/choice.ts';
import { NotFound } from './NotFound.tsx';
import PlayBaccarat from './PlayBaccarat.tsx';
import PlayBlackjack from './PlayBlackjack.tsx';
import PlayCraps from './PlayCraps.tsx';
import PlayStud from './PlayStud.tsx';
import PlayShoe from './PlayShoe.tsx';
import { BACCARAT_TABLE_RU, CRAPS_TABLE_RU, SHOE_RU, STUD_TABLE_RU, TABLE_RU } from '@croupier/ru';
import { PLAY_MODE_TITLE_RU } from '@croupier/ru/trainer/play';
import { lazy, Suspense } from 'react';
import { useTitle } from './title.ts';
import type { ScreenProps } from './types.ts';

// The full table's screens (src/table/) are chunks of their own.
const TABLE_SCREENS = {
  table: lazy(() => import('../table/PlayFullTable.tsx')),
  tablecount: lazy(() => import('../table/CountFullTable.tsx')),
  baccarattable: lazy(() => import('../table/baccarat/PlayBaccaratTable.tsx')),
  crapstable: lazy(() => import('../table/craps/PlayCrapsTable.tsx')),
  studtable: lazy(() => import('../table/stud/PlayStudTable.tsx')),
} as const;
const TABLE_TITLES: Readonly<Record<string, string>> = {
  table: TABLE_RU.title,
  tablecount: TABLE_RU.countTitle,
  baccarattable: BACCARAT_TABLE_RU.title,
  crapstable: CRAPS_TABLE_RU.title,
  studtable: STUD_TABLE_RU.title,
};

const PLAY_SCREENS = { blackjack: PlayBlackjack, baccarat: PlayBaccarat, craps: PlayCraps, stud: PlayStud } as const;

/**
 * `/play/<game>`: a game's play mode (whole rounds, or the dealer's seat; `/play/shoe`: blackjack's whole
 * shoe with the count, the bets and the plays), or a page saying there is no such game.
 *
 * @param props - See {@link ScreenProps}.
 */
export default function PlayRoute({ route, navigate, rules, settings }: ScreenProps) {
  const name = route.page === 'play' ? route.game : '';
  const game = (RULES_GAMES as readonly string[]).includes(name) ? (name as RulesGame) : undefined;
  useTitle(
    name === 'shoe' ? SHOE_RU.title : (TABLE_TITLES[name] ?? (game ? PLAY_MODE_TITLE_RU[game] : ROUTES_RU.noGameTitle)),
  );
  if (Object.hasOwn(TABLE_SCREENS, name)) {
    const Table = TABLE_SCREENS[name as keyof typeof TABLE_SCREENS];
    return (
      <Suspense fallback={null}>
        <Table
          rules={rules}
          settings={settings}
          onBack={() => navigate('/')}
          onRules={(g) => navigate(`/rules/${g}`)}
        />
      </Suspense>
    );
  }
  if (name === 'shoe') {
    return (
      <PlayShoe
        rules={rules}
        settings={settings}
        onBack={() => navigate('/')}
        onRules={(g) => navigate(`/rules/${g}`)}
      />
    );
  }
  if (game === undefined) {
    return <NotFound heading={ROUTES_RU.noGameHeading} text={ROUTES_RU.noPlay(name)} navigate={navigate} />;
  }
  const Screen = PLAY_SCREENS[game];
  return (
    <Screen
      key={game}
      rules={rules}
      settings={settings}
      onBack={() => navigate('/')}
      onRules={(g) => navigate(`/rules/${g}`)}
    />
  );
}
