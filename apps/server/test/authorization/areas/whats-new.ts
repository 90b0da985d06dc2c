/** What is new for the practice's own reader (decision 095): other members get a 404. */
import type { whatsNewApi } from '@praktijkportaal/contract/api/whats-new';
import { route } from '../../support/route';
import type { AreaRows } from '../cases';
import { fx } from '../fixtures';
import { readersOf } from '../outcomes';

export const whatsNewRows: AreaRows<typeof whatsNewApi> = {
  getPracticeWhatsNew: [
    ...(
      [
        ['P', ['klantP', 'klantPNoDept', 'managerPP2']],
        ['Q', ['klantQ', 'managerQ']],
        ['D', []],
      ] as const
    ).map(([p, own]) => ({
      label: `practice ${p}`,
      expect: readersOf(own),
      request: () => route('getPracticeWhatsNew', { practiceId: fx[p] }),
    })),
  ],
};
