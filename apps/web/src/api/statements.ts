import { queryOptions } from '@tanstack/react-query';
import { answer, api } from './client';

/** GET /api/statements/{privacy|accessibility}: public, the same for everyone. */
export function statementQuery(kind: 'privacy' | 'accessibility') {
  return queryOptions({
    queryKey: ['statements', kind] as const,
    queryFn: () =>
      answer(
        kind === 'privacy'
          ? api.GET('/api/statements/privacy')
          : api.GET('/api/statements/accessibility'),
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
