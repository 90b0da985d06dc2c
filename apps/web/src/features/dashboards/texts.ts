/**
 * The dashboard screens' texts. The spec's own words are kept to the letter; the shared ones
 * (Ja, Nee, Bewerken, Opslaan…) come from `lib/texts.ts`, messages of the API from MESSAGES.
 */
import { countOf } from '../../lib/texts';

export const DASHBOARD_TEXTS = {
  // Spec §2
  dashboardsTitle: 'Dashboards',
  viewDashboard: 'Bekijk dashboard',
  deleteConfirm: 'Wil je dit dashboard verwijderen?',
  reinstateConfirm: 'Wil je dit dashboard weer actief stellen?',
  addDashboard: 'Dashboard toevoegen',
  nameLabel: 'Naam',
  typeLabel: 'Type Dashboard',
  gripLabel: 'Grip Dashboard',
  /** The spec's Grip Dashboard values are jargon: what each one shows. */
  gripDescriptions: {
    geen: 'Nog niets om te tonen: het dashboard heeft geen inhoud.',
    digiredokey: 'Een Power BI-rapport, ingebed met de sleutel (rapport-id) uit Power BI.',
    digiredourl: 'Een webpagina die in een kader op het portaal wordt getoond.',
  },
  fullscreen: 'Volledig scherm',
  print: 'Printen',

  // Lists
  deletedDashboardsTitle: 'Verwijderde dashboards',
  showDeletedDashboards: 'Toon verwijderde dashboards',
  hideDeletedDashboards: 'Verberg verwijderde dashboards',
  practiceColumn: 'Praktijk',
  noDashboardsFound: 'Geen dashboards gevonden.',
  noDashboardsYet: 'Er zijn nog geen dashboards.',
  noDeletedDashboards: 'Geen verwijderde dashboards gevonden.',
  noDeletedDashboardsYet: 'Er zijn geen verwijderde dashboards.',
  noPracticeDashboards: 'Deze praktijk heeft nog geen dashboards.',
  dashboardsLoadFailed: 'De dashboards konden niet worden geladen.',
  deleteDashboard: (name: string) => `Verwijder ${name}`,
  dashboardAdded: (name: string) => `Dashboard ${name} is toegevoegd.`,
  dashboardSaved: (name: string) => `Dashboard ${name} is opgeslagen.`,
  dashboardDeleted: (name: string) => `Dashboard ${name} is verwijderd.`,
  dashboardReinstated: (name: string) => `Dashboard ${name} is weer actief.`,
  reinstateDashboard: (name: string) => `Zet ${name} weer actief`,

  // Forms
  editDashboardTitle: 'Dashboard bewerken',
  forPractice: (practice: string) => `Voor ${practice}`,
  practiceLabel: 'Praktijk',
  choosePractice: 'Kies een praktijk',
  choosePracticeHint: 'Het dashboard hoort bij deze praktijk.',
  practiceSearchLabel: 'Zoek een praktijk',
  firstPracticesHint: (shown: number, total: number) =>
    `De eerste ${shown} van ${total} praktijken; zoek om een andere te vinden.`,
  practiceRequired: 'Kies een praktijk.',
  practicesLoadFailed: 'De praktijken konden niet worden geladen.',
  keyLabel: 'Sleutel (Power BI-rapport-id)',
  keyHint: 'De rapport-id uit Power BI, bijvoorbeeld 6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f.',
  urlLabel: 'URL van het dashboard',
  urlHint: 'Het webadres van de pagina die het dashboard toont, beginnend met http:// of https://.',

  // Dashboard view
  dashboardTitle: 'Dashboard',
  backNavigation: 'Terug',
  toHome: 'Terug naar de startpagina',
  toPractice: (practice: string) => `Terug naar ${practice}`,
  searchLabel: 'Zoek een dashboard',
  searchHint: 'Typ een deel van de naam van een dashboard of praktijk.',
  searchResults: (count: number) => (count === 1 ? '1 resultaat' : `${count} resultaten`),
  frameTitle: (name: string) => `Dashboard ${name}`,
  dashboardNotFound: 'Dit dashboard bestaat niet of je hebt er geen toegang toe.',
  deletedNote: 'Dit dashboard is verwijderd; alleen een beheerder ziet het nog.',
  noDisplay: 'Voor dit dashboard is geen weergave ingesteld (Grip Dashboard: geen).',
  fullscreenRefused: 'Volledig scherm is hier niet mogelijk.',
  reportLoading: 'Het rapport wordt geladen…',
  dashboardCount: (total: number) => countOf(total, 'dashboard', 'dashboards'),
} as const;
