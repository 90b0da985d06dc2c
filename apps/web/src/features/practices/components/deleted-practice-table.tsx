import { MESSAGES } from '@praktijkportaal/contract/messages';
import type { RefObject } from 'react';
import { DeletedItemsTable } from '../../../components/ui/deleted-items-table';
import { TEXTS } from '../../../lib/texts';
import { useDeletedPractices } from '../api/get-deleted-practices';
import { useReinstatePractice } from '../api/reinstate-practice';
import { PRACTICE_FACT_COLUMNS } from './practice-columns';

type Props = { search: string; fallbackFocus: RefObject<HTMLElement | null> };

/** The soft-deleted practices, each with an undo icon that makes it active again. */
export function DeletedPracticeTable({ search, fallbackFocus }: Props) {
  const practices = useDeletedPractices();
  const reinstatement = useReinstatePractice();
  return (
    <DeletedItemsTable
      items={practices}
      reinstatement={reinstatement}
      factColumns={PRACTICE_FACT_COLUMNS}
      search={search}
      fallbackFocus={fallbackFocus}
      caption={TEXTS.deletedPracticesTitle}
      emptyText={TEXTS.noDeletedPractices}
      loadFailedText={TEXTS.practicesLoadFailed}
      reinstateLabel={TEXTS.reinstatePractice}
      reinstateQuestion={MESSAGES.reinstatePracticeConfirm}
    />
  );
}
