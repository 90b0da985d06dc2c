import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { apiRoutes } from './api-routes-plugin';

export default defineConfig({
  plugins: [
    apiRoutes(),
    react(),
    tailwindcss(),
    // Brotli and gzip copies beside each built file, made once here; the server sends the one
    // the browser accepts (@fastify/static `preCompressed`, apps/server/src/web-app.ts).
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
  server: {
    // `npm run dev -w apps/web` next to a running server: the API stays same-origin.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
