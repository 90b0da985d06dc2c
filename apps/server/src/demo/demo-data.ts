import type { GripDashboard } from '@praktijkportaal/contract/dashboards';
import type { DashboardType, Department } from '@praktijkportaal/contract/departments';
import type { UserType } from '@praktijkportaal/contract/roles';
import type { DemoDocument } from './render-demo-document';

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
  unlinkedKlant: {
    key: 'unlinkedKlant',
    name: 'Bram Smit',
    email: 'bram.smit@voorbeeldpraktijk.nl',
    type: 'Klant',
    passwordChanged: true,
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

/**
 * URL dashboards of every type, and one Power BI dashboard that shows the unavailable state.
 * Names fit the tile pictures of their types (GD: a dog and a cat; Paard; Rund; LBH).
 */
export const DEMO_DASHBOARDS: DemoDashboard[] = [
  {
    practice: 'hoeve',
    name: 'Gezelschapsdieren',
    type: 'GD',
    grip: 'digiredourl',
    page: 'gd.html',
  },
  {
    practice: 'hoeve',
    name: 'Honden en katten 1a',
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
    name: 'Kattenspreekuur 1b',
    type: 'GD 1b',
    grip: 'digiredourl',
    page: 'gd.html',
  },
];

export type DemoReport = {
  practice: PracticeKey;
  name: string;
  klanten: string;
  verrichtingen: string;
  team: string;
  financien: string;
  overig: string;
};

/** Monthly reports as a coach writes them; the demo renders their PDFs for real. */
export const DEMO_REPORTS: DemoReport[] = [
  {
    practice: 'hoeve',
    name: 'augustus 2026',
    klanten:
      'Twee nieuwe melkveebedrijven aangesloten in Barneveld en Lunteren. Eén geitenhouder is gestopt.\n\nDe klanttevredenheid na bedrijfsbezoeken blijft hoog (gemiddeld 8,4).',
    verrichtingen:
      'Keizersneden: 3. Vruchtbaarheidscontroles: 41. Klauwbehandelingen: 17. Paardengebitten: 22.',
    team: 'Sanne is terug van verlof. De nieuwe assistente, Fleur, draait sinds half augustus mee in de avonddiensten.',
    financien:
      'Omzet € 78.400, 3% boven augustus vorig jaar. De medicijnkosten per koe daalden naar € 31,20.',
    overig:
      'Uierprotocol bespreken met de drie bedrijven met verhoogd celgetal. Planning najaarsvaccinaties rondmaken.',
  },
  {
    practice: 'hoeve',
    name: 'september 2026',
    klanten:
      'Geen nieuwe klanten. Contact gelegd met een paardenpension in Ede voor een kennismaking.',
    verrichtingen: 'Keizersneden: 5. Vruchtbaarheidscontroles: 38. Koppelbehandelingen geiten: 6.',
    team: 'Overleg over de weekenddiensten; vanaf oktober een vaste tweede dierenarts op zaterdag.',
    financien: 'Omzet € 82.100 (+4%). Openstaande facturen ouder dan 60 dagen: € 3.900.',
    overig:
      'Herinnering sturen voor de openstaande facturen. Evaluatie weekenddiensten in december.',
  },
  {
    practice: 'hoeve',
    name: 'oktober 2026',
    klanten:
      'Het paardenpension in Ede is klant geworden (34 paarden). Eén melkveebedrijf overweegt over te stappen.',
    verrichtingen: 'Najaarsvaccinaties: 212 runderen, 58 paarden. Bloedonderzoek op 9 bedrijven.',
    team: 'Fleur rondt haar inwerkperiode af. Scholingsdag uiergezondheid gevolgd door het hele team.',
    financien:
      'Omzet € 91.300 (+9%), vooral door de vaccinaties. Medicijnvoorraad € 2.100 lager dan in september.',
    overig:
      'Bedrijfsbezoek plannen bij het twijfelende melkveebedrijf. Offerte paardenpension evalueren na drie maanden.',
  },
  {
    practice: 'oost',
    name: 'oktober 2026',
    klanten:
      'Stabiel: 27 melkveebedrijven. Twee jongveeopfokkers vragen om een maandelijks bezoek.',
    verrichtingen: 'Vruchtbaarheidscontroles: 63. Onderzoek luchtwegen jongvee op 4 bedrijven.',
    team: 'Geen wijzigingen.',
    financien: 'Omzet € 64.800 (+1%).',
    overig: 'Maandelijks bezoek jongveeopfok uitwerken in een voorstel.',
  },
];

/** Files uploaded for a practice: short real documents, rendered as PDFs by the demo seed. */
export const DEMO_UPLOADS: { practice: PracticeKey; name: string; document: DemoDocument }[] = [
  {
    practice: 'hoeve',
    name: 'Jaarplan diergezondheid 2026.pdf',
    document: {
      title: 'Jaarplan diergezondheid 2026',
      subtitle: 'Dierenartsenpraktijk De Hoeve',
      sections: [
        {
          heading: 'Doelen',
          paragraphs: [
            'Minder antibioticagebruik bij melkvee: het gemiddelde blijft onder de 2 dierdagdoseringen per jaar.',
            'Alle aangesloten geitenhouders doen mee aan het monitoringsprogramma voor Q-koorts.',
          ],
        },
        {
          heading: 'Planning per kwartaal',
          paragraphs: [
            'Kwartaal 1: bedrijfsgezondheidsplannen bijwerken met elke veehouder.',
            'Kwartaal 2: voorjaarsvaccinaties paarden en controle op worminfecties.',
            'Kwartaal 3: uiergezondheid: tankmelkcelgetal bespreken op de bedrijven boven 250.000.',
            'Kwartaal 4: najaarsvaccinaties en evaluatie van het jaar.',
          ],
        },
      ],
    },
  },
  {
    practice: 'hoeve',
    name: 'Protocol uiergezondheid.pdf',
    document: {
      title: 'Protocol uiergezondheid',
      subtitle: 'Dierenartsenpraktijk De Hoeve · versie september 2026',
      sections: [
        {
          heading: 'Wanneer',
          paragraphs: [
            'Bij een tankmelkcelgetal boven 250.000 cellen/ml in twee opeenvolgende maanden, of meer dan drie klinische mastitisgevallen per maand.',
          ],
        },
        {
          heading: 'Stappen',
          paragraphs: [
            '1. Bedrijfsbezoek binnen twee weken, met een controle van de melkinstallatie.',
            '2. Melkmonsters van de koeien met een verhoogd celgetal op bacteriologisch onderzoek.',
            '3. Behandelplan per koe en afspraken over droogzetten, vastgelegd in het bedrijfsgezondheidsplan.',
            '4. Evaluatie na drie maanden met de veehouder.',
          ],
        },
      ],
    },
  },
  {
    practice: 'zadel',
    name: 'Tarieven 2026.pdf',
    document: {
      title: 'Tarieven 2026',
      subtitle: 'Paardenkliniek Het Zadel · alle bedragen inclusief btw',
      sections: [
        {
          heading: 'Consulten',
          paragraphs: [
            'Consult in de kliniek: € 58,50. Visite aan huis: € 72,00 plus € 1,10 per kilometer.',
            'Spoedvisite buiten kantoortijd: € 145,00.',
          ],
        },
        {
          heading: 'Behandelingen',
          paragraphs: [
            'Gebitsbehandeling: € 95,00. Vaccinatie influenza en tetanus: € 48,00 per paard.',
            'Kreupelheidsonderzoek met röntgenfoto’s: vanaf € 240,00.',
          ],
        },
      ],
    },
  },
];
