import type { UserType } from '@praktijkportaal/contract/roles';

/** Everyone in the demo logs in with this password. */
export const DEMO_PASSWORD = 'Demo-wachtwoord-2026';

export type DemoUser = {
  key: string;
  name: string;
  email: string;
  type: UserType;
  passwordChanged: boolean;
};

/** The demo's people, one or more per role; the browser tests log in as them too. */
export const DEMO_USERS = {
  admin: {
    key: 'admin',
    name: 'Anouk Beheer',
    email: 'admin@voorbeeldpraktijk.nl',
    type: 'Admin',
    passwordChanged: true,
  },
  coach: {
    key: 'coach',
    name: 'Coen de Vries',
    email: 'coach@voorbeeldpraktijk.nl',
    type: 'Coach',
    passwordChanged: true,
  },
  klant: {
    key: 'klant',
    name: 'Klaas Bakker',
    email: 'klant@voorbeeldpraktijk.nl',
    type: 'Klant',
    passwordChanged: true,
  },
  newKlant: {
    key: 'newKlant',
    name: 'Nina Jansen',
    email: 'nieuwe-klant@voorbeeldpraktijk.nl',
    type: 'Klant',
    passwordChanged: false,
  },
  manager: {
    key: 'manager',
    name: 'Marieke Visser',
    email: 'manager@voorbeeldpraktijk.nl',
    type: 'Manager',
    passwordChanged: true,
  },
} as const satisfies Record<string, DemoUser>;
