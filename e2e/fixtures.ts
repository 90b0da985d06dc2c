import {
  DEMO_PASSWORD,
  DEMO_PRACTICES,
  DEMO_USERS,
  type DemoUser,
} from '../apps/server/src/demo/demo-data';

export const E2E_PORT = 3100;
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export { DEMO_PASSWORD, DEMO_PRACTICES, DEMO_USERS, type DemoUser };
