import { createContext, useContext, useEffect } from 'react';

export const APP_NAME = 'Praktijkportaal';

/** The browser title: "Gebruikers · Praktijkportaal", "De Hoeve · Praktijk · Praktijkportaal". */
export function documentTitle(...parts: (string | undefined)[]) {
  return [...parts.filter(Boolean), APP_NAME].join(' · ');
}

/** What a page tells the app frame about itself once its data is in (app/app-layout.tsx). */
export type PageContext = {
  /** The item the page shows, put before the screen's own title. */
  setName: (name: string | undefined) => void;
  /** The page a detail page belongs to (its back link), whose menu item stays highlighted. */
  setParentPath: (path: string | undefined) => void;
};

/** Outside the app frame (the login page) a page's name is the whole title. */
export const PageContextValue = createContext<PageContext>({
  setName: (name) => {
    document.title = documentTitle(name);
  },
  setParentPath: () => undefined,
});

/** A page names what it shows (a practice, a user, a PDF) in the browser's title. */
export function usePageName(name: string | undefined) {
  const { setName } = useContext(PageContextValue);
  useEffect(() => {
    setName(name);
    return () => setName(undefined);
  }, [name, setName]);
}

/** A page whose address does not say where it belongs (a dashboard, a PDF) names its parent. */
export function useParentPath(path: string | undefined) {
  const { setParentPath } = useContext(PageContextValue);
  useEffect(() => {
    setParentPath(path);
    return () => setParentPath(undefined);
  }, [path, setParentPath]);
}
