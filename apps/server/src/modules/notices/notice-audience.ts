import type { NobodyToldReason, TNoticeAudience } from '@praktijkportaal/contract/notice-audience';
import type { UserType } from '@praktijkportaal/contract/roles';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isActivated, practiceMembersOf } from '../../db/practice-members';
import { practiceUsers } from '../../db/schema/practices';
import { users } from '../../db/schema/users';
import { passwordChangeRequired } from '../../plugins/password-change-required';

type Member = {
  id: number;
  name: string;
  email: string;
  hasPassword: boolean;
  noticesEnabled: boolean;
  type: UserType;
  passwordChanged: boolean;
  passwordGenerated: boolean;
};

/**
 * Who can follow a notice's links now: an invitation not yet used has no password (the
 * invitation mail is their way in), and a user held at the password change opens nothing.
 */
function canOpenTheLinks(member: Member) {
  return member.hasPassword && !passwordChangeRequired(member);
}

/** Why a practice whose members get no notice gets none. */
function nobodyToldBecause(members: Member[]): NobodyToldReason {
  if (members.length === 0) return 'no_members';
  if (!members.some(canOpenTheLinks)) return 'not_activated';
  return 'notices_off';
}

/**
 * The one rule of who gets a practice's notice mail (decision 049, 095): its active Klanten and
 * Managers who can follow the links and want notices. The notice worker mails `recipients`; a
 * save or upload answers the same with names, or why nobody is told.
 */
export async function noticeAudienceOf(db: Database, practiceId: number) {
  const members: Member[] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      hasPassword: sql<boolean>`${isActivated()}`,
      noticesEnabled: users.noticesEnabled,
      type: users.type,
      passwordChanged: users.passwordChanged,
      passwordGenerated: users.passwordGenerated,
    })
    .from(practiceUsers)
    .innerJoin(users, eq(users.id, practiceUsers.userId))
    .where(practiceMembersOf(practiceId))
    .orderBy(asc(users.id));
  const recipients = members.filter((member) => canOpenTheLinks(member) && member.noticesEnabled);
  return {
    recipients,
    reason: recipients.length > 0 ? null : nobodyToldBecause(members),
  };
}

/** The audience as a save's or upload's answer gives it: names, or why nobody is told. */
export async function noticeAudienceAnswer(
  db: Database,
  practiceId: number,
): Promise<TNoticeAudience> {
  const { recipients, reason } = await noticeAudienceOf(db, practiceId);
  const names = recipients.map((member) => member.name).sort((a, b) => a.localeCompare(b, 'nl'));
  return { recipients: names, reason };
}
