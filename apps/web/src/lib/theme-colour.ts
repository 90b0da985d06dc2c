/** Spec §1: a random theme colour per browser session, kept under `theme-colour`. */
export const THEME_COLOURS = ['blue', 'green', 'orange', 'pink'] as const;
export type ThemeColour = (typeof THEME_COLOURS)[number];
export const THEME_COLOUR_KEY = 'theme-colour';

function isThemeColour(value: string | null): value is ThemeColour {
  return THEME_COLOURS.some((colour) => colour === value);
}

/** The session's colour, chosen now if there is none yet; applied to <html data-theme>. */
export function applySessionThemeColour(random: () => number = Math.random): ThemeColour {
  const stored = sessionStorage.getItem(THEME_COLOUR_KEY);
  const colour = isThemeColour(stored)
    ? stored
    : (THEME_COLOURS[Math.floor(random() * THEME_COLOURS.length)] ?? 'blue');
  sessionStorage.setItem(THEME_COLOUR_KEY, colour);
  document.documentElement.dataset.theme = colour;
  return colour;
}
