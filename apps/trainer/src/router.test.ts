import { describe, expect, it } from 'vitest';
import { docsLink } from './links.ts';
import { appHref, parseRoute } from './router.ts';

describe('parseRoute', () => {
  it.each([
    ['/', { page: 'list' }],
    ['/drill/baccarat-point', { page: 'drill', id: 'baccarat-point' }],
    ['/drill/baccarat-point/', { page: 'drill', id: 'baccarat-point' }],
    ['/drill/%D1%82%D0%B5%D1%81%D1%82', { page: 'drill', id: 'тест' }],
    ['/drill/', { page: 'list' }],
    ['/something/else', { page: 'list' }],
    ['/drill/%', { page: 'drill', id: '%' }], // a malformed escape is a drill that does not exist, not a crash
    ['/rules/blackjack', { page: 'rules', game: 'blackjack' }],
    ['/rules/stud/', { page: 'rules', game: 'stud' }],
    ['/play/blackjack', { page: 'play', game: 'blackjack' }],
    ['/play/craps/', { page: 'play', game: 'craps' }],
    ['/shift/blackjack', { page: 'shift', game: 'blackjack' }],
    ['/rules/', { page: 'list' }],
    ['/map/blackjack-strategy', { page: 'map', id: 'blackjack-strategy' }],
    ['/map/', { page: 'list' }],
    ['/mistakes', { page: 'mistakes' }],
    ['/mistakes/', { page: 'mistakes' }],
    ['/stats', { page: 'stats' }],
    ['/stats/', { page: 'stats' }],
    ['/stats/x', { page: 'list' }],
  ])('%s → %o', (path, route) => {
    expect(parseRoute(path)).toEqual(route);
  });

  it.each([
    ['/trainer/', { page: 'list' }],
    ['/trainer', { page: 'list' }],
    ['/trainer/drill/baccarat-point', { page: 'drill', id: 'baccarat-point' }],
    ['/trainer/drill/%E2%99%A0/', { page: 'drill', id: '♠' }],
    ['/trainerx/drill/a', { page: 'list' }],
    ['/trainer/rules/craps', { page: 'rules', game: 'craps' }],
    ['/trainer/map/stud-decision', { page: 'map', id: 'stud-decision' }],
    ['/trainer/mistakes', { page: 'mistakes' }],
    ['/trainer/stats', { page: 'stats' }],
  ])('under the base /trainer: %s → %o', (path, route) => {
    expect(parseRoute(path, '/trainer')).toEqual(route);
  });

  it.each([
    ['/', '', '/'],
    ['/drill/x', '', '/drill/x'],
    ['/', '/trainer', '/trainer/'],
    ['/drill/x?seed=1', '/trainer', '/trainer/drill/x?seed=1'],
  ])('appHref(%s) under %j is %s', (path, base, href) => {
    expect(appHref(path, base)).toBe(href);
  });
});

describe('docsLink', () => {
  it('joins the docs base (default the local docs server) and a path', () => {
    expect(docsLink('/cards/#блекджек')).toBe('http://127.0.0.1:4321/cards/#блекджек');
    expect(docsLink('baccarat/')).toBe('http://127.0.0.1:4321/baccarat/');
  });
});
