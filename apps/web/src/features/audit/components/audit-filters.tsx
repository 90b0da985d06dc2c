import { AUDIT_ENTITY_LABELS, AUDIT_ENTITY_TYPES } from '@praktijkportaal/contract/audit';
import type { TUser } from '@praktijkportaal/contract/users';
import type { AuditFilter } from '../../../api/audit';
import { DayField } from '../../../components/ui/day-field';
import { SelectField } from '../../../components/ui/select-field';
import type { PageQuery } from '../../../lib/use-page-query';
import { AUDIT_TEXTS } from '../texts';

/** The portal keeps no records from before 2000 (the API refuses earlier days). */
const FIRST_DAY = '2000-01-01';

type Props = {
  filters: PageQuery;
  users: TUser[];
  onChange: (name: AuditFilter, value: string) => void;
};

/**
 * Filters by user, kind of item and period (days as dd-mm-jjjj, typed or picked); each change
 * goes to the address at once.
 */
export function AuditFilters({ filters, users, onChange }: Props) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <SelectField
        label={AUDIT_TEXTS.userFilter}
        value={String(filters.user_id ?? '')}
        onChange={(event) => onChange('user_id', event.target.value)}
        options={[
          { value: '', label: AUDIT_TEXTS.everyone },
          ...users.map((user) => ({
            value: String(user.id),
            label: `${user.name} (${user.email})`,
          })),
        ]}
      />
      <SelectField
        label={AUDIT_TEXTS.entityFilter}
        value={String(filters.entity ?? '')}
        onChange={(event) => onChange('entity', event.target.value)}
        options={[
          { value: '', label: AUDIT_TEXTS.everything },
          ...AUDIT_ENTITY_TYPES.map((type) => ({ value: type, label: AUDIT_ENTITY_LABELS[type] })),
        ]}
      />
      <DayField
        label={AUDIT_TEXTS.fromFilter}
        value={String(filters.from ?? '')}
        min={FIRST_DAY}
        max={filters.to === undefined ? undefined : String(filters.to)}
        onChange={(day) => onChange('from', day)}
      />
      <DayField
        label={AUDIT_TEXTS.toFilter}
        value={String(filters.to ?? '')}
        min={filters.from === undefined ? FIRST_DAY : String(filters.from)}
        onChange={(day) => onChange('to', day)}
      />
    </div>
  );
}
