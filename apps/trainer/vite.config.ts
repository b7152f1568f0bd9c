// The trainer SPA: React 19 on Vite 6. The `source` condition makes `@croupier/engine` resolve to its
// TypeScript sources, so nothing needs building first.
//
// The PWA plugin writes a service worker (Workbox) that precaches the app shell, every lazy screen's
// chunk, the analysis worker and the icons, so the app opens and works offline after the first visit,
// under any base (`vite build --base /trainer/` next to the site). The worker is registered by a small
// file (`registerSW.js`), not an inline script, so the site's content security policy needs no change.
// See docs/decisions/024-trainer-offline-and-split.md.
import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: 'script',
      includeAssets: ['favicon.svg', 'icon.svg', 'apple-touch-icon.png', 'robots.txt'],
      manifest: {
        name: 'Тренажёр крупье',
        short_name: 'Тренажёр',
        description:
          'Счёт очков, стратегия и выплаты в блекджеке, баккаре, крэпсе и покере — с интервальными повторениями.',
        lang: 'ru',
        dir: 'ltr',
        display: 'standalone',
        theme_color: '#0f4f33',
        background_color: '#f3f1ea',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,txt}'],
        // Every route of the SPA answers with the app shell, offline too.
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        // The first visit's page is taken over as soon as the worker is ready, and a new build's worker
        // replaces the old one at once (progress is in localStorage, not in the cache).
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
  worker: { format: 'es' },
  server: { port: 4322, host: '127.0.0.1' },
  preview: { port: 4322, host: '127.0.0.1' },
});
