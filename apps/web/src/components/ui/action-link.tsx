import { Link, type LinkProps } from 'react-router';
import { useHydrated } from '../../lib/hydration';

const FOCUS =
  'rounded-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-theme-600';

const VARIANTS = {
  text: 'font-semibold text-theme-800 underline underline-offset-2 hover:text-theme-700',
  button:
    'inline-flex min-h-10 items-center justify-center gap-2 rounded-md bg-theme-700 px-4 py-2 text-sm font-semibold text-white hover:bg-theme-800',
};

/** An ActionLink's classes per variant, for links in table rows that look the same (EditLink). */
export const ACTION_LINK_CLASSES = {
  text: `${FOCUS} ${VARIANTS.text}`,
  button: `${FOCUS} ${VARIANTS.button}`,
};

/**
 * A link within the app, looking like a link or like the primary button. One that hands the next
 * page something (router state) waits for the app, as the buttons do (decision 101): followed by
 * the browser itself before then, it would open that page without it.
 */
export function ActionLink({
  variant = 'text',
  className = '',
  ...props
}: LinkProps & { variant?: keyof typeof VARIANTS }) {
  const hydrated = useHydrated();
  const classes = `${ACTION_LINK_CLASSES[variant]} ${className}`;
  if (props.state !== undefined && !hydrated) {
    return (
      // biome-ignore lint/a11y/useValidAnchor: a link that cannot be followed yet, not a button
      <a role="link" aria-disabled="true" className={classes}>
        {props.children as React.ReactNode}
      </a>
    );
  }
  return <Link className={classes} {...props} />;
}
