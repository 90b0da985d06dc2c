import type { ListScreen } from '@praktijkportaal/contract/list-addresses';
import type { Plugin } from 'vite';
import { staticClosure } from './chunk-graph.ts';
import type { VendorScripts } from './classic-vendor-scripts.ts';
import { idEnding, SOURCE_MODULES } from './source-modules.ts';

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
  app: idEnding(SOURCE_MODULES.app),
  userList: idEnding(SOURCE_MODULES.userList),
  practiceList: idEnding(SOURCE_MODULES.practiceList),
};

const HINTS_COMMENT = 'portal-hints';

export function signedInPageHints(vendorScripts: () => VendorScripts | undefined): Plugin {
  return {
    name: 'praktijkportaal:signed-in-page-hints',
    apply: 'build',
    transformIndexHtml: {
      // After the vendor scripts' tag and Vite's own links, which need no hint.
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return;
        /** The files of the app's group, which every other group goes with. */
        const inAppGroup = new Set<string>();
        const filesOf = (module: string, group: 'app' | ListScreen) => {
          const chunks = staticClosure(bundle, module).filter(
            (chunk) => !html.includes(chunk.fileName) && !inAppGroup.has(chunk.fileName),
          );
          if (group === 'app') for (const chunk of chunks) inAppGroup.add(chunk.fileName);
          const styles = new Set(
            chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]),
          );
          return [
            ...chunks.map(
              (chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.fileName}">`,
            ),
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
