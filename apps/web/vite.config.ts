import { gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { staticClosure } from './build/chunk-graph.ts';
import { classicVendorScripts, type VendorScripts } from './build/classic-vendor-scripts.ts';
import { loadOrderChunkGroups } from './build/load-order-chunks.ts';
import { signedInPageHints } from './build/signed-in-page-hints.ts';
import { idEnding, SOURCE_MODULES } from './build/source-modules.ts';

const SOLID_ICONS = '@fortawesome/free-solid-svg-icons';
const SOLID_ICONS_IMPORT =
  /import\s*\{([^}]*)\}\s*from\s*['"]@fortawesome\/free-solid-svg-icons['"];?/g;

/**
 * `import { faTrash } from '@fortawesome/free-solid-svg-icons'` becomes a deep import of that
 * one icon's file. The package's index is a single module, so otherwise every icon the app
 * uses lands in the chunk of the screen that loads first (the entry), even icons only the
 * lazily loaded screens show; one file per icon lets each icon go with its screens.
 */
function solidIconsOnePerModule(): Plugin {
  return {
    name: 'praktijkportaal:solid-icons-one-per-module',
    apply: 'build',
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes(SOLID_ICONS)) return;
      return code.replace(SOLID_ICONS_IMPORT, (_statement, specifiers: string) =>
        specifiers
          .split(',')
          .map((specifier) => specifier.trim())
          .filter(Boolean)
          .map((specifier) => {
            const icon = specifier.split(/\s+as\s+/)[0];
            return `import { ${specifier} } from '${SOLID_ICONS}/${icon}';`;
          })
          .join('\n'),
      );
    },
  };
}

/** React and the login page: a chunk the small entry imports at once (src/main.tsx). */
const BOOT_MODULE = idEnding(SOURCE_MODULES.boot);

/**
 * Lets the browser fetch the boot chunk, and what it imports, while it runs the entry: links
 * them as `modulepreload` in index.html, as Vite does for the entry's own static imports. The
 * entry stays small, so it sends the requests that opening the portal needs at once, and React
 * arrives as soon as it would have as part of the entry.
 */
function preloadBootChunk(): Plugin {
  return {
    name: 'praktijkportaal:preload-boot-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return;
        // The entry and its own imports are in the page already.
        return staticClosure(bundle, BOOT_MODULE)
          .map((chunk) => chunk.fileName)
          .filter((fileName) => !html.includes(fileName))
          .map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/** Where `bench/web-bundle.mjs` finds which modules ended up in which chunk. */
const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/**
 * For the bundle benchmark only (BUNDLE_REPORT=1): writes, next to the manifest, the modules of
 * every chunk with the gzipped size of their rendered (not yet minified) code, so the benchmark
 * can say what lands in a chunk and whether a library is reachable without a dynamic import.
 */
function chunkModulesReport(): Plugin {
  return {
    name: 'praktijkportaal:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, Record<string, number>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = Object.fromEntries(
          Object.entries(output.modules).map(([id, module]) => [
            id,
            module.code ? gzipSync(module.code).length : 0,
          ]),
        );
      }
      this.emitFile({
        type: 'asset',
        fileName: CHUNK_MODULES_FILE,
        source: JSON.stringify(chunks),
      });
    },
  };
}

const bundleReport = Boolean(process.env.BUNDLE_REPORT);
/** The vendor scripts' URLs, once built (build/classic-vendor-scripts.ts). */
let vendorScripts: VendorScripts | undefined;

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    solidIconsOnePerModule(),
    preloadBootChunk(),
    classicVendorScripts((built) => {
      vendorScripts = built;
    }),
    signedInPageHints(() => vendorScripts),
    ...(bundleReport ? [chunkModulesReport()] : []),
  ],
  server: {
    // `npm run dev -w apps/web` next to a running server: the API stays same-origin.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    manifest: bundleReport,
    rolldownOptions: { output: { codeSplitting: { groups: loadOrderChunkGroups() } } },
  },
});
