import { createElement, Suspense } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { screenComponent } from './screen-component';

const Home = () => createElement('h1', null, 'Praktijken');
const render = (component: ReturnType<typeof screenComponent>) =>
  renderToStaticMarkup(
    createElement(
      Suspense,
      { fallback: createElement('p', null, 'Laden') },
      createElement(component),
    ),
  );

describe('screenComponent', () => {
  it('shows the fallback while its chunk is not in', () => {
    const load = vi.fn(() => new Promise<typeof Home>(() => undefined));
    expect(render(screenComponent(load))).toBe('<p>Laden</p>');
  });

  it('renders the component at once, without a fallback, once preloaded', async () => {
    const load = vi.fn(async () => Home);
    const Screen = screenComponent(load);
    await expect(Screen.preload()).resolves.toBe(Home);
    expect(render(Screen)).toBe('<h1>Praktijken</h1>');
  });

  it('passes on a failed load and tries again on the next', async () => {
    const load = vi
      .fn<() => Promise<typeof Home>>()
      .mockRejectedValueOnce(new Error('chunk weg'))
      .mockResolvedValueOnce(Home);
    const Screen = screenComponent(load);
    await expect(Screen.preload()).rejects.toThrow('chunk weg');
    await expect(Screen.preload()).resolves.toBe(Home);
    expect(render(Screen)).toBe('<h1>Praktijken</h1>');
  });
});
