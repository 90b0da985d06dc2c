/** Lengths the server accepts for free text; generous for people, bounded for the database. */
export const MAX_NAME_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 5000;
/** NIST SP 800-63B's minimum for passwords people choose. */
export const MIN_PASSWORD_LENGTH = 8;
