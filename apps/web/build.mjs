// Builds the web app twice into one folder (decision 101): the browser's files, and beside them
// in `server/` the server's entry that renders pages (src/ssr/render-page.tsx), one Node module
// with its libraries bundled in, so the server's runtime needs no React or Vite of its own.
// `node build.mjs [--outDir DIR] [--emptyOutDir]`, as `vite build` takes them.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'vite';

// A production build whoever runs it: under Vitest (NODE_ENV=test) Vite would compile JSX for
// React's development runtime, which a server on NODE_ENV=production cannot load.
process.env.NODE_ENV = 'production';

const { values } = parseArgs({
  options: { outDir: { type: 'string' }, emptyOutDir: { type: 'boolean' } },
});
const root = path.dirname(new URL(import.meta.url).pathname);
const outDir = path.resolve(values.outDir ?? path.join(root, 'dist'));

await build({ root, build: { outDir, emptyOutDir: values.emptyOutDir ?? true } });
await build({
  root,
  // The server's bundle is the app's code for Node: no copies of the public files, no
  // compressed copies, no CSS (the browser's build holds those).
  publicDir: false,
  ssr: { noExternal: true },
  // React's own choice between its development and production builds is made here, not by
  // the environment the server runs in.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/ssr/render-page.tsx',
    outDir: path.join(outDir, 'server'),
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: {
      output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
    },
  },
});
