/*
 * The contract's dashboard numbers that the app chunk needs (the dashboard page is part of it).
 * Importing them from the contract would build all of its dashboard schemas, and zod's full
 * API, at every start of the app, for two numbers; dashboard-limits.test.ts holds these against
 * the contract's, so they cannot drift apart.
 */

/** Spec §9: the height of a dashboard's frame, in pixels. */
export const DASHBOARD_FRAME_HEIGHT = 700;
/** Spec §9: the dashboard search shows at most this many hits. */
export const DASHBOARD_SEARCH_LIMIT = 5;
