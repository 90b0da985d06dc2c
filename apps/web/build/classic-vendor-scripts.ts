import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, type Plugin } from 'vite';

/*
 * The large libraries as classic scripts (decision 017). Chromium keeps V8's code cache for
 * classic scripts but not for module scripts, so with everything in ES modules the browser
 * parsed and compiled some 500 kB of JavaScript again at every page load.
 *
 * Each group below is built as one classic script (IIFE, minified) that puts its modules on
 * `globalThis.__portalVendor`; in the app's own build (ES modules, split as before) an import of
 * one of those modules becomes a small generated module that reads that object. The `react`
 * group runs before the entry (a deferred script ahead of it in index.html); the `app` group is
 * loaded before the app chunk or a screen chunk runs (src/lib/vendor-scripts.ts). Only the
 * production build does this: the dev server and the tests use the packages as they are.
 */

type GroupName = 'react' | 'app';

type VendorGroup = {
  name: GroupName;
  /** Module specifier → its key on `globalThis.__portalVendor`. */
  modules: Record<string, string>;
  /**
   * Every export (React: other packages use it too), or only the names the app's own code
   * imports (src/), which leaves out the router's server half and unused table features.
   */
  exports: 'all' | 'imported by src';
};

const VENDOR_GROUPS: readonly VendorGroup[] = [
  {
    name: 'react',
    modules: {
      react: 'react',
      'react/jsx-runtime': 'reactJsxRuntime',
      'react-dom': 'reactDom',
      'react-dom/client': 'reactDomClient',
    },
    exports: 'all',
  },
  {
    name: 'app',
    modules: {
      'react-router': 'reactRouter',
      '@tanstack/react-query': 'tanstackReactQuery',
      '@tanstack/react-table': 'tanstackReactTable',
    },
    exports: 'imported by src',
  },
];

const GLOBAL = '__portalVendor';
const SHIM_PREFIX = '\0portal-vendor:';
const ENTRY_NAME = 'virtual:portal-vendor-entry';

const keyOf: Record<string, string> = Object.assign(
  {},
  ...VENDOR_GROUPS.map((group) => group.modules),
);

const groupOf = (specifier: string) =>
  VENDOR_GROUPS.find((group) => specifier in group.modules) as VendorGroup;

/** The names the TypeScript files under `dir` import from `specifier` (`import { a, b as c }`). */
function namesImportedFrom(dir: string, specifier: string): string[] {
  const quoted = specifier.replace(/[/@.-]/g, (c) => `\\${c}`);
  const named = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${quoted}['"]`, 'g');
  const anyOther = new RegExp(`(import|export)\\s[^;]*?from\\s*['"]${quoted}['"]`);
  const names = new Set<string>();
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file)) continue;
    const code = readFileSync(path.join(dir, file), 'utf8');
    for (const [, typeOnly, list = ''] of code.matchAll(named)) {
      if (typeOnly) continue;
      for (const item of list.split(',')) {
        const name = item.trim().split(/\s+as\s+/)[0] ?? '';
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
    if (anyOther.test(code.replace(named, '')))
      throw new Error(
        `${file}: only named imports of ${specifier} can come from its vendor script`,
      );
  }
  return [...names].sort();
}

/** The names a specifier's vendor script provides, worked out once per build (cleared at its start). */
const exportedNamesSeen = new Map<string, string[]>();

function exportedNames(group: VendorGroup, specifier: string, root: string): string[] {
  const key = `${root}\0${specifier}`;
  let names = exportedNamesSeen.get(key);
  if (!names) {
    names =
      group.exports === 'imported by src'
        ? namesImportedFrom(path.join(root, 'src'), specifier)
        : Object.keys(createRequire(path.join(root, 'package.json'))(specifier)).filter(
            (name) =>
              name !== '__esModule' && name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name),
          );
    exportedNamesSeen.set(key, names);
  }
  return names;
}

