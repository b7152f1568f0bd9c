// @ts-check
import { defineConfig, envField, passthroughImageService } from 'astro/config';
import starlight from '@astrojs/starlight';
import react from '@astrojs/react';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ruleAnchors } from './src/plugins/rule-anchors.ts';
import { SEARCH_RANKING } from './src/search/ranking.mjs';

/** Pagefind's UI, resolved from Starlight (which depends on it) — see src/search/lazy-pagefind-ui.ts. */
const fromHere = createRequire(fileURLToPath(import.meta.url));
const pagefindUi = createRequire(fromHere.resolve('@astrojs/starlight/components')).resolve(
  '@pagefind/default-ui/npm_dist/mjs/ui-core.mjs',
);

/** Where the trainer runs; override with PUBLIC_TRAINER_URL (environment or .env). */
const TRAINER_URL_DEFAULT = 'http://127.0.0.1:4322/';
const trainerUrl = process.env.PUBLIC_TRAINER_URL || TRAINER_URL_DEFAULT;

/**
 * In-repo packages (@croupier/engine, /paytables, /ui) export their TypeScript sources under the
 * `source` condition. Astro fills in Vite 6's default conditions per environment (client: module,
 * browser; server: module, node) only when none are set, so this plugin runs after it and puts
 * `source` first in every environment — client, SSR and prerender alike.
 *
 * @returns {import('vite').Plugin}
 */
function sourceCondition() {
  const fallback = {
    client: ['module', 'browser', 'development|production'],
    server: ['module', 'node', 'development|production'],
  };
  return {
    name: 'croupier:source-condition',
    enforce: 'post',
    configEnvironment(name, config) {
      config.resolve ??= {};
      const base = config.resolve.conditions ?? (name === 'client' ? fallback.client : fallback.server);
      config.resolve.conditions = ['source', ...base.filter((c) => c !== 'source')];
    },
  };
}

/**
 * Starlight shows a Markdown table as a block that scrolls sideways when it is wider than the column
 * (on a phone): a region that scrolls must be reachable from the keyboard, so every Markdown table
 * gets `tabindex="0"` (axe's scrollable-region-focusable).
 *
 * @returns {(tree: any) => void}
 */
function focusableTables() {
  /** @param {any} node */
  const visit = (node) => {
    if (node.type === 'element' && node.tagName === 'table') node.properties = { ...node.properties, tabIndex: 0 };
    for (const child of node.children ?? []) visit(child);
  };
  return visit;
}

export default defineConfig({
  site: 'http://127.0.0.1:4321',
  outDir: './dist',
  trailingSlash: 'ignore',
  // The site's only images are SVGs: no need for Sharp (and a faster build).
  image: { service: passthroughImageService() },
  env: {
    schema: {
      PUBLIC_TRAINER_URL: envField.string({ context: 'client', access: 'public', default: TRAINER_URL_DEFAULT }),
    },
  },
  // Every sentence of the rule texts quoted on a page gets its anchor and mark (issue 20, src/plugins/rule-anchors.ts).
  markdown: { rehypePlugins: [focusableTables, ruleAnchors] },
  integrations: [
    starlight({
      title: 'Croupier — правила казино',
      // Search: the ranking the search check uses too; each game page's own title for the index is set
      // by the PageTitle override (src/search/titles.ts).
      pagefind: { ranking: SEARCH_RANKING },
      components: { PageTitle: './src/components/common/PageTitle.astro' },
      description:
        'Правила блекджека, баккары, крэпса и покера по русским текстам: живой пример у каждого правила и точные шансы, посчитанные движком.',
      defaultLocale: 'root',
      locales: { root: { label: 'Русский', lang: 'ru' } },
      customCss: ['@croupier/ui/styles.css', './src/styles/custom.css'],
      lastUpdated: false,
      pagination: false,
      sidebar: [
        { label: 'Главная', link: '/' },
        { label: 'Карты и обозначения', link: '/cards/' },
        // Each game: its rules, what its rules change (decision 018), its variance explorer (decision 017), how its figures are computed (decision 023); blackjack also counting.
        {
          label: 'Блекджек',
          items: [
            { label: 'Правила', link: '/blackjack/' },
            { label: 'Что меняют правила', link: '/blackjack/rules-cost/' },
            { label: 'Разброс и банкролл', link: '/blackjack/variance/' },
            { label: 'Как это посчитано', link: '/blackjack/method/' },
            { label: 'Счёт карт', link: '/counting/' },
            { label: 'Ставки по счёту', link: '/counting/betting/' },
          ],
        },
        {
          label: 'Баккара',
          items: [
            { label: 'Правила', link: '/baccarat/' },
            { label: 'Что меняют правила', link: '/baccarat/rules-cost/' },
            { label: 'Разброс и банкролл', link: '/baccarat/variance/' },
            { label: 'Как это посчитано', link: '/baccarat/method/' },
          ],
        },
        {
          label: 'Крэпс',
          items: [
            { label: 'Правила', link: '/craps/' },
            { label: 'Что меняют правила', link: '/craps/rules-cost/' },
            { label: 'Разброс и банкролл', link: '/craps/variance/' },
            { label: 'Как это посчитано', link: '/craps/method/' },
          ],
        },
        {
          label: 'Покер',
          items: [
            { label: 'Правила', link: '/poker/' },
            { label: 'Русский покер в казино', link: '/poker/casino/' },
            { label: 'Что меняют правила', link: '/poker/rules-cost/' },
            { label: 'Разброс и банкролл', link: '/poker/variance/' },
            { label: 'Как это посчитано', link: '/poker/method/' },
          ],
        },
        { label: 'Тренажёр', link: trainerUrl, attrs: { target: '_blank', rel: 'noopener' } },
        { label: 'API', link: '/api/', attrs: { 'data-api-link': '' } },
      ],
    }),
    react(),
  ],
  vite: {
    plugins: [sourceCondition()],
    resolve: {
      alias: [
        // The search dialog's UI loads when the reader reaches for search, not on every page's idle.
        {
          find: /^@pagefind\/default-ui$/u,
          replacement: fileURLToPath(new URL('./src/search/lazy-pagefind-ui.ts', import.meta.url)),
        },
        { find: /^croupier:pagefind-ui$/u, replacement: pagefindUi },
      ],
    },
    // Module workers: the stud odds worker loads the engine's counting code lazily (a code-split chunk),
    // which the default IIFE worker format cannot hold. Every worker here is created with type 'module'.
    worker: { format: 'es' },
  },
});
