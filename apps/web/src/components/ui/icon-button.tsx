import type { ComponentProps } from 'react';
import { Icon, type IconShape } from '../icons/icon';

type Props = Omit<ComponentProps<'button'>, 'children' | 'aria-label'> & {
  icon: IconShape;
  /** What the button does, for screen readers and as its tooltip. */
  label: string;
  tone?: 'neutral' | 'danger';
};

const TONES = {
  neutral: 'text-theme-700 hover:bg-theme-50',
  danger: 'text-red-700 hover:bg-red-50',
};

/** A button that shows only an icon; its label is its accessible name. */
export function IconButton({ icon, label, tone = 'neutral', className = '', ...props }: Props) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={`inline-flex size-10 items-center justify-center rounded-md focus-visible:outline-3 focus-visible:outline-theme-600 disabled:opacity-50 ${TONES[tone]} ${className}`}
      {...props}
    >
      <Icon icon={icon} />
    </button>
  );
}
