/**
 * The public statements (issue #30 item 5), outside the session gate; the login page and
 * "Mijn account" link to them, so the paths live here rather than in either feature.
 */
export const PRIVACY_PATH = '/privacyverklaring';
export const ACCESSIBILITY_PATH = '/toegankelijkheidsverklaring';

export const STATEMENT_LINK_TEXTS = {
  privacy: 'Privacyverklaring',
  accessibility: 'Toegankelijkheidsverklaring',
} as const;
