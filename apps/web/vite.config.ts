import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    // `npm run dev -w apps/web` next to a running server: the API stays same-origin.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: { sourcemap: false, chunkSizeWarningLimit: 400 },
});
