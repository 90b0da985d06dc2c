/**
 * The names of the public statements, used by the login page's and "Mijn
 * account"'s links and by the statement page; their paths are the contract's PAGE_PATHS.
 */
export const STATEMENT_LINK_TEXTS = {
  privacy: 'Privacyverklaring',
  accessibility: 'Toegankelijkheidsverklaring',
} as const;
