import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from './icon';
import { faTrash } from './solid/trash';

/** Rendered as the server will render it: in Node, without window or document. */
const markup = (props: Parameters<typeof Icon>[0]) =>
  renderToStaticMarkup(createElement(Icon, props));

describe('Icon', () => {
  it("draws the icon's path in its own box, hidden from screen readers", () => {
    expect(markup({ icon: faTrash })).toBe(
      `<svg class="icon" viewBox="0 0 448 512" aria-hidden="true" focusable="false"><path fill="currentColor" d="${faTrash.path}"></path></svg>`,
    );
  });

  it('adds the classes it is given after its own', () => {
    expect(markup({ icon: faTrash, className: 'mr-2 text-theme-700' })).toContain(
      'class="icon mr-2 text-theme-700"',
    );
  });
});
