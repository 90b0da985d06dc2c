import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './support/repo-root';

/*
 * Every file the documents name exists: README.md, bench/README.md and
 * docs/**\/*.md, the decision records included. Checked in each document:
 * - a path from the repository's root (`apps/server/src/app.ts`, `e2e/…`, `scripts/…`, `bench/…`,
 *   `docs/…`, `deploy/…`, `packages/…`), written anywhere in the text;
 * - the target of a Markdown link that is not a web address, from the document's folder.
 * Outside the decision records, also each `quoted` short path (`modules/second-factor/totp.ts`,
 * `contract/reports.ts`, `results/api.json`), resolved against the source folders, and each
 * quoted file name (`reports-service.ts`), which must be some file's name. A decision record
 * keeps the short names of its day; its full paths and links must still lead somewhere, and its
 * status names the record that changed it.
 * Not checked: web addresses, globs and placeholders (`*`, `<resource>`, `NNN`, `modules/X`), and
 * what the build or the typecheck makes (`GENERATED`).
 */

/**
 * Made by `npm run build` (and, before decision 097, `npm run api:types`), or by a test run
 * (`npm run test:image` keeps the image's SBOM in `test-results/`); git ignores them.
 */
const GENERATED = [
  'apps/server/dist',
  'apps/web/dist',
  'apps/web/src/api/schema.gen.ts',
  'test-results',
];
const GENERATED_NAMES = new Set([
  'schema.gen.ts',
  'server.mjs',
  'pdf-worker.mjs',
  'backup-cli.mjs',
  'restore-cli.mjs',
  'mail-check-cli.mjs',
  // The web build's server entry (decision 101), in the build's `server/` folder.
  'render-page.mjs',
]);

const TOP_FOLDERS = ['apps', 'packages', 'e2e', 'scripts', 'bench', 'docs', 'deploy', '.ci'];
/** Where a short path may start: the source folders of each package, the benches, the root. */
const SHORT_PATH_ROOTS = [
  'apps/server/src',
  'apps/server',
  'apps/web/src',
  'apps/web',
  'packages/contract/src',
  'apps/server/src/modules',
  'apps/web/src/features',
  'apps/server/test',
  'bench',
  'e2e',
  '',
];
/** The first folder of a short path worth checking (others, like `DATA_DIR/…`, are not ours). */
const SOURCE_FOLDERS = new Set([
  'modules',
  'plugins',
  'db',
  'mail',
  'pdf',
  'storage',
  'lib',
  'metrics',
  'backup',
  'demo',
  'features',
  'components',
  'api',
  'app',
  'contract',
  'test',
  'src',
  'results',
  'drizzle',
]);
const FILE_NAME = /\.(ts|tsx|mts|mjs|cjs|js|json|sql|css|md|yaml|conf)$/;
const CODE_FILE = /\.(ts|tsx|mts|mjs|cjs)$/;
const PLACEHOLDER = /[*{}<>…$]|(^|\/)(X|Y|NNN)(\/|\.|$)/;
const SKIPPED_FOLDERS = new Set(['node_modules', '.git', 'dist', 'data', 'test-results']);

function filesUnder(folder: string): string[] {
  return readdirSync(path.join(REPO_ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED_FOLDERS.has(entry.name)) return [];
    const relative = path.posix.join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(relative) : [relative];
  });
}

const repoFiles = filesUnder('');
const fileNames = new Set(repoFiles.map((file) => path.posix.basename(file)));
const documents = repoFiles.filter(
  (file) =>
    file === 'README.md' ||
    file === 'bench/README.md' ||
    (file.startsWith('docs/') && file.endsWith('.md')),
);

const exists = (relative: string) => existsSync(path.join(REPO_ROOT, relative));
const generated = (relative: string) =>
  GENERATED.some((made) => relative === made || relative.startsWith(`${made}/`));
/** A path as written, without what ends its sentence or quote. */
const trimmed = (written: string) => written.replace(/[.,:;)/]+$/, '');

