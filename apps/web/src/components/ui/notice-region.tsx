import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { dismissNotice, useNotice } from '../../lib/notices';
import { Icon } from '../icons/icon';
import { faXmark } from '../icons/solid/xmark';

const CLOSE_LABEL = 'Melding sluiten';

/**
 * The one place confirmations appear (saved, deleted, …). The status region is always
 * in the page, so screen readers announce what enters it; a notice stays until it is closed or
 * the person moves on to another page.
 */
export function NoticeRegion() {
  const notice = useNotice();
  // Another page leaves the notice behind; not another search or sort of the same list, and not
  // a redirect (a replace), which only finishes the way to the page it was given for.
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shownOn = useRef<{ id: number; pathname: string } | null>(null);

  useEffect(() => {
    if (!notice) return;
    if (shownOn.current?.id !== notice.id) shownOn.current = { id: notice.id, pathname };
    else if (shownOn.current.pathname === pathname) return;
    else if (navigationType === 'REPLACE') shownOn.current.pathname = pathname;
    else dismissNotice(notice.id);
  }, [notice, pathname, navigationType]);

  return (
    <div role="status" className={notice ? 'mb-4' : undefined}>
      {notice ? (
        <div className="flex items-start justify-between gap-3 rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-800">
          <p className="min-w-0 break-words">{notice.text}</p>
          <button
            type="button"
            aria-label={CLOSE_LABEL}
            title={CLOSE_LABEL}
            onClick={() => dismissNotice(notice.id)}
            className="-m-1 shrink-0 rounded p-1 hover:bg-green-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-theme-600"
          >
            <Icon icon={faXmark} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
