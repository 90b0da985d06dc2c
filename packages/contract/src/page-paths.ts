import type { PathParamNames } from './api/route';

/**
 * The web app's pages whose addresses leave the app: those the server writes into a mail, a
 * header or a redirect, and the public pages outside the session gate. Each pattern is written
 * here once, in React Router's `:param` form; the web's router serves it and the server builds
 * its links with the functions below.
 */
export const PAGE_PATHS = {
  /** A PDF, for every role (spec §2); notice and reminder mails link to it. */
  pdf: '/pdf/:pdfId',
  /** The link of an invitation or a reset mail. */
  setPassword: '/wachtwoord-instellen/:token',
  forgotPassword: '/wachtwoord-vergeten',
  /** A notice mail's unsubscribe link (`?user=…&sig=…`, decision 049); the API's GET leads here. */
  unsubscribe: '/afmelden',
  /** The link mailed to a new e-mail address (decision 074). */
  emailChangeConfirm: '/e-mailadres-bevestigen/:token',
  /** The old address's "Dit was ik niet" (decision 074). */
  emailChangeReport: '/e-mailadres-niet-gewijzigd/:token',
  /** A security mail's "Dit was ik niet" (decision 088). */
  securityReport: '/dit-was-ik-niet/:token',
  privacy: '/privacyverklaring',
  accessibility: '/toegankelijkheidsverklaring',
} as const;

type PageParams<Pattern extends string> = Record<PathParamNames<Pattern>, string | number>;

/** A page's address: its pattern with every `:param` filled in. */
export function pagePath<const Pattern extends string>(
  pattern: Pattern,
  params: PageParams<Pattern>,
): string {
  const values: Record<string, string | number> = params;
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
}

export const pdfPagePath = (pdfId: number) => pagePath(PAGE_PATHS.pdf, { pdfId });
export const setPasswordPagePath = (token: string) => pagePath(PAGE_PATHS.setPassword, { token });
export const emailChangeConfirmPagePath = (token: string) =>
  pagePath(PAGE_PATHS.emailChangeConfirm, { token });
export const emailChangeReportPagePath = (token: string) =>
  pagePath(PAGE_PATHS.emailChangeReport, { token });
export const securityReportPagePath = (token: string) =>
  pagePath(PAGE_PATHS.securityReport, { token });
/** The unsubscribe page with a link's query (`user=…&sig=…`). */
export const unsubscribePagePath = (query: string | URLSearchParams) =>
  `${PAGE_PATHS.unsubscribe}?${query}`;
