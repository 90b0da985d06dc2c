import type { TPractice } from '@praktijkportaal/contract/practices';
import { DetailsList } from '../../../components/ui/details-list';
import { TEXTS } from '../../../lib/texts';

/** The practice's facts; its URL opens in a new tab, without giving that site a handle back. */
export function PracticeInfo({ practice }: { practice: TPractice }) {
  return (
    <DetailsList
      items={[
        { term: TEXTS.descriptionLabel, value: practice.description || '—' },
        { term: TEXTS.gripLabel, value: practice.grip_id },
        {
          term: TEXTS.urlLabel,
          value: practice.url ? (
            <a
              href={practice.url}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-theme-800 underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-theme-600"
            >
              {practice.url}
            </a>
          ) : (
            <span className="text-slate-600">{TEXTS.noUrl}</span>
          ),
        },
      ]}
    />
  );
}
