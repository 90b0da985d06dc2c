import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every package installed below a node_modules folder, as `name@version` (the SBOM's
 * `bom-ref`): nested copies included, workspace links counted but not entered.
 */
export function installedPackages(nodeModules: string, found = new Set<string>()): Set<string> {
  for (const entry of readdirSync(nodeModules, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const folder = path.join(nodeModules, entry.name);
    if (entry.name.startsWith('@')) {
      installedPackages(folder, found);
      continue;
    }
    const manifest = path.join(folder, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as {
      name: string;
      version: string;
    };
    found.add(`${name}@${version}`);
    const nested = path.join(folder, 'node_modules');
    if (!entry.isSymbolicLink() && existsSync(nested)) installedPackages(nested, found);
  }
  return found;
}

/** Bytes a folder takes on disk (as `du` counts them: whole blocks, links not followed). */
export function diskUsage(folder: string): number {
  let bytes = 0;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true }))
    bytes += lstatSync(path.join(entry.parentPath, entry.name)).blocks * 512;
  return bytes + lstatSync(folder).blocks * 512;
}
