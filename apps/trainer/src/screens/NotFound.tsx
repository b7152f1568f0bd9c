import { ROUTES_RU } from '@croupier/ru/trainer/routes';
import { appHref } from '../router.ts';

/**
 * A page for an address that names nothing: what was not found and a link back to the list.
 *
 * @param props - The heading, the sentence, and navigation.
 */
export function NotFound({
  heading,
  text,
  navigate,
}: {
  readonly heading: string;
  readonly text: string;
  readonly navigate: (path: string) => void;
}) {
  return (
    <section className="panel not-found">
      <h1 tabIndex={-1}>{heading}</h1>
      <p>
        {text}{' '}
        <a
          href={appHref('/')}
          onClick={(e) => {
            e.preventDefault();
            navigate('/');
          }}
        >
          {ROUTES_RU.backToList}
        </a>
      </p>
    </section>
  );
}
