import type { TSessionUser } from '@praktijkportaal/contract/auth';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error';
import { clearLogin, saveLogin } from '../lib/auth-storage';
import { answer, call } from './client';
import { queryKeys } from './query-keys';

/*
 * The signed-in user (GET /api/me), of the "Inloggen" area (auth) like login.ts. Kept apart from
 * the changes (account.ts, logout.ts): the session gate and the login page need only this, and
 * the login page has a budget.
 */

/** The session gate's query key: the signed-in user, or null. */
export const meQueryKey = queryKeys.me;

/** The signed-in user according to the server, or null when nobody is. */
export async function getMe() {
  try {
    const user = await answer(call('getMe'));
    saveLogin(user);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearLogin();
      return null;
    }
    throw error;
  }
}

/**
 * Who is logged in (null: nobody). The session gate shows the login page or the app by it; the
 * screens' loaders start it beside their own queries (app/loaders.ts), so it is asked once.
 */
export const meQuery = queryOptions({
  queryKey: queryKeys.me,
  queryFn: getMe,
  staleTime: 5 * 60_000,
  retry: 1,
});

/**
 * The browser's copy of the login state (spec §3) from the answer a server-rendered page came
 * with, as `getMe` keeps it from its own answer.
 */
export function mirrorSignedInUser(queryClient: QueryClient) {
  const user = queryClient.getQueryData<TSessionUser | null>(queryKeys.me);
  if (user) saveLogin(user);
  else if (user === null) clearLogin();
}

export function useMe() {
  return useQuery(meQuery);
}

/** Who is signed in, from the session gate's query (always there once the app is shown). */
export function useSignedInUserId(): number | undefined {
  return useQueryClient().getQueryData<TSessionUser | null>(queryKeys.me)?.id;
}

/** A change to the signed-in user's own account or practices refreshes `me` (name, sidebar). */
export function invalidateMeIfSelf(queryClient: QueryClient, userId: number) {
  const me = queryClient.getQueryData<TSessionUser | null>(queryKeys.me);
  return me?.id === userId ? queryClient.invalidateQueries({ queryKey: queryKeys.me }) : undefined;
}
