import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import type { LoaderFunctionArgs } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { meQueryKey } from '../api/me';
import { forRolesLoader, loaders, sessionLoader } from './loaders';
import { queryClient } from './query-client';

/*
 * The redirects of the routes' loaders: who goes where before a screen
 * renders. The signed-in user is the session query's answer in the app's own cache.
 */

function signedIn(fields: Partial<TUserWithPractices>) {
  const user: TUserWithPractices = {
    id: 1,
    name: 'Sanne',
    email: 'sanne@example.nl',
    type: 'Klant',
    created_at: '2026-01-01T00:00:00.000Z',
    is_active: true,
    is_admin: false,
    password_changed: true,
    password_change_required: false,
    password_set: true,
    mfa_enabled: false,
    mfa_enrolment_required: false,
    mfa_lock: 'none',
    practices: [],
    ...fields,
  };
  queryClient.setQueryData(meQueryKey, user);
}

const at = (path: string) =>
  ({ request: new Request(`http://portal.test${path}`), params: {} }) as LoaderFunctionArgs;

/** Where a loader sends the user (replacing the address asked for), or null when it lets them be. */
async function sentTo(loading: unknown) {
  try {
    await loading;
    return null;
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    expect(thrown.headers.get('X-Remix-Replace'), 'replaces the address').toBe('true');
    return thrown.headers.get('Location');
  }
}

beforeEach(() => queryClient.clear());

describe('the frame: a user the API holds stays on the page that holds them', () => {
  it('sends one who must change the password to the change, from any other page', async () => {
    signedIn({ password_changed: false, password_change_required: true });
    expect(await sentTo(sessionLoader(at('/admin/customers')))).toBe('/change-password');
    expect(await sentTo(sessionLoader(at('/')))).toBe('/change-password');
    expect(await sentTo(sessionLoader(at('/change-password')))).toBeNull();
    expect(await sentTo(sessionLoader(at('/user-password-change')))).toBeNull();
  });

  it('then one who must enrol a second factor to its page', async () => {
    signedIn({ type: 'Admin', mfa_enrolment_required: true });
    expect(await sentTo(sessionLoader(at('/user-password-change')))).toBe('/tweestapsverificatie');
    expect(await sentTo(sessionLoader(at('/tweestapsverificatie')))).toBeNull();
  });

  it('lets everyone else be, and nobody logged in (the login page shows)', async () => {
    signedIn({});
    expect(await sentTo(sessionLoader(at('/practice/1')))).toBeNull();
    queryClient.setQueryData(meQueryKey, null);
    expect(await sentTo(sessionLoader(at('/admin/customers')))).toBeNull();
  });
});

describe("another role's screen", () => {
  /** A screen's loader that tells whether it ran. */
  function screenLoader() {
    const ran = { count: 0 };
    return { ran, loader: async () => ++ran.count };
  }

  it('sends the user home before the screen starts its queries', async () => {
    signedIn({ type: 'Klant' });
    const screen = screenLoader();
    expect(await sentTo(forRolesLoader(['Admin'], screen.loader)(at('/admin/customers')))).toBe(
      '/',
    );
    expect(screen.ran.count).toBe(0);
  });

  it('runs the screen’s loader for its roles, and leaves a held user to the frame', async () => {
    signedIn({ type: 'Coach' });
    const screen = screenLoader();
    expect(
      await forRolesLoader(['Admin', 'Coach'], screen.loader)(at('/practice/add-report')),
    ).toBe(1);
    // Held: the frame's loader sends them on; this one asks nothing of its own.
    signedIn({ type: 'Klant', password_changed: false, password_change_required: true });
    expect(await sentTo(forRolesLoader(['Admin'])(at('/admin/customers')))).toBeNull();
  });
});

describe('the forced password change (/change-password)', () => {
  it('sends one who changed the password before home', async () => {
    signedIn({ type: 'Coach', password_changed: true });
    expect(await sentTo(loaders.forcedPassword())).toBe('/');
  });

  it('keeps one who has not, whether held there or not', async () => {
    signedIn({ type: 'Coach', password_changed: false });
    expect(await sentTo(loaders.forcedPassword())).toBeNull();
    signedIn({ password_changed: false, password_change_required: true });
    expect(await sentTo(loaders.forcedPassword())).toBeNull();
  });
});
