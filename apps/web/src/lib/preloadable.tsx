import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { noteRendered } from './request-scope';

/*
 * A component whose code comes in a chunk of its own, which the browser can load before it
 * hydrates a page the server rendered with it (decision 101). Once loaded it renders at once,
 * without a Suspense boundary: the page hydrates in one pass, so no control can be used before
 * its handlers are there. Before it is loaded (a first visit in the browser) it is lazy, with
 * `fallback` while its code comes.
 */

const preloads = new Map<string, () => Promise<unknown>>();

export function preloadable<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode,
) {
  let Loaded: ComponentType<Props> | undefined;
  const preload = () =>
    load().then((component) => {
      Loaded = component;
      return component;
    });
  preloads.set(name, preload);
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));

  return function Preloadable(props: Props) {
    // Decided once per mount: switching from the lazy form to the loaded one later would mount
    // the whole part anew, and lose what it holds (text typed into its forms).
    const [LoadedAtMount] = useState(() => Loaded);
    // Either way the browser must have the code before it hydrates: a part left to load later
    // would hydrate after the rest, its fields enabled (and typed into) while not yet the app's.
    noteRendered(name);
    if (LoadedAtMount) return <LoadedAtMount {...props} />;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

/**
 * The server, before its first page: every part's code. A part rendered while still loading
 * would stand in a Suspense boundary the browser's page does not have (it loads the parts a page
 * names before hydrating), and the browser would throw the server's page away.
 */
export function preloadAll() {
  return Promise.all([...preloads.values()].map((preload) => preload()));
}

/** Loads the code of the named components (those a server-rendered page was rendered with). */
export function preloadComponents(names: readonly string[]) {
  return Promise.all(names.map((name) => preloads.get(name)?.()));
}
