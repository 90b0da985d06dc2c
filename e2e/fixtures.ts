import os from 'node:os';
import path from 'node:path';
import {
  DEMO_PASSWORD,
  DEMO_PRACTICES,
  DEMO_USERS,
  type DemoUser,
} from '../apps/server/src/demo/demo-data';

/** E2E_PORT lets two runs share a machine; each gets its own port and database. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The suite's server keeps a copy of the freshly seeded demo here for the specs' own servers. */
export const DEMO_COPY_DIR = path.join(os.tmpdir(), `praktijkportaal-e2e-demo-${E2E_PORT}`);
export { DEMO_PASSWORD, DEMO_PRACTICES, DEMO_USERS, type DemoUser };
