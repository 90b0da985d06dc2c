import { queryOptions } from '@tanstack/react-query';
import { answer, call } from './client';

/** GET /api/statements/{privacy|accessibility}: public, the same for everyone. */
export function statementQuery(kind: 'privacy' | 'accessibility') {
  return queryOptions({
    queryKey: ['statements', kind] as const,
    queryFn: () =>
      answer(kind === 'privacy' ? call('getPrivacyStatement') : call('getAccessibilityStatement')),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
