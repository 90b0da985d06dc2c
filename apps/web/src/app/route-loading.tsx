import { useEffect, useState } from 'react';
import { Outlet, useNavigation, useOutletContext } from 'react-router';
import { StatusText } from '../components/ui/status-text';
import { TEXTS } from '../lib/texts';

/** How long a navigation may wait for a screen's code before the status line appears. */
const SLOW_NAVIGATION_MS = 300;

/**
 * Where a screen will appear, while its code is still on the way: on opening the app at a
 * screen's address, and for the homes of Coach, Klant and Manager.
 */
export function PageLoading() {
  return <StatusText>{TEXTS.loading}</StatusText>;
}

/**
 * The routed screens inside the frame. Going to a screen whose code is not loaded yet keeps the
 * current screen until it is; when that takes a while, a status line floats in a corner (fixed,
 * so nothing on the page moves).
 */
export function ScreenOutlet() {
  const context = useOutletContext();
  const slow = useSlowNavigation();
  return (
    <>
      {slow ? (
        <div className="fixed right-4 bottom-4 z-30 rounded-md border border-slate-200 bg-white px-4 py-2 shadow-sm">
          <PageLoading />
        </div>
      ) : null}
      <Outlet context={context} />
    </>
  );
}

function useSlowNavigation() {
  const loading = useNavigation().state === 'loading';
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!loading) {
      setSlow(false);
      return;
    }
    const timer = setTimeout(() => setSlow(true), SLOW_NAVIGATION_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  return slow;
}
