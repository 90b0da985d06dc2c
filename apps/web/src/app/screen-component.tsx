import { type ComponentType, lazy, useState } from 'react';

/**
 * A component from a screen chunk, for a route that picks one of several (the role homes at
 * `/`). React's lazy() always shows its Suspense fallback first, and React 19 then holds the
 * component back for up to 300 ms so that nothing flickers; once the chunk is in (`preload`),
 * this renders the component straight away instead.
 */
export function screenComponent(load: () => Promise<ComponentType>) {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(async () => ({ default: await preload() }));
  function ScreenComponent() {
    // Chosen once per mount, so the screen is not mounted anew when its chunk arrives.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  return Object.assign(ScreenComponent, { preload });
}
