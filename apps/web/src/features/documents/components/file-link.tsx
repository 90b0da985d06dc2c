import type { ComponentProps } from 'react';
import { Icon, type IconShape } from '../../../components/icons/icon';

type Props = Omit<ComponentProps<'a'>, 'className'> & { icon: IconShape };

/** A link to a file the server serves (not a screen of the app), with an icon before its text. */
export function FileLink({ icon, children, ...link }: Props) {
  return (
    <a
      className="inline-flex min-h-10 items-center gap-2 rounded-md font-semibold text-theme-800 underline underline-offset-2 hover:text-theme-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-theme-600"
      {...link}
    >
      <Icon icon={icon} />
      {children}
    </a>
  );
}
