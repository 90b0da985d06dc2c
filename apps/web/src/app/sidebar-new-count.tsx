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
  // The name is one text of its own: beside the visible parts, a browser would add spaces.
  return (
    <>
      <span className="sr-only">{`${link.label}, ${number} nieuw`}</span>
      <span aria-hidden="true" className="flex items-center justify-between gap-2">
        {link.label}
        <span className="min-w-6 rounded-full bg-theme-700 px-2 py-0.5 text-center text-xs font-semibold text-white">
          {number}
        </span>
      </span>
    </>
  );
}
