/** The statements anyone may read. */
import type { statementApi } from '@praktijkportaal/contract/api/statements';
import { route } from '../../support/route';
import type { AreaRows } from '../cases';
import { PUBLIC_ROUTE } from '../outcomes';

export const statementRows: AreaRows<typeof statementApi> = {
  getPrivacyStatement: [
    {
      label: 'the Privacyverklaring',
      expect: PUBLIC_ROUTE,
      request: () => route('getPrivacyStatement'),
    },
  ],
  getAccessibilityStatement: [
    {
      label: 'the Toegankelijkheidsverklaring',
      expect: PUBLIC_ROUTE,
      request: () => route('getAccessibilityStatement'),
    },
  ],
};
