import { ROUTES_RU } from '@croupier/ru/trainer/routes';
import { SHOE_RU } from '@croupier/ru';
import { Practice } from '../components/Practice.tsx';
import { appHref } from '../router.ts';
import { DrillPending } from '../components/DrillPending.tsx';
import { findMeta } from '../drills/catalog.ts';
import { useDrill } from '../drills/load.ts';
import { NotFound } from './NotFound.tsx';
import { useTitle } from './title.ts';
import type { ScreenProps } from './types.ts';

/**
 * `/drill/<id>`: a practice run of the drill (its game's code loaded first), or a page saying there is no
 * such drill.
 *
 * @param props - See {@link ScreenProps}.
 */
export default function DrillScreen({ route, navigate, store, rules, settings, params }: ScreenProps) {
  const id = route.page === 'drill' ? route.id : '';
  const meta = findMeta(id);
  const { drill, status } = useDrill(id);
  useTitle(meta?.title ?? ROUTES_RU.noDrillTitle);
  if (status === 'loading' || status === 'failed') return <DrillPending status={status} games={[meta!.game]} />;
  if (drill === undefined) {
    return <NotFound heading={ROUTES_RU.noDrillHeading} text={ROUTES_RU.noDrill(id)} navigate={navigate} />;
  }
  const keysParam = params.get('keys');
  const onlyKeys = keysParam === null || keysParam === '' ? null : keysParam.split(',');
  const practice = (
    <Practice
      key={`${drill.id}${window.location.search}`}
      drill={drill}
      progress={store.progress}
      rules={rules}
      settings={settings}
      onProgress={store.update}
      onBack={() => navigate('/')}
      onRules={(game) => navigate(`/rules/${game}`)}
      seed={params.get('seed')}
      forcedKey={params.get('key')}
      onlyKeys={onlyKeys}
      onOpen={navigate}
    />
  );
  if (drill.id !== 'blackjack-bet-ramp') return practice;
  // The bet drill leads on to the whole shoe, where the count, the bets and the plays come together.
  return (
    <>
      {practice}
      <p className="context">
        <a
          href={appHref('/play/shoe')}
          data-testid="shoe-link"
          onClick={(e) => (e.preventDefault(), navigate('/play/shoe'))}
        >
          {SHOE_RU.link}
        </a>
      </p>
    </>
  );
}
