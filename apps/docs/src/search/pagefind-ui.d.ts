/** Pagefind's own UI (aliased in astro.config.mjs; the package ships no types). */
declare module 'croupier:pagefind-ui' {
  export class PagefindUI {
    constructor(options: Record<string, unknown>);
  }
}
