// The demo's data in DATA_DIR (default ./data/demo): `npm run demo` (scripts/demo.mjs) and the
// browser tests' servers (e2e/serve.mjs) fill the folder with these steps, then start.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The steps below run the server's TypeScript sources.
const { register } = await import('tsx/esm/api');
register();

/** The demo's settings, where the environment does not give its own. */
export function useDemoSettings() {
  if (process.env.DATABASE_URL) {
    console.error('npm run demo uses its own embedded database; unset DATABASE_URL.');
    process.exit(1);
  }
  process.env.DATA_DIR ??= path.join(root, 'data/demo');
  // The demo's Admin and Coach log in without a second factor.
  process.env.MFA_REQUIRED_ROLES ??= 'none';
  // The Privacyverklaring names who is responsible and where to write (decision 083).
  process.env.PRIVACY_CONTROLLER ??= 'Voorbeeldpraktijk B.V., Dorpsstraat 1, 1234 AB Voorbeeld';
  process.env.PRIVACY_CONTACT ??= 'privacy@voorbeeldpraktijk.nl';
}

/** Empties DATA_DIR, unless a portal runs on it (then it says so and stops). */
export async function emptyDataDir() {
  const { DataDirInUseError, lockDataDir } = await import(
    pathToFileURL(path.join(root, 'apps/server/src/db/data-dir-lock.ts')).href
  );
  try {
    await (await lockDataDir(path.resolve(process.env.DATA_DIR)))();
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  rmSync(process.env.DATA_DIR, { recursive: true, force: true });
}

/** Migrates the empty DATA_DIR's database and fills it with the Dutch demo data. */
export async function seedDemoData() {
  const { runDemoSeed } = await import(
    pathToFileURL(path.join(root, 'apps/server/src/demo/run-demo-seed.ts')).href
  );
  await runDemoSeed();
}
