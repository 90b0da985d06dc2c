/**
 * The query keys of data more than one feature shows. Features do not import each other, yet
 * a change in one (a user linked to a practice) must refresh what another shows (the
 * practice's users), so the keys live here.
 */
export const queryKeys = {
  me: ['me'] as const,
  users: {
    all: ['users'] as const,
    active: ['users', 'active'] as const,
    deleted: ['users', 'deleted'] as const,
    details: ['users', 'detail'] as const,
    detail: (userId: number) => ['users', 'detail', userId] as const,
  },
  practices: {
    all: ['practices'] as const,
    active: ['practices', 'active'] as const,
    deleted: ['practices', 'deleted'] as const,
    detail: (practiceId: number) => ['practices', 'detail', practiceId] as const,
  },
};
