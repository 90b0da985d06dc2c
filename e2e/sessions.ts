import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { type DEMO_USERS, E2E_PORT } from './fixtures';

/*
 * Log in once per role (decision 066): the `sessions` project (sessions.setup.ts) logs the demo's
 * Admin, Coach, Klant and Manager in through the login form at the start of the run and keeps
 * their sessions (Playwright's storageState). Specs that need one of them take that session
 * instead of typing the form again. Specs that test logging in, logging out, sessions, a password
 * change, the second factor or logging in again use `loginAs` (the form), or users of their own:
 * nothing may end these four sessions.
 */

export const SESSION_ROLES = ['admin', 'coach', 'klant', 'manager'] as const;
export type SessionRole = (typeof SESSION_ROLES)[number];
export type SessionUser = (typeof DEMO_USERS)[SessionRole];

/** Where the run's session of a role is kept (per port, so two runs on one machine do not meet). */
export function sessionFile(role: SessionRole) {
  return path.join(os.tmpdir(), `praktijkportaal-e2e-sessions-${E2E_PORT}`, `${role}.json`);
}

type StoredState = {
  cookies: Parameters<import('@playwright/test').BrowserContext['addCookies']>[0];
};

/**
 * The page's browser now carries the run's session of this user (in place of any other); no
 * page is opened. For a test whose next step opens a screen or calls the API.
 */
export async function useSessionOf(page: Page, user: SessionUser) {
  const state = JSON.parse(readFileSync(sessionFile(user.key), 'utf8')) as StoredState;
  await page.context().clearCookies();
  await page.context().addCookies(state.cookies);
}

/** As `loginAs` ends, without the form: the run's session of this user, on the start page. */
export async function signInAs(page: Page, user: SessionUser) {
  await useSessionOf(page, user);
  await page.goto('/');
  await expect(page.getByTestId('header-user-name')).toHaveText(user.name);
}
