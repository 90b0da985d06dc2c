// `npm run demo`: the portal on a fresh demo database (DATA_DIR, default ./data/demo), filled
// with Dutch demo data; prints the demo logins, then starts like `npm start`.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
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

const { register } = await import('tsx/esm/api');
register();
// Not while a portal runs on this folder: it is emptied next.
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
const { runDemoSeed } = await import(
  pathToFileURL(path.join(root, 'apps/server/src/demo/run-demo-seed.ts')).href
);
await runDemoSeed();
await import('./start.mjs');
