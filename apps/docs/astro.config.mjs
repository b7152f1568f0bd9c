// @ts-check
import { defineConfig, envField, passthroughImageService } from 'astro/config';
import starlight from '@astrojs/starlight';
import react from '@astrojs/react';

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
  integrations: [
    starlight({
      title: 'Croupier — правила казино',
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
        { label: 'Блекджек', link: '/blackjack/' },
        { label: 'Счёт карт', link: '/counting/' },
        { label: 'Баккара', link: '/baccarat/' },
        { label: 'Крэпс', link: '/craps/' },
        { label: 'Покер', link: '/poker/' },
        { label: 'Тренажёр', link: trainerUrl, attrs: { target: '_blank', rel: 'noopener' } },
        { label: 'API', link: '/api/', attrs: { 'data-api-link': '' } },
      ],
    }),
    react(),
  ],
  vite: {
    plugins: [sourceCondition()],
  },
});
