// The browser tests' server: `npm start` itself, on a fresh embedded database every run.
import { rmSync } from 'node:fs';

rmSync(process.env.DATA_DIR ?? '', { recursive: true, force: true });
await import('../scripts/start.mjs');
