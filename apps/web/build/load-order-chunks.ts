import { fileURLToPath } from 'node:url';
import { SOURCE_MODULES } from './source-modules.ts';

/**
 * One chunk per step of opening the portal, instead of a file for every module two later chunks
 * share. Left to itself the bundler splits off each module that two dynamically imported chunks
 * share (an alert, a text field, the API client), so a list opened by a full page load fetched 25
 * files; from the browser's disk cache they arrive in waves that took 45–110 ms each on the
 * project's machine, and the list could not show before the last (decision 018). A step always
 * runs after the ones before it, so what it shares with a later step can wait in its own chunk:
 *
 * - `main`: the entry's static imports (the entry is `src/main.tsx`);
 * - `boot`: the rest of what the login page needs (`src/boot.tsx`);
 * - `app`: the rest of what the app chunk needs (`src/app/app.tsx`);
 * - `lists`: the rest of what the long lists need, the screens a full page load opens most.
 *
 * Every other screen stays a chunk of its own, as the bundler splits them; so does the bundler's
 * small runtime, which rolldown does not offer to groups.
 */
const STEPS: { name: string; roots: string[] }[] = [
  { name: 'main', roots: [SOURCE_MODULES.entry] },
  { name: 'boot', roots: [SOURCE_MODULES.boot] },
  { name: 'app', roots: [SOURCE_MODULES.app] },
  { name: 'lists', roots: [SOURCE_MODULES.userList, SOURCE_MODULES.practiceList] },
];

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

const sourceFile = (file: string) => fileURLToPath(new URL(`../src/${file}`, import.meta.url));

/** Rolldown's `codeSplitting.groups` (Vite loads its config, and so calls this, per build). */
export function loadOrderChunkGroups() {
  const closures = new Map<string, Set<string>>();
  /** `root` and every module it imports statically, directly or not. */
  const closure = (root: string, graph: ModuleGraph) => {
    let met = closures.get(root);
    if (met) return met;
    if (!graph.getModuleInfo(root)) throw new Error(`load-order-chunks: no module ${root}`);
    met = new Set();
    const waiting = [root];
    for (let id = waiting.pop(); id !== undefined; id = waiting.pop()) {
      if (met.has(id)) continue;
      met.add(id);
      waiting.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    closures.set(root, met);
    return met;
  };
  const stepOf = (id: string, graph: ModuleGraph) => {
    // Libraries are left to the bundler: a group would take every module the walk meets, even
    // those nothing runs (zod's core imports its JSON Schema code: +6 kB on the login page).
    if (id.includes('/node_modules/')) return null;
    const step = STEPS.find(({ roots }) =>
      roots.some((root) => closure(sourceFile(root), graph).has(id)),
    );
    return step?.name ?? null;
  };
  return STEPS.map((step, index) => ({
    debugName: step.name,
    // A module goes to the first step that needs it.
    name: (id: string, graph: ModuleGraph) => (stepOf(id, graph) === step.name ? step.name : null),
    priority: STEPS.length - index,
  }));
}
