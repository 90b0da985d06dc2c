/** The status routes under /api (the health checks are not). */
import type { statusApi } from '@praktijkportaal/contract/api/status';
import { route } from '../../support/route';
import type { AreaRows } from '../cases';
import { PUBLIC_ROUTE } from '../outcomes';

export const statusRows: AreaRows<typeof statusApi> = {
  getApiDocument: [
    {
      label: 'the API described',
      expect: PUBLIC_ROUTE,
      request: () => route('getApiDocument'),
    },
  ],
};
