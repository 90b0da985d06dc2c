import { z } from 'zod';

const ZPracticeState = z.object({
  practice: z.object({ id: z.number().int().positive(), name: z.string() }),
});

export type PracticeRef = { id: number; name: string };

/**
 * The practice handed over in navigation state (`{ practice: { id, name } }`, spec §2), or
 * null when the page was opened some other way (typed in, bookmarked, reloaded elsewhere).
 */
export function practiceFromState(state: unknown): PracticeRef | null {
  const parsed = ZPracticeState.safeParse(state);
  return parsed.success ? parsed.data.practice : null;
}
