export type MemberHomeChoice =
  | { kind: 'noPractice' }
  | { kind: 'openPractice'; practiceId: number }
  | { kind: 'pickPractice' };

/**
 * What a Klant's or Manager's `/` does (spec §2, §4): with one practice it opens that
 * practice, with several it lets them pick, with none it says so.
 */
export function memberHomeChoice(practices: readonly { id: number }[]): MemberHomeChoice {
  const [only, ...others] = practices;
  if (!only) return { kind: 'noPractice' };
  if (others.length === 0) return { kind: 'openPractice', practiceId: only.id };
  return { kind: 'pickPractice' };
}