const FULL_PATH = new RegExp(
  String.raw`(?<![\w./@:#-])(?:${TOP_FOLDERS.map((top) => top.replace('.', '\\.')).join('|')})/[^\s\`'"()\[\],;|]*`,
  'g',
);
const LINK_TARGET = /\]\(([^)\s]+)\)/g;
const QUOTED = /`([^`\n]+)`/g;

function fullPathProblems(line: string): string[] {
  return [...line.matchAll(FULL_PATH)]
    .map((match) => trimmed(match[0].split('#')[0] ?? ''))
    .filter((written) => !PLACEHOLDER.test(written) && !generated(written) && !exists(written));
}

function linkProblems(line: string, folder: string): string[] {
  return [...line.matchAll(LINK_TARGET)]
    .map((match) => (match[1] ?? '').split('#')[0] ?? '')
    .filter((target) => target !== '' && !/^[a-z]+:/i.test(target))
    .filter((target) => !exists(path.posix.join(folder, target)));
}

function shortPathExists(written: string) {
  const candidates = written.startsWith('contract/')
    ? [`packages/contract/src/${written.slice('contract/'.length)}`]
    : SHORT_PATH_ROOTS.map((root) => path.posix.join(root, written));
  return candidates.some(exists);
}

/** A quoted name that should lead to a file and does not. */
function quotedPathMissing(word: string): boolean {
  if (GENERATED_NAMES.has(path.posix.basename(word)) || generated(word)) return false;
  if (!word.includes('/')) return CODE_FILE.test(word) && !fileNames.has(word);
  const first = word.split('/')[0] ?? '';
  if (TOP_FOLDERS.includes(first) || first === 'dist') return false; // full paths: checked above
  if (!SOURCE_FOLDERS.has(first) && !FILE_NAME.test(word)) return false;
  return !shortPathExists(word);
}

function quotedProblems(line: string): string[] {
  return [...line.matchAll(QUOTED)]
    .flatMap((match) => (match[1] ?? '').split(/[\s,()]+/))
    .map(trimmed)
    .filter((word) => /^\w[\w.@/-]*$/.test(word) && !PLACEHOLDER.test(word))
    .filter(quotedPathMissing);
}

/** The names on one line of a document (in `folder`) that lead nowhere. */
function problemsOf(line: string, folder: string, isRecord: boolean): string[] {
  return [
    ...fullPathProblems(line),
    ...linkProblems(line, folder),
    ...(isRecord ? [] : quotedProblems(line)),
  ];
}

/** "line 12: apps/web/src/api/pdf-opened.ts" for each name in `document` that leads nowhere. */
function missingPaths(document: string): string[] {
  const folder = path.posix.dirname(document);
  const isRecord = document.startsWith('docs/decisions/');
  return readFileSync(path.join(REPO_ROOT, document), 'utf8')
    .split('\n')
    .flatMap((line, index) =>
      problemsOf(line, folder, isRecord).map((missing) => `line ${index + 1}: ${missing}`),
    );
}

describe('file paths named in the documents', () => {
  it('finds the documents, the decision records among them', () => {
    expect(documents).toEqual(
      expect.arrayContaining([
        'README.md',
        'bench/README.md',
        'docs/ARCHITECTURE.md',
        'docs/decisions/README.md',
        'docs/decisions/060-route-table-in-the-contract.md',
      ]),
    );
  });

  it('tells a missing file from an existing one, and leaves addresses and globs alone', () => {
    const line = [
      'See apps/server/src/app.ts, `apps/server/src/gone.ts`, `modules/second-factor/totp.ts`,',
      '`modules/auth/gone.ts`, `contract/gone.ts`, `gone-service.ts`, [the index](README.md),',
      '[a record](gone.md), https://example.org/apps/server/gone.ts, `docs/decisions/NNN-*.md`,',
      'bench/README.md#a-section, bench/GONE.md#a-section,',
      '`features/<area>/routes`, `DATA_DIR/outbox` and `apps/web/src/api/schema.gen.ts`.',
    ].join(' ');
    expect(problemsOf(line, 'docs/decisions', false)).toEqual([
      'apps/server/src/gone.ts',
      'bench/GONE.md',
      'gone.md',
      'modules/auth/gone.ts',
      'contract/gone.ts',
      'gone-service.ts',
    ]);
    // A decision record: full paths and links only.
    expect(problemsOf(line, 'docs/decisions', true)).toEqual([
      'apps/server/src/gone.ts',
      'bench/GONE.md',
      'gone.md',
    ]);
  });

  it.each(documents)('%s names only files that exist', (document) => {
    expect(missingPaths(document)).toEqual([]);
  });
});
