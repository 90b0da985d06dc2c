/** The pages for someone not logged in, outside the session gate (app/router.tsx). */
export const FORGOT_PASSWORD_PATH = '/wachtwoord-vergeten';
/** Where the links in invitation and reset mails lead (the server's SET_PASSWORD_PATH). */
export const SET_PASSWORD_PATH = '/wachtwoord-instellen';
/** Where a notice mail's unsubscribe link leads (the server's UNSUBSCRIBE_PAGE_PATH). */
export const UNSUBSCRIBE_PATH = '/afmelden';
