import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test as setup } from '@playwright/test';
import { DEMO_USERS } from './fixtures';
import { SESSION_ROLES, sessionFile } from './sessions';
import { loginAs } from './support';

// The run's one login through the form per role (decision 066); see sessions.ts.
for (const role of SESSION_ROLES) {
  setup(`log in as the ${role} once for the run`, async ({ page }) => {
    await loginAs(page, DEMO_USERS[role]);
    const file = sessionFile(role);
    mkdirSync(path.dirname(file), { recursive: true });
    await page.context().storageState({ path: file });
  });
}
