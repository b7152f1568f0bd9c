// The trainer SPA: React 19 on Vite 6. The `source` condition makes `@croupier/engine` resolve to its
// TypeScript sources, so nothing needs building first.
import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
  server: { port: 4322, host: '127.0.0.1' },
  preview: { port: 4322, host: '127.0.0.1' },
});
