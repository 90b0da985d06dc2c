import { AUDIT_ACTION_LABELS, type TAuditEvent } from '@praktijkportaal/contract/audit';
import {
  auditEntityText,
  auditRepeatText,
  changedAuditFields,
  describeAuditChange,
} from '@praktijkportaal/contract/audit-labels';
import { pdfPagePath } from '@praktijkportaal/contract/page-paths';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatDutchDayAndTime } from '../../../lib/dutch-formats';
import { AUDIT_TEXTS } from '../texts';

/**
 * Where an entity of the log opens in the portal (a link to a user's links is the user's page);
 * an action point has no page of its own.
 */
const ENTITY_PATHS: Record<TAuditEvent['entity_type'], ((id: number) => string) | null> = {
  user: (id) => `/admin/customer-details/${id}`,
  practice_link: (id) => `/admin/customer-details/${id}`,
  practice: (id) => `/admin/practice-details/${id}`,
  dashboard: (id) => `/admin/edit-dashboard/${id}`,
  report: (id) => `/practice/edit-report/${id}`,
  upload: pdfPagePath,
  action_point: null,
};

/** A removed report or upload is gone for good: no link that would only say "niet gevonden". */
const isGoneForGood = (event: TAuditEvent) =>
  event.action === 'delete' && (event.entity_type === 'report' || event.entity_type === 'upload');

/** An e-mail address kept whole: it may wrap after its @ only (`admin@` / `voorbeeldpraktijk.nl`). */
function WholeEmail({ email }: { email: string }) {
  const at = email.lastIndexOf('@') + 1;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

function EntityCell({ event }: { event: TAuditEvent }) {
  const text = auditEntityText(event);
  const pathOf = ENTITY_PATHS[event.entity_type];
  if (event.entity_id === null || pathOf === null || isGoneForGood(event)) return text;
  return (
    <Link
      to={pathOf(event.entity_id)}
      className="text-theme-800 underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-theme-600"
    >
      {text}
    </Link>
  );
}

export const AUDIT_COLUMNS: ColumnDef<TAuditEvent>[] = [
  {
    id: 'occurred_at',
    header: AUDIT_TEXTS.whenColumn,
    enableSorting: false,
    cell: ({ row }) => formatDutchDayAndTime(new Date(row.original.occurred_at)),
    meta: { className: 'whitespace-nowrap' },
  },
  {
    id: 'actor',
    header: AUDIT_TEXTS.whoColumn,
    enableSorting: false,
    cell: ({ row }) =>
      row.original.actor_email === null ? (
        AUDIT_TEXTS.anonymous
      ) : (
        <WholeEmail email={row.original.actor_email} />
      ),
    meta: { className: 'break-words' },
  },
  {
    id: 'ip',
    header: AUDIT_TEXTS.ipColumn,
    enableSorting: false,
    cell: ({ row }) => row.original.ip ?? '',
    meta: { className: 'whitespace-nowrap' },
  },
  {
    id: 'entity',
    header: AUDIT_TEXTS.entityColumn,
    enableSorting: false,
    cell: ({ row }) => <EntityCell event={row.original} />,
    meta: { className: 'min-w-40' },
  },
  {
    id: 'action',
    header: AUDIT_TEXTS.actionColumn,
    enableSorting: false,
    cell: ({ row }) => (
      <>
        {AUDIT_ACTION_LABELS[row.original.action]}
        {row.original.repeat_count > 1 ? (
          <span className="block text-sm text-slate-700">
            {auditRepeatText(row.original.repeat_count)}
          </span>
        ) : null}
      </>
    ),
    meta: { className: 'whitespace-nowrap' },
  },
  {
    id: 'changes',
    header: AUDIT_TEXTS.changesColumn,
    enableSorting: false,
    cell: ({ row }) => {
      const changes = changedAuditFields(row.original.changes);
      if (changes.length === 0) return '';
      return (
        <ul className="flex flex-col gap-0.5 [overflow-wrap:anywhere]">
          {changes.map(([field, change]) => (
            <li key={field}>{describeAuditChange(field, change, row.original.practice_name)}</li>
          ))}
        </ul>
      );
    },
    meta: { className: 'min-w-56' },
  },
];
