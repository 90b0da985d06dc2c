/** The pages for someone not logged in, outside the session gate (app/router.tsx). */
export const FORGOT_PASSWORD_PATH = '/wachtwoord-vergeten';
/** Where the links in invitation and reset mails lead (the server's SET_PASSWORD_PATH). */
export const SET_PASSWORD_PATH = '/wachtwoord-instellen';
/** Where a notice mail's unsubscribe link leads (the server's UNSUBSCRIBE_PAGE_PATH). */
export const UNSUBSCRIBE_PATH = '/afmelden';
/** Where the link to a new e-mail address leads (the server's EMAIL_CHANGE_CONFIRM_PATH). */
export const EMAIL_CHANGE_CONFIRM_PATH = '/e-mailadres-bevestigen';
/** Where the old address's "Dit was ik niet" link leads (the server's EMAIL_CHANGE_REPORT_PATH). */
export const EMAIL_CHANGE_REPORT_PATH = '/e-mailadres-niet-gewijzigd';
