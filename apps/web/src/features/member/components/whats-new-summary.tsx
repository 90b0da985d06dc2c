import { Fragment } from 'react';
import { useWhatsNew } from '../../../api/whats-new';
import { Icon } from '../../../components/icons/icon';
import { faBell } from '../../../components/icons/solid/bell';
import { faCircleCheck } from '../../../components/icons/solid/circle-check';
import { ActionLink } from '../../../components/ui/action-link';
import { ALL_READ, whatsNewParts } from '../lib/whats-new-parts';
import { MEMBER_TEXTS } from '../texts';

/**
 * On a Klant's or Manager's practice page: what is new for them there, each part a link to its
 * list ("1 nieuw verslag, 2 nieuwe bestanden"), or "Alles gelezen" (decision 095).
 */
export function WhatsNewSummary({ practiceId }: { practiceId: number }) {
  const whatsNew = useWhatsNew(practiceId);
  if (whatsNew.isPending) return null;
  if (whatsNew.isError)
    return <p className="text-sm text-slate-600">{MEMBER_TEXTS.whatsNewFailed}</p>;
  const parts = whatsNewParts(whatsNew.data);
  return (
    <p
      className={`mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 self-start rounded-md border px-3 py-2 text-sm ${
        parts.length === 0
          ? 'border-slate-200 bg-white text-slate-700'
          : 'border-theme-100 bg-theme-50 text-slate-800'
      }`}
    >
      <Icon
        icon={parts.length === 0 ? faCircleCheck : faBell}
        className={parts.length === 0 ? 'text-green-700' : 'text-theme-700'}
      />
      {parts.length === 0 ? (
        <span>{ALL_READ}</span>
      ) : (
        <span>
          {parts.map((part, index) => (
            <Fragment key={part.list}>
              {index > 0 ? ', ' : null}
              <ActionLink to={`/practice/${practiceId}/${part.list}`}>{part.text}</ActionLink>
            </Fragment>
          ))}
        </span>
      )}
    </p>
  );
}
