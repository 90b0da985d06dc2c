import { PRACTICE_SORTS } from '@praktijkportaal/contract/list-fields';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import type { RefObject } from 'react';
import { useDeletedPractices } from '../../../api/practices';
import { useReinstatePractice } from '../../../api/practices-mutations';
import { DeletedItemsTable } from '../../../components/ui/deleted-items-table';
import { TEXTS } from '../../../lib/texts';
import { DELETED_LIST_PREFIX, useListParams } from '../../../lib/use-list-params';
import { PRACTICE_FACT_COLUMNS } from './practice-columns';

type Props = { fallbackFocus: RefObject<HTMLElement | null> };

/** A page of the soft-deleted practices, each with an undo icon that makes it active again. */
export function DeletedPracticeTable({ fallbackFocus }: Props) {
  const params = useListParams(PRACTICE_SORTS, DELETED_LIST_PREFIX);
  const practices = useDeletedPractices(params.query);
  const reinstatement = useReinstatePractice();
  return (
    <DeletedItemsTable
      items={practices}
      params={params}
      countText={TEXTS.practiceCount}
      reinstatement={reinstatement}
      factColumns={PRACTICE_FACT_COLUMNS}
      fallbackFocus={fallbackFocus}
      caption={TEXTS.deletedPracticesTitle}
      emptyText={{ none: TEXTS.noDeletedPracticesYet, noMatch: TEXTS.noDeletedPractices }}
      loadFailedText={TEXTS.practicesLoadFailed}
      reinstateLabel={TEXTS.reinstatePractice}
      reinstatedNotice={TEXTS.practiceReinstated}
      reinstateQuestion={MESSAGES.reinstatePracticeConfirm}
    />
  );
}
