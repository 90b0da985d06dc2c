// Folder rules of the portal, checked in CI by `npm run lint:deps` (decision 063).
// The rules are stated in docs/ARCHITECTURE.md ("Folder rules"); keep both in step.

/**
 * Test files may import anything (they test internals on purpose), so they are not cruised.
 * e2e/, bench/ and scripts/ are not cruised either (only apps/ and packages/ are).
 */
const tests = '(^|/)test/|\\.test\\.tsx?$';

/** The areas of logging in built on modules/auth, one per route table of the contract. */
const authAreas = 'second-factor|passkeys|own-sessions|security-notices';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No file imports itself back through others (a circle between files).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-circular-folders',
      severity: 'error',
      comment:
        'No circle between folders (auth -> users -> auth): move the shared piece to the lower folder.',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
    // ---- web app ------------------------------------------------------------------------
    {
      name: 'web-feature-to-other-feature',
      severity: 'error',
      comment:
        'A feature does not import another feature: move the shared piece to lib/, components/ or api/.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/([^/]+)/',
        pathNot: '^apps/web/src/features/$1/',
      },
    },
    {
      name: 'web-feature-to-app',
      severity: 'error',
      comment: 'Features do not import app/ (the router and layout import features, not back).',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-shared-to-features-or-app',
      severity: 'error',
      comment: 'components/, lib/ and api/ are shared: they import neither features/ nor app/.',
      from: { path: '^apps/web/src/(components|lib|api)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-lib-lowest',
      severity: 'error',
      comment:
        'lib/ is the lowest web folder: it imports neither api/ nor components/ (api/ and components/ import lib/).',
      from: { path: '^apps/web/src/lib/' },
      to: { path: '^apps/web/src/(api|components)/' },
    },
    {
      name: 'web-api-not-components',
      severity: 'error',
      comment: 'api/ calls the server and holds the query cache: it imports no components/.',
      from: { path: '^apps/web/src/api/' },
      to: { path: '^apps/web/src/components/' },
    },
    {
      name: 'web-account-sections-apart',
      severity: 'error',
      comment:
        "Mijn account's sections (second-factor/, passkeys/, sessions/) import none of each other, and proof/ (the step-up they share) imports none of them.",
      from: { path: '^apps/web/src/features/account/(second-factor|passkeys|sessions|proof)/' },
      to: {
        path: '^apps/web/src/features/account/(second-factor|passkeys|sessions|components|routes)/',
        pathNot: '^apps/web/src/features/account/$1/',
      },
    },
    {
      name: 'web-no-server',
      severity: 'error',
      comment: 'The web app never imports server code (only the contract package).',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    // ---- server -------------------------------------------------------------------------
    {
      name: 'server-module-through-entry',
      severity: 'error',
      comment:
        'Outside modules/X, code uses a module only through its entry file modules/X/index.ts.',
      from: { path: '^apps/server/src/', pathNot: '^apps/server/src/modules/' },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: '^apps/server/src/modules/[^/]+/index\\.ts$',
      },
    },
    {
      name: 'server-module-internals',
      severity: 'error',
      comment:
        'Inside modules/, another module is used only through its entry file modules/Y/index.ts.',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/([^/]+)/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'server-lower-layers',
      severity: 'error',
      comment:
        'lib/ and db/ are the lowest layers: they import neither modules/, plugins/ nor the app.',
      from: { path: '^apps/server/src/(lib|db)/' },
      to: { path: '^apps/server/src/(modules|plugins|app\\.ts|server\\.ts)' },
    },
    {
      name: 'server-plugins-below-modules',
      severity: 'error',
      comment:
        'plugins/ (session, access, idempotency, errors) sit below the modules: they import none.',
      from: { path: '^apps/server/src/plugins/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'server-io-below-modules',
      severity: 'error',
      comment:
        'storage/, mail/ and pdf/ (files, mails, PDFs) sit below the plugins and the modules: they import neither.',
      from: { path: '^apps/server/src/(storage|mail|pdf)/' },
      to: { path: '^apps/server/src/(plugins|modules)/' },
    },
    {
      name: 'server-lowest-modules',
      severity: 'error',
      comment:
        'audit and practice-access are the lowest modules: every other may use them, they use none.',
      from: { path: '^apps/server/src/modules/(audit|practice-access)/' },
      to: {
        path: '^apps/server/src/modules/',
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
    {
      name: 'auth-below-its-areas',
      severity: 'error',
      comment:
        'auth is the core of logging in; second-factor, passkeys, own-sessions and security-notices build on it. A piece both need goes down into auth.',
      from: { path: '^apps/server/src/modules/auth/' },
      to: { path: `^apps/server/src/modules/(${authAreas})/` },
    },
    {
      name: 'auth-areas-apart',
      severity: 'error',
      comment:
        'second-factor, passkeys, own-sessions and security-notices do not import each other: a piece two of them need goes down into auth.',
      from: { path: `^apps/server/src/modules/(${authAreas})/` },
      to: {
        path: `^apps/server/src/modules/(${authAreas})/`,
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
    {
      name: 'auth-below-users-and-practices',
      severity: 'error',
      comment:
        "Logging in knows nothing of the Admin's users and practices: auth and its areas import neither users nor practices.",
      from: { path: `^apps/server/src/modules/(auth|${authAreas})/` },
      to: { path: '^apps/server/src/modules/(users|practices)/' },
    },
    {
      name: 'users-below-practices',
      severity: 'error',
      comment: 'practices uses users (a practice with its first user), not the other way round.',
      from: { path: '^apps/server/src/modules/users/' },
      to: { path: '^apps/server/src/modules/practices/' },
    },
    {
      name: 'files-below-reports',
      severity: 'error',
      comment:
        'reports store their PDFs and read their receipts through files; files knows nothing of reports: a piece both need goes down into files.',
      from: { path: '^apps/server/src/modules/files/' },
      to: { path: '^apps/server/src/modules/reports/' },
    },
    {
      name: 'whats-new-below-files',
      severity: 'error',
      comment:
        "whats-new holds the rule of what changed since a reader's opening, which the files' read fields use: it imports neither files nor reports.",
      from: { path: '^apps/server/src/modules/whats-new/' },
      to: { path: '^apps/server/src/modules/(files|reports)/' },
    },
    {
      name: 'lib-not-db',
      severity: 'error',
      comment: 'lib/ is below db/: it does not import db/.',
      from: { path: '^apps/server/src/lib/' },
      to: { path: '^apps/server/src/db/' },
    },
    {
      name: 'contract-alone',
      severity: 'error',
      comment: 'The contract depends on zod only: it imports nothing from apps/.',
      from: { path: '^packages/contract/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)(node_modules|dist|build|coverage)/', tests] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
