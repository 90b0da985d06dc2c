import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import { DetailsList } from '../../../components/ui/details-list';
import { TEXTS } from '../../../lib/texts';

/** Spec §2: name, email, type and whether the user is active (Ja/Nee). */
export function UserInfo({ user }: { user: TUserWithPractices }) {
  return (
    <DetailsList
      items={[
        { term: TEXTS.nameLabel, value: user.name },
        { term: TEXTS.emailLabel, value: user.email },
        { term: TEXTS.typeColumn, value: user.type },
        { term: TEXTS.activeLabel, value: TEXTS.yesNo(user.is_active) },
      ]}
    />
  );
}
