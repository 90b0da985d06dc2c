/*
 * Pages of the web app that mails link to, defined once for the server's mails and the web's
 * router (issue #40 item 2 starts here; the older ones still live in both apps).
 */
export const SECURITY_PAGE_PATHS = {
  /** A security mail's "Dit was ik niet" (decision 088). */
  report: '/dit-was-ik-niet',
} as const;
