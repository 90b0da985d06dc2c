/**
 * The callers of the authorization matrix (decision 005), the outcome each cell expects, and the
 * markers a Klant or Manager may never see in an answer.
 */

export const CALLERS = [
  'anonymous',
  'admin',
  'coach',
  'klantP', // Klant of P, all departments
  'klantQ', // Klant of the foreign practice Q
  'klantPNoDept', // Klant of P whose link has no departments: only LBH dashboards
  'managerPP2', // Manager of P and P2 (and of the deleted practice D)
  'managerQ', // Manager of Q only
  'deletedUser', // logged in, then deleted by an Admin
  'expiredSession', // sessions.expires_at in the past
  'klantHeld', // Klant of P who has not changed the given password
] as const;
export type CallerName = (typeof CALLERS)[number];

/**
 * `refused`: 409, allowed to see but not to change (a deleted practice).
 * `passwordChangeRequired`: 403 PASSWORD_CHANGE_REQUIRED, the password must be changed first.
 */
export type Outcome =
  | 'ok'
  | 'unauthenticated'
  | 'forbidden'
  | 'hidden'
  | 'refused'
  | 'invalid'
  | 'passwordChangeRequired';
export type Expectation = Record<CallerName, Outcome>;

/** Every practice (and the GD dashboard of P) carries a marker that must not leak. */
export const MARK = {
  P: 'GEHEIM-P1',
  P2: 'GEHEIM-P2',
  Q: 'GEHEIM-Q',
  D: 'GEHEIM-D', // a deleted practice
  S: 'GEHEIM-S', // scratch practice for writes: nobody but Admin and Coach sees it
  GD: 'VERBORGEN-GD', // the GD dashboard of P, hidden from the Klant without departments
} as const;

/**
 * Read receipts (decision 050): klantP opened P's report and file during set-up; who read what
 * is for Admin and Coach only, so no member's answer holds its field or another reader's name.
 */
/** The readers' list as it appears in an answer's data (the OpenAPI document names the field). */
export const READ_DETAILS = '"readers":[';
/** klantP's name as a JSON string (so "Beller klantPNoDept" is not taken for it). */
export const READER_OF_P = '"Beller klantP"';

/** What each Klant/Manager may never see in any answer. */
export const FORBIDDEN_MARKERS: Partial<Record<CallerName, string[]>> = {
  klantP: [MARK.P2, MARK.Q, MARK.D, MARK.S, READ_DETAILS],
  klantPNoDept: [MARK.P2, MARK.Q, MARK.D, MARK.S, MARK.GD, READ_DETAILS, READER_OF_P],
  managerPP2: [MARK.Q, MARK.D, MARK.S, READ_DETAILS, READER_OF_P],
  klantQ: [MARK.P, MARK.P2, MARK.D, MARK.S, READ_DETAILS, READER_OF_P],
  managerQ: [MARK.P, MARK.P2, MARK.D, MARK.S, READ_DETAILS, READER_OF_P],
  klantHeld: [MARK.P2, MARK.Q, MARK.D, MARK.S, READ_DETAILS, READER_OF_P],
};

const SESSIONLESS = ['anonymous', 'deletedUser', 'expiredSession'] as const;
export const isSessionless = (name: CallerName) =>
  (SESSIONLESS as readonly string[]).includes(name);

/** Only the given types pass the route's policy; everyone else signed in gets a 403. */
export function only(...allowed: CallerName[]): Expectation {
  return expectation((name) =>
    isSessionless(name) ? 'unauthenticated' : allowed.includes(name) ? 'ok' : 'forbidden',
  );
}
/** Any session passes; the object check hides the object from the given callers (404). */
export function signedIn(...hiddenFrom: CallerName[]): Expectation {
  return expectation((name) =>
    isSessionless(name) ? 'unauthenticated' : hiddenFrom.includes(name) ? 'hidden' : 'ok',
  );
}
/** The held Klant gets PASSWORD_CHANGE_REQUIRED everywhere; `but` opens the few exceptions. */
export function expectation(decide: (name: CallerName) => Outcome): Expectation {
  return Object.fromEntries(
    CALLERS.map((name) => [name, name === 'klantHeld' ? 'passwordChangeRequired' : decide(name)]),
  ) as Expectation;
}
/** Overrides single cells of a default. */
export const but = (base: Expectation, cells: Partial<Expectation>): Expectation => ({
  ...base,
  ...cells,
});

export const PUBLIC_ROUTE: Expectation = { ...expectation(() => 'ok'), klantHeld: 'ok' };
export const ADMIN = only('admin');
export const WRITERS = only('admin', 'coach');
export const ANY_SESSION = signedIn();
/** Notices are for the Klanten and Managers of practices. */
const NOTICE_RECEIVERS_NAMES = [
  'klantP',
  'klantQ',
  'klantPNoDept',
  'managerPP2',
  'managerQ',
] as const;
export const NOTICE_RECEIVERS = only(...NOTICE_RECEIVERS_NAMES);
/** For a practice's own Klanten and Managers only; other members get a 404, others a 403. */
export function readersOf(own: readonly CallerName[]): Expectation {
  return expectation((name) =>
    isSessionless(name)
      ? 'unauthenticated'
      : own.includes(name)
        ? 'ok'
        : (NOTICE_RECEIVERS_NAMES as readonly string[]).includes(name)
          ? 'hidden'
          : 'forbidden',
  );
}
/** Something of P (or P2's member): hidden from the members of Q. */
export const OF_P = signedIn('klantQ', 'managerQ');
/** Something of Q: hidden from the members of P. */
export const OF_Q = signedIn('klantP', 'klantPNoDept', 'managerPP2');
/** Something of a deleted practice, or a deleted dashboard: only the Admin sees it. */
export const ADMIN_SEES = signedIn(
  'coach',
  'klantP',
  'klantQ',
  'klantPNoDept',
  'managerPP2',
  'managerQ',
);
/** The practice marks its own action points; Admin and Coach only read them (decision 093). */
export function markedByMembersOf(...members: CallerName[]): Expectation {
  return expectation((name) => {
    if (isSessionless(name)) return 'unauthenticated';
    if (name === 'admin' || name === 'coach') return 'forbidden';
    return members.includes(name) ? 'ok' : 'hidden';
  });
}
