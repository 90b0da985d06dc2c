import type { IconDefinition } from '@fortawesome/fontawesome-svg-core';

type Props = {
  icon: IconDefinition;
  /** Classes besides Font Awesome's own, e.g. a colour or a margin. */
  className?: string;
};

/**
 * A Font Awesome icon as the same <svg> that FontAwesomeIcon renders (its classes, viewBox and
 * path; styled by the stylesheet imported in app.tsx), without Font Awesome's runtime: that
 * builds each icon through an abstract tree, which is most of what a table row costs to mount.
 * Decorative: hidden from screen readers, whose name for a control comes from its label.
 */
export function Icon({ icon, className }: Props) {
  const [width, height, , , path] = icon.icon;
  return (
    <svg
      data-prefix={icon.prefix}
      data-icon={icon.iconName}
      className={`svg-inline--fa fa-${icon.iconName}${className ? ` ${className}` : ''}`}
      role="img"
      viewBox={`0 0 ${width} ${height}`}
      aria-hidden="true"
    >
      {typeof path === 'string' ? (
        <path fill="currentColor" d={path} />
      ) : (
        // Duotone icons have two layers; the solid set the portal uses has one.
        path.map((layer) => <path key={layer} fill="currentColor" d={layer} />)
      )}
    </svg>
  );
}
