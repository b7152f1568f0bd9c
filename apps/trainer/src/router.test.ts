import { describe, expect, it } from 'vitest';
import { docsLink } from './links.ts';
import { parseRoute } from './router.ts';

describe('parseRoute', () => {
  it.each([
    ['/', { page: 'list' }],
    ['/drill/baccarat-point', { page: 'drill', id: 'baccarat-point' }],
    ['/drill/baccarat-point/', { page: 'drill', id: 'baccarat-point' }],
    ['/drill/%D1%82%D0%B5%D1%81%D1%82', { page: 'drill', id: 'тест' }],
    ['/drill/', { page: 'list' }],
    ['/something/else', { page: 'list' }],
  ])('%s → %o', (path, route) => {
    expect(parseRoute(path)).toEqual(route);
  });
});

describe('docsLink', () => {
  it('joins the docs base (default the local docs server) and a path', () => {
    expect(docsLink('/cards/#блекджек')).toBe('http://127.0.0.1:4321/cards/#блекджек');
    expect(docsLink('baccarat/')).toBe('http://127.0.0.1:4321/baccarat/');
  });
});