/** The classic script of one group: its modules, minified, on the shared object. */
async function buildGroup(group: VendorGroup, root: string): Promise<string> {
  const earlier = VENDOR_GROUPS.slice(0, VENDOR_GROUPS.indexOf(group));
  const external = earlier.flatMap((other) => Object.keys(other.modules));
  const entryCode = [
    ...Object.keys(group.modules).map((specifier, i) => {
      if (group.exports === 'all') return `import * as m${i} from '${specifier}';`;
      const names = exportedNames(group, specifier, root).join(', ');
      return `import { ${names} } from '${specifier}';\nconst m${i} = { ${names} };`;
    }),
    `const vendor = (globalThis.${GLOBAL} ??= {});`,
    ...Object.values(group.modules).map((key, i) => `vendor.${key} = m${i};`),
  ].join('\n');
  const output = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    plugins: [
      {
        name: 'portal-vendor-entry',
        resolveId: (id) => (id === ENTRY_NAME ? `\0${ENTRY_NAME}` : undefined),
        load: (id) => (id === `\0${ENTRY_NAME}` ? entryCode : undefined),
      },
    ],
    build: {
      write: false,
      minify: true,
      sourcemap: false,
      modulePreload: false,
      rollupOptions: {
        input: ENTRY_NAME,
        external,
        output: {
          format: 'iife',
          globals: Object.fromEntries(
            external.map((specifier) => [specifier, `${GLOBAL}.${keyOf[specifier]}`]),
          ),
        },
      },
    },
  });
  const chunk = (Array.isArray(output) ? output : [output])
    .flatMap((result) => ('output' in result ? result.output : []))
    .find((file) => file.type === 'chunk');
  if (chunk?.type !== 'chunk') throw new Error(`No code built for vendor ${group.name}`);
  return chunk.code;
}

/** A module reading the group's copy of `specifier`, with the names the app imports of it. */
function shimCode(specifier: string, root: string): string {
  const group = groupOf(specifier);
  const key = keyOf[specifier];
  return [
    `const m = globalThis.${GLOBAL}?.${key};`,
    `if (!m) throw new Error('${specifier} is used before its vendor script ran');`,
    ...exportedNames(group, specifier, root).map((name) => `export const ${name} = m.${name};`),
    ...(group.exports === 'all' ? ['export default m.default;'] : []),
  ].join('\n');
}

export type VendorScripts = Record<GroupName, string>;

/** The vendor scripts' URLs (`{ react: '/assets/vendor-react-<hash>.js', … }`) once built. */
export function classicVendorScripts(onBuilt?: (scripts: VendorScripts) => void): Plugin {
  let enabled = false;
  let root = process.cwd();
  const files = new Map<GroupName, { fileName: string; source: string }>();

  return {
    name: 'praktijkportaal:classic-vendor-scripts',
    enforce: 'pre',
    async config(config, { command }) {
      enabled = command === 'build';
      root = config.root ?? process.cwd();
      if (!enabled) return { define: { __PORTAL_VENDOR_SCRIPTS__: 'null' } };
      exportedNamesSeen.clear();
      for (const group of VENDOR_GROUPS) {
        const source = await buildGroup(group, root);
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        files.set(group.name, { fileName: `assets/vendor-${group.name}-${hash}.js`, source });
      }
      const urls = Object.fromEntries(
        [...files].map(([name, file]) => [name, `/${file.fileName}`]),
      ) as VendorScripts;
      onBuilt?.(urls);
      return { define: { __PORTAL_VENDOR_SCRIPTS__: JSON.stringify(urls) } };
    },
    resolveId(source) {
      if (enabled && source in keyOf) return `${SHIM_PREFIX}${source}`;
    },
    load(id) {
      if (id.startsWith(SHIM_PREFIX)) return shimCode(id.slice(SHIM_PREFIX.length), root);
    },
    generateBundle() {
      for (const file of files.values())
        this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const react = files.get('react');
        if (!enabled || !react) return;
        // Deferred scripts and module scripts run in document order: React before the entry.
        const entry = html.indexOf('<script type="module"');
        if (entry < 0) throw new Error('index.html has no module script for the entry');
        return `${html.slice(0, entry)}<script defer src="/${react.fileName}"></script>\n    ${html.slice(entry)}`;
      },
    },
  };
}
