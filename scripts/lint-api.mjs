// Writes the OpenAPI document (npm run api:document) to a temporary file and lints it with
// Redocly CLI's recommended rules (redocly.yaml). Nothing reaches the network: telemetry and
// the update check are off.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-lint-api-'));
const file = path.join(dir, 'openapi.json');
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    process.exit(result.status ?? 1);
  }
}

run(process.execPath, ['--import', 'tsx', 'apps/server/src/api-document-cli.ts', file]);
run(process.execPath, [
  path.join(root, 'node_modules/@redocly/cli/bin/cli.js'),
  'lint',
  '--config',
  path.join(root, 'redocly.yaml'),
  file,
]);
rmSync(dir, { recursive: true, force: true });
