// Builds the Dockerfile with podman as a hosting party without an image registry would (decision
// 102): on the stand-in base (stand-in-base.mjs) instead of node:24-bookworm-slim, with
// `--isolation=chroot --network=host`, the machine's CA bundle mounted and npm's `cafile`
// pointing at it (a user .npmrc mounted read-only; Node reads no system store by itself), and
// `--format docker` so the HEALTHCHECK is kept. The OCI labels get this checkout's version,
// revision, source and licence. Leaves in test-results/image/: image.json (the tag, labels and
// figures the image test reads) and sbom.cdx.json, copied out of the image.
//
//   node scripts/image/build-image.mjs        (npm run test:image runs it, then the test)
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureStandInBase } from './stand-in-base.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const IMAGE_TAG = 'localhost/praktijkportaal:test';
const OUTPUT = path.join(root, 'test-results/image');
const CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';

const text = (command, args) => execFileSync(command, args, { cwd: root, encoding: 'utf8' }).trim();

function git(args) {
  try {
    return text('git', args);
  } catch {
    return '';
  }
}

/** The labels' values, from package.json and git. */
function labelValues() {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const dirty = git(['status', '--porcelain']) !== '';
  return {
    VERSION: pkg.version,
    REVISION: `${git(['rev-parse', 'HEAD']) || 'unknown'}${dirty ? '-dirty' : ''}`,
    SOURCE: git(['config', '--get', 'remote.origin.url']),
    // package.json names no licence, and there is no LICENSE file: no assertion (SPDX).
    LICENSES: pkg.license ?? 'NOASSERTION',
  };
}

function build(base, labels) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'portal-image-build-'));
  const npmrc = path.join(work, 'npmrc');
  writeFileSync(
    npmrc,
    `registry=${text('npm', ['config', 'get', 'registry'])}\ncafile=${CA_BUNDLE}\n`,
  );
  const started = performance.now();
  try {
    execFileSync(
      'podman',
      [
        'build',
        '--isolation=chroot',
        '--network=host',
        '--format=docker',
        '--pull=never',
        '--volume=/etc/ssl/certs:/etc/ssl/certs:ro',
        `--volume=${npmrc}:/root/.npmrc:ro`,
        `--build-arg=BASE_IMAGE=${base}`,
        ...Object.entries(labels).map(([name, value]) => `--build-arg=${name}=${value}`),
        `--tag=${IMAGE_TAG}`,
        root,
      ],
      { stdio: 'inherit' },
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return Math.round((performance.now() - started) / 1000);
}

/** The SBOM as the image holds it, copied out without running the image. */
function copySbom() {
  const container = text('podman', ['create', IMAGE_TAG]);
  try {
    execFileSync('podman', [
      'cp',
      `${container}:/app/sbom.cdx.json`,
      path.join(OUTPUT, 'sbom.cdx.json'),
    ]);
  } finally {
    execFileSync('podman', ['rm', '--volumes', container], { stdio: 'ignore' });
  }
  const sbom = JSON.parse(readFileSync(path.join(OUTPUT, 'sbom.cdx.json'), 'utf8'));
  return sbom.components.length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const loadBefore = os.loadavg()[0];
  const base = ensureStandInBase();
  const labels = labelValues();
  const buildSeconds = build(base.tag, labels);
  mkdirSync(OUTPUT, { recursive: true });
  const figures = {
    image: IMAGE_TAG,
    base: base.tag,
    baseAssembledSeconds: base.cached ? null : base.seconds,
    buildSeconds,
    imageBytes: Number(text('podman', ['image', 'inspect', '--format', '{{.Size}}', IMAGE_TAG])),
    sbomComponents: copySbom(),
    labels,
    builtAt: new Date().toISOString(),
    load: { before: loadBefore, after: os.loadavg()[0] },
  };
  writeFileSync(path.join(OUTPUT, 'image.json'), `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`image: ${JSON.stringify(figures, null, 2)}`);
}
