import type { UserType } from '@praktijkportaal/contract/roles';
import { z } from 'zod';

/** The practice a report is for, as the form's practice search holds it. */
export const ZChosenPractice = z.object({ id: z.number().int().positive(), name: z.string() });
export type ChosenPractice = z.infer<typeof ZChosenPractice>;

/** Navigation state of "Verslag aanmaken" on a practice page: the practice comes preselected. */
export function reportForPracticeState(practice: ChosenPractice) {
  return { practice: { id: practice.id, name: practice.name } };
}

/** The preselected practice from navigation state, or none when the state holds no valid one. */
export function preselectedPractice(state: unknown): ChosenPractice | null {
  const parsed = z.object({ practice: ZChosenPractice }).safeParse(state);
  return parsed.success ? parsed.data.practice : null;
}

/** Where leaving the report form leads: the practice's page for this role, or the practice list. */
export function practicePagePath(userType: UserType, practiceId: number | undefined): string {
  if (userType === 'Admin') {
    return practiceId === undefined ? '/admin/practices' : `/admin/practice-details/${practiceId}`;
  }
  return practiceId === undefined ? '/' : `/coach/practice-details/${practiceId}`;
}
