import path from 'node:path';

/** The checkout's root, for tests that start the portal or read its deploy files. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
