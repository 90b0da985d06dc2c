import type { TPractice } from '@praktijkportaal/contract/practices';
import type { PracticeRow } from '../../db/schema/practices';

export function toPracticeResponse(practice: PracticeRow): TPractice {
  return {
    id: practice.id,
    name: practice.name,
    description: practice.description,
    grip_id: practice.gripId,
    url: practice.url,
    created_at: practice.createdAt.toISOString(),
    is_active: practice.deletedAt === null,
  };
}
