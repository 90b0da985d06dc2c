/**
 * Words a password may not be, nor be with a few digits or symbols added (decision 056). Small
 * enough for the browser, so its forms refuse them before anything is sent; the server adds the
 * large lists (the 10,000 most common passwords and 10,000 most common Dutch words).
 */

/** The portal's own words: the first a guesser tries here (ASVS 5.0 6.2.11). */
export const PORTAL_WORDS = [
  'praktijkportaal',
  'portaal',
  'praktijk',
  'dierenarts',
  'dierenartsen',
  'dierenartspraktijk',
  'dierenkliniek',
  'dierenpraktijk',
  'kliniek',
  'veearts',
  'dashboard',
  'verslag',
  'logboek',
] as const;

/**
 * Dutch passwords people choose, in normalised form: those the lists of common passwords and
 * common Dutch words miss (clubs, cities, a few compounds), and the most obvious ones again so
 * the browser knows them too.
 */
export const DUTCH_COMMON_PASSWORDS = [
  'wachtwoord',
  'mijnwachtwoord',
  'nieuwwachtwoord',
  'welkom',
  'welkomwelkom',
  'geheim',
  'hallo',
  'inloggen',
  'voetbal',
  'ajax',
  'feyenoord',
  'oranje',
  'nederland',
  'holland',
  'amsterdam',
  'rotterdam',
  'utrecht',
  'denhaag',
  'zomer',
  'winter',
  'lente',
  'herfst',
  'schatje',
  'liefje',
  'liefde',
  'prinses',
  'prinsesje',
  'konijn',
  'poesje',
  'zonnebloem',
  'vakantie',
  'boerderij',
  'paard',
  'hond',
  'kikker',
  'appelflap',
  'lieveheersbeestje',
] as const;

/** Both lists, for a lookup. */
export const PASSWORD_WORDS: ReadonlySet<string> = new Set([
  ...PORTAL_WORDS,
  ...DUTCH_COMMON_PASSWORDS,
]);
