import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { MigrationVersion, SequenceState } from './database-dump';

export const BACKUP_FORMAT = 'praktijkportaal-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';

/**
 * `manifest.json` at the root of the archive. Beside it: `database/<nn>-<table>.jsonl` (one
 * row per line as PostgreSQL's `row_to_json`, tables in foreign-key order) and
 * `files/<storage_key>` (the PDF bytes).
 */
export type Manifest = {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  source: { kind: 'pglite' | 'postgres' };
  migration: MigrationVersion;
  tables: { name: string; file: string; rows: number; sha256: string }[];
  sequences: SequenceState[];
  files: { key: string; path: string; size: number; sha256: string }[];
};

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export class BackupError extends Error {}
