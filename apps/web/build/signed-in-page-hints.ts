import type { ListScreen } from '@praktijkportaal/contract/list-addresses';
import type { Plugin, Rolldown } from 'vite';
import type { VendorScripts } from './classic-vendor-scripts.ts';

/*
 * What a logged-in browser will fetch once the entry has run, named in index.html so that the
 * server can hand it to such a browser at once (decision 017). Each group is an HTML comment
 * (`<!--portal-hints:NAME … -->`, inert as it stands); the server uncomments the app's group
 * for a request with a session, and a list screen's group where the address shows that list
 * to the session's role (apps/server/src/web-app.ts). A browser that is not logged in gets
 * none of it, so the login page loads nothing more.
 */

/** The modules whose chunks the hints cover: the app chunk and the long lists' screens. */
const HINTED: Record<'app' | ListScreen, string> = {
  app: '/src/app/app.tsx',
  userList: '/src/app/screens/user-list.ts',
  practiceList: '/src/app/screens/practice-list.ts',
};

export const HINTS_COMMENT = 'portal-hints';

type Chunk = Rolldown.OutputChunk;

export function signedInPageHints(vendorScripts: () => VendorScripts | undefined): Plugin {
  return {
    name: 'praktijkportaal:signed-in-page-hints',
    apply: 'build',
    transformIndexHtml: {
      // After the vendor scripts' tag and Vite's own links, which need no hint.
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        /** The files of the app's group, which every other group goes with. */
        const inAppGroup = new Set<string>();
        const filesOf = (module: string, group: 'app' | ListScreen) => {
          const hinted = new Set(group === 'app' ? [] : inAppGroup);
          const root = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module));
          if (!root) throw new Error(`No chunk for ${module}`);
          const scripts: string[] = [];
          const styles = new Set<string>();
          const visit = (chunk: Chunk) => {
            if (hinted.has(chunk.fileName) || html.includes(chunk.fileName)) return;
            hinted.add(chunk.fileName);
            scripts.push(chunk.fileName);
            for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
            for (const file of chunk.imports) {
              const imported = byFile.get(file);
              if (imported) visit(imported);
            }
          };
          visit(root);
          if (group === 'app') for (const file of hinted) inAppGroup.add(file);
          return [
            ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
            ...[...styles].map(
              (file) => `<link rel="preload" as="style" crossorigin href="/${file}">`,
            ),
          ];
        };
        const appLibraries = vendorScripts()?.app;
        const groups = Object.entries(HINTED).map(([name, module]) => {
          const links = [
            ...(name === 'app' && appLibraries
              ? [`<link rel="preload" as="script" href="${appLibraries}">`]
              : []),
            ...filesOf(module, name as 'app' | ListScreen),
          ];
          return `<!--${HINTS_COMMENT}:${name}\n    ${links.join('\n    ')}\n    -->`;
        });
        return html.replace('</head>', `  ${groups.join('\n    ')}\n  </head>`);
      },
    },
  };
}
