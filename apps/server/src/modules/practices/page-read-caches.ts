import type { TDashboard } from '@praktijkportaal/contract/dashboards';
import type { TUserPractice } from '@praktijkportaal/contract/users';
import type { FastifyInstance } from 'fastify';
import type { DashboardRow } from '../../db/schema/dashboards';
import type { ReadCache } from '../../lib/read-cache';
import type { PracticeWithLink } from './policy';
import type { PracticeMember } from './service';

/**
 * Caches for the reads behind the pages opened most (decision 015): a user's practices (the
 * frame of every page: /api/me), a practice with the caller's link to it (the access check
 * under everything of a practice), a practice's active dashboards and its active members, and
 * a dashboard. Only GET handlers pass them on: a write
 * must read what it has just written, and every write empties them once it is done
 * (plugins/read-caches.ts), so a change counts from the next request on.
 */
export type PageReadCaches = {
  /** Keyed `userId:all` or `userId:active`; as the API answers them. */
  practicesOfUser: ReadCache<TUserPractice[]>;
  /** Keyed `userId:practiceId`; null: no such practice. */
  practiceWithLink: ReadCache<PracticeWithLink | null>;
  /** Keyed by practice id; as the API answers them. */
  activeDashboards: ReadCache<TDashboard[]>;
  /** Keyed by practice id; as the practice page shows them. */
  activeMembers: ReadCache<PracticeMember[]>;
  /** Keyed by dashboard id; null: no such dashboard. */
  dashboard: ReadCache<DashboardRow | null>;
};

/** How long a read serves further GETs when no write came in between. */
const TTL_MS = 10_000;

export function createPageReadCaches(app: FastifyInstance): PageReadCaches {
  return {
    practicesOfUser: app.readCache({ ttlMs: TTL_MS, maxEntries: 10_000 }),
    practiceWithLink: app.readCache({ ttlMs: TTL_MS, maxEntries: 10_000 }),
    activeDashboards: app.readCache({ ttlMs: TTL_MS, maxEntries: 1_000 }),
    activeMembers: app.readCache({ ttlMs: TTL_MS, maxEntries: 1_000 }),
    dashboard: app.readCache({ ttlMs: TTL_MS, maxEntries: 10_000 }),
  };
}
