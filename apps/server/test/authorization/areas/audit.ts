/** The Logboek: for the Admin only. */
import type { auditApi } from '@praktijkportaal/contract/api/audit';
import { route } from '../../support/route';
import type { AreaRows } from '../cases';
import { ADMIN } from '../outcomes';

export const auditRows: AreaRows<typeof auditApi> = {
  listAuditEvents: [
    {
      label: 'list',
      expect: ADMIN,
      request: () => route('listAuditEvents'),
    },
  ],
  exportAuditEvents: [
    {
      label: 'csv',
      expect: ADMIN,
      request: () => route('exportAuditEvents', {}, { entity: 'user' }),
    },
  ],
};
