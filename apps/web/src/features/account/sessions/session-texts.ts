import type { TOwnSession } from '@praktijkportaal/contract/sessions';

/** "Firefox 140 op Windows 10"; what the User-Agent did not tell is said as unknown. */
export function deviceName(session: Pick<TOwnSession, 'browser' | 'system'>) {
  return `${session.browser ?? 'Onbekende browser'} op ${session.system ?? 'onbekend systeem'}`;
}

/** The screen texts of "Ingelogde apparaten"; the spec has none. */
export const SESSION_TEXTS = {
  title: 'Ingelogde apparaten',
  intro:
    'Hier zie je waar je nu bent ingelogd. Herken je een apparaat niet? Log het uit en wijzig je wachtwoord.',
  loadFailed: 'De ingelogde apparaten konden niet worden geladen.',
  thisDevice: 'Dit apparaat',
  ipAddress: 'IP-adres',
  unknownIp: 'onbekend',
  loggedInAt: 'Ingelogd',
  loggedInWith: 'Ingelogd met',
  withPasskey: (name: string) => `passkey "${name}"`,
  withPassword: 'wachtwoord',
  lastActive: 'Laatst actief',
  activeNow: 'nu',
  endSession: 'Uitloggen',
  endSessionLabel: (session: TOwnSession) =>
    `Uitloggen: ${deviceName(session)}${session.ip ? ` (${session.ip})` : ''}`,
  endSessionConfirm: (session: TOwnSession) =>
    `Wil je ${deviceName(session)}${session.ip ? ` (IP-adres ${session.ip})` : ''} uitloggen?`,
  sessionEnded: (session: TOwnSession) => `${deviceName(session)} is uitgelogd.`,
  passwordLabel: 'Je wachtwoord',
  passwordHint: 'Ter bevestiging dat jij het bent.',
  endOthers: 'Overal elders uitloggen',
  endOthersConfirm: 'Wil je op alle andere apparaten uitloggen? Dit apparaat blijft ingelogd.',
  othersEnded: 'Je bent op alle andere apparaten uitgelogd.',
  onlyThisDevice: 'Je bent nergens anders ingelogd.',
} as const;
