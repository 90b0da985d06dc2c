// What the runtime folder's dependencies carry for builders and readers only: type
// declarations, source maps, TypeScript sources and Markdown. Node never loads them (it strips
// no types under node_modules, and a stack trace without a dependency's map shows its built
// line), and they were 60 of the folder's 207 MB (decision 102). Licence files stay.
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const BUILD_ONLY = /\.([cm]?ts|map|md|markdown)$/i;

/** Removes the build-only files below `folder` (a node_modules); returns how many. */
export function removeBuildOnlyFiles(folder) {
  let removed = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !BUILD_ONLY.test(entry.name)) continue;
    rmSync(path.join(entry.parentPath, entry.name));
    removed++;
  }
  return removed;
}
