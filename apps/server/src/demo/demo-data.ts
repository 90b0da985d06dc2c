import type { GripDashboard } from '@praktijkportaal/contract/dashboards';
import type { DashboardType, Department } from '@praktijkportaal/contract/departments';
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

export type DemoPractice = {
  key: string;
  name: string;
  description: string;
  gripId: number;
  url: string | null;
};

/** The demo's practices. Tests that change a practice make their own instead. */
export const DEMO_PRACTICES = {
  hoeve: {
    key: 'hoeve',
    name: 'Dierenartsenpraktijk De Hoeve',
    description: 'Gemengde praktijk voor rundvee, geiten en paarden in de Gelderse Vallei.',
    gripId: 1,
    url: 'https://www.example.nl/de-hoeve',
  },
  zadel: {
    key: 'zadel',
    name: 'Paardenkliniek Het Zadel',
    description: 'Kliniek voor sport- en recreatiepaarden.',
    gripId: 2,
    url: null,
  },
  oost: {
    key: 'oost',
    name: 'Veehouderij Praktijk Oost',
    description: 'Melkveehouderij en jongveeopfok in Twente.',
    gripId: 3,
    url: null,
  },
} as const satisfies Record<string, DemoPractice>;

type UserKey = keyof typeof DEMO_USERS;
type PracticeKey = keyof typeof DEMO_PRACTICES;

/** Who is linked to which practice, with the link's departments. */
export const DEMO_LINKS: { user: UserKey; practice: PracticeKey; departments: Department[] }[] = [
  { user: 'klant', practice: 'hoeve', departments: ['GD', 'Paard', 'Rund'] },
  { user: 'newKlant', practice: 'hoeve', departments: ['GD', 'Paard', 'Rund'] },
  { user: 'manager', practice: 'hoeve', departments: ['GD', 'Rund'] },
  { user: 'manager', practice: 'zadel', departments: ['Paard'] },
  { user: 'coach', practice: 'hoeve', departments: ['GD', 'Paard', 'Rund'] },
  { user: 'coach', practice: 'oost', departments: ['GD', 'Paard', 'Rund'] },
];

export type DemoDashboard = {
  practice: PracticeKey;
  name: string;
  type: DashboardType;
  grip: GripDashboard;
  /** For URL dashboards: a page the portal serves itself (apps/web/public/demo-dashboards). */
  page?: string;
  reportId?: string;
};

/** URL dashboards of every type, and one Power BI dashboard that shows the unavailable state. */
export const DEMO_DASHBOARDS: DemoDashboard[] = [
  {
    practice: 'hoeve',
    name: 'Gezondheid kleine herkauwers',
    type: 'GD',
    grip: 'digiredourl',
    page: 'gd.html',
  },
  {
    practice: 'hoeve',
    name: 'Geitenhouderij 1a',
    type: 'GD 1a',
    grip: 'digiredourl',
    page: 'gd.html',
  },
  {
    practice: 'hoeve',
    name: 'Paarden in zorg',
    type: 'Paard',
    grip: 'digiredourl',
    page: 'paard.html',
  },
  {
    practice: 'hoeve',
    name: 'Melkveebedrijven',
    type: 'Rund',
    grip: 'digiredourl',
    page: 'rund.html',
  },
  {
    practice: 'hoeve',
    name: 'Bedrijfsoverzicht',
    type: 'LBH',
    grip: 'digiredourl',
    page: 'lbh.html',
  },
  {
    practice: 'hoeve',
    name: 'Financieel overzicht (Power BI)',
    type: 'GD',
    grip: 'digiredokey',
    reportId: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
  },
  {
    practice: 'zadel',
    name: 'Kliniekcijfers',
    type: 'Paard',
    grip: 'digiredourl',
    page: 'paard.html',
  },
  { practice: 'oost', name: 'Jongveeopfok', type: 'Rund', grip: 'digiredourl', page: 'rund.html' },
  {
    practice: 'oost',
    name: 'Schapenhouderij 1b',
    type: 'GD 1b',
    grip: 'digiredourl',
    page: 'gd.html',
  },
];
