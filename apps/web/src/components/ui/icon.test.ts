import { faBars, faSort, faTrash } from '@fortawesome/free-solid-svg-icons';
import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from './icon';

describe('Icon', () => {
  it("renders Font Awesome's own markup, so the icons look as before", () => {
    for (const [icon, className] of [
      [faTrash, undefined],
      [faSort, 'text-slate-400'],
      [faBars, 'mr-2 text-theme-700'],
    ] as const) {
      expect(renderToStaticMarkup(createElement(Icon, { icon, className }))).toBe(
        renderToStaticMarkup(
          createElement(FontAwesomeIcon, { icon, className, 'aria-hidden': true }),
        ),
      );
    }
  });
});
