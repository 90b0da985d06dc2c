import { useWhatsNew } from '../api/whats-new';
import type { NavLinkItem } from './navigation';

type Props = { link: NavLinkItem; count: NonNullable<NavLinkItem['newCount']> };

/**
 * A member's Verslagen or Bestanden link with how many are new there for them: a badge to see,
 * and in the link's name ("Verslagen, 1 nieuw") to hear (decision 095). Nothing while none are.
 */
export function NewCountLabel({ link, count }: Props) {
  const whatsNew = useWhatsNew(count.practiceId);
  const number = whatsNew.data?.[count.of] ?? 0;
  if (number === 0) return link.label;
  return (
    <span className="flex items-center justify-between gap-2">
      <span>
        {link.label}
        <span className="sr-only">, {number} nieuw</span>
      </span>
      <span
        aria-hidden="true"
        className="min-w-6 rounded-full bg-theme-700 px-2 py-0.5 text-center text-xs font-semibold text-white"
      >
        {number}
      </span>
    </span>
  );
}
