/*
 * The icons of the screens are Font Awesome Free's Solid icons by @fontawesome
 * (https://fontawesome.com), licence CC BY 4.0 (https://fontawesome.com/license/free): each file
 * in solid/ holds one icon's width and path, copied unchanged from
 * @fortawesome/free-solid-svg-icons 7.3.1 under the same name. This component draws them without
 * Font Awesome's runtime (decision 103). A new icon: copy its width and path the same way.
 */
import { memo } from 'react';

/** An icon's outline: its width and SVG path in a box 512 high (every Font Awesome Solid icon's). */
export type IconShape = { width: number; path: string };

type Props = {
  icon: IconShape;
  /** Classes besides `icon` (index.css): a colour, a margin, a font size for its size. */
  className?: string;
};

/**
 * An icon as inline SVG, one line of text high (the `icon` class). Decorative: hidden from
 * screen readers, whose name for a link or button comes from its text or label. Plain markup
 * (no effects, no window or document), so it renders the same on the server.
 *
 * `memo` spares a table's rows redrawing their icons, and it keeps this module importing React:
 * a shared chunk that used React's JSX runtime without React split the two into separate
 * chunks, which cost the login page 0.5 kB (decision 103).
 */
export const Icon = memo(function Icon({ icon, className }: Props) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox={`0 0 ${icon.width} 512`}
      aria-hidden="true"
      focusable="false"
    >
      <path fill="currentColor" d={icon.path} />
    </svg>
  );
});
