import { afterEach, describe, expect, it, vi } from 'vitest';
import { onFirstLinkIntent } from './screen-chunks';

type Listener = (event: Event) => void;

/** A document that keeps its listeners, and an event on an element inside (or outside) a link. */
function fakeDocument() {
  const listeners = new Map<string, Set<Listener>>();
  const document = {
    addEventListener: (type: string, listener: Listener) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)?.add(listener);
    },
    removeEventListener: (type: string, listener: Listener) => {
      listeners.get(type)?.delete(listener);
    },
  };
  const fire = (type: string, onScreenLink: boolean) => {
    const target = { closest: (selector: string) => (onScreenLink ? { selector } : null) };
    for (const listener of [...(listeners.get(type) ?? [])])
      listener({ type, target } as unknown as Event);
  };
  return { document, fire, count: () => [...listeners.values()].reduce((n, s) => n + s.size, 0) };
}

describe('onFirstLinkIntent', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('runs once, at the first pointing at or focusing of a link on the screen', () => {
    const fake = fakeDocument();
    vi.stubGlobal('document', fake.document);
    const run = vi.fn();
    onFirstLinkIntent(run);

    fake.fire('pointerover', false);
    fake.fire('focusin', false);
    expect(run).not.toHaveBeenCalled();

    fake.fire('focusin', true);
    expect(run).toHaveBeenCalledTimes(1);
    fake.fire('pointerover', true);
    expect(run).toHaveBeenCalledTimes(1);
    // Nothing is left listening.
    expect(fake.count()).toBe(0);
  });

  it('also runs for a pointer over a link', () => {
    const fake = fakeDocument();
    vi.stubGlobal('document', fake.document);
    const run = vi.fn();
    onFirstLinkIntent(run);
    fake.fire('pointerover', true);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
