import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const SRC = '/assets/vendor-app-test.js';

type FakeScript = { src: string; onload?: () => void; onerror?: () => void; remove(): void };

/** The little of `document` the loader uses; the real browser runs it in e2e (every screen). */
function fakeDocument() {
  const added: FakeScript[] = [];
  const document = {
    head: { append: (script: FakeScript) => added.push(script) },
    createElement: (): FakeScript => {
      const script: FakeScript = {
        src: '',
        remove: () => added.splice(added.indexOf(script), 1),
      };
      return script;
    },
  };
  return { document, added };
}

/** A fresh copy of the module (it keeps the script it added), with `vendorScripts` built in. */
async function freshModule(vendorScripts: { react: string; app: string } | null = null) {
  vi.resetModules();
  vi.stubGlobal('__PORTAL_VENDOR_SCRIPTS__', vendorScripts);
  return import('./vendor-scripts');
}

describe('the app libraries script', () => {
  let page: ReturnType<typeof fakeDocument>;
  beforeEach(() => {
    page = fakeDocument();
    vi.stubGlobal('document', page.document);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is added once, and what waits for it runs once it has run', async () => {
    const { afterAppLibraries } = await freshModule({ react: '/r.js', app: SRC });
    const load = vi.fn(async () => 'de app');
    const first = afterAppLibraries(load);
    const second = afterAppLibraries(load);
    expect(page.added.map((script) => script.src)).toEqual([SRC]);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    page.added[0]?.onload?.();
    await expect(first).resolves.toBe('de app');
    await expect(second).resolves.toBe('de app');
  });

  it('rejects when it fails to load, and is added anew at the next call', async () => {
    const { loadAppLibraries } = await freshModule();
    const failed = loadAppLibraries(SRC);
    page.added[0]?.onerror?.();
    await expect(failed).rejects.toThrow(SRC);
    expect(page.added).toHaveLength(0);
    const retried = loadAppLibraries(SRC);
    expect(page.added).toHaveLength(1);
    page.added[0]?.onload?.();
    await expect(retried).resolves.toBeUndefined();
  });

  it('is not needed where there are no vendor scripts (dev server, tests)', async () => {
    const { afterAppLibraries } = await freshModule(null);
    await expect(afterAppLibraries(async () => 'de app')).resolves.toBe('de app');
    expect(page.added).toHaveLength(0);
  });
});
