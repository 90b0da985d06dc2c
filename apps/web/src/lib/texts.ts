import { formatDutchNumber } from './dutch-formats';

/** "1 gebruiker", "1.234 gebruikers". */
export function countOf(total: number, one: string, many: string) {
  return `${formatDutchNumber(total)} ${total === 1 ? one : many}`;
}

/**
 * The web app's own screen texts for users and practices. The spec's texts live in the
 * contract's MESSAGES and are used from there; these are the ones the spec leaves open.
 */

export const TEXTS = {
  yes: 'Ja',
  no: 'Nee',
  loading: 'Bezig met laden…',
  saving: 'Bezig met opslaan…',
  save: 'Opslaan',
  edit: 'Bewerken',
  cancel: 'Annuleren',
  searchByName: 'Zoek op naam',
  yesNo: (value: boolean) => (value ? 'Ja' : 'Nee'),
  previousPage: 'Vorige',
  nextPage: 'Volgende',
  /** The pager's name, given the table's (two lists may share a page). */
  pagesOf: (list: string) => `Pagina's: ${list}`,
  /** "Pagina 2 van 7 · 321 gebruikers". */
  pageStatus: (page: number, pages: number, count: string) =>
    `Pagina ${formatDutchNumber(page)} van ${formatDutchNumber(pages)} · ${count}`,
  userCount: (total: number) => countOf(total, 'gebruiker', 'gebruikers'),
  practiceCount: (total: number) => countOf(total, 'praktijk', 'praktijken'),
  fieldRequired: 'Vul dit veld in.',
  fieldTooShort: (minimum: number | bigint) => `Gebruik minstens ${minimum} tekens.`,
  fieldTooLong: (maximum: number | bigint) => `Gebruik hoogstens ${maximum} tekens.`,
  invalidEmail: 'Vul een geldig e-mailadres in.',
  invalidUrl: 'Vul een volledig webadres in, beginnend met https://.',

  // Users
  usersTitle: 'Gebruikers',
  deletedUsersTitle: 'Verwijderde gebruikers',
  addUserTitle: 'Gebruiker toevoegen',
  editUserTitle: 'Gebruiker bewerken',
  userDetailsTitle: 'Gebruiker',
  addUserLink: 'Gebruiker toevoegen',
  noUsersFound: 'Geen gebruikers gevonden.',
  noDeletedUsers: 'Geen verwijderde gebruikers gevonden.',
  usersLoadFailed: 'De gebruikers konden niet worden geladen.',
  nameColumn: 'Naam',
  emailColumn: 'Email',
  registeredColumn: 'Datum registratie',
  typeColumn: 'Type',
  actionsColumn: 'Acties',
  deleteUser: (name: string) => `Verwijder ${name}`,
  reinstateUser: (name: string) => `Zet ${name} weer actief`,
  nameLabel: 'Naam',
  emailLabel: 'Email',
  passwordLabel: 'Wachtwoord',
  userTypeLabel: 'Type gebruiker',
  keepPasswordHint: 'Laat leeg om het huidige wachtwoord te houden.',
  newPasswordHint: 'Minstens 8 tekens.',
  activeLabel: 'Actief',
  userPracticesTitle: 'Praktijken van deze gebruiker',
  noUserPractices: 'Deze gebruiker is nog aan geen praktijk gekoppeld.',
  availablePracticesTitle: 'Beschikbare praktijken',
  noAvailablePractices: 'Er zijn geen praktijken meer om toe te voegen.',
  klantHasPractice: 'Een klant heeft één praktijk. Verwijder die eerst om een andere te koppelen.',
  adminHasNoPractices: 'Een beheerder ziet alle praktijken en wordt aan geen praktijk gekoppeld.',
  attachPractice: 'Toevoegen',
  detachPractice: 'Verwijderen',
  departmentsLegend: (practice: string) => `Afdelingen bij ${practice}`,
  practiceDeletedNote: '(praktijk verwijderd)',

  // Practices
  practicesTitle: 'Praktijken',
  deletedPracticesTitle: 'Verwijderde praktijken',
  addPracticeTitle: 'Praktijk toevoegen',
  editPracticeTitle: 'Praktijk bewerken',
  practiceDetailsTitle: 'Praktijk',
  addPracticeLink: 'Praktijk toevoegen',
  showDeletedPractices: 'Toon verwijderde praktijken',
  hideDeletedPractices: 'Verberg verwijderde praktijken',
  noPracticesFound: 'Geen praktijken gevonden.',
  noDeletedPractices: 'Geen verwijderde praktijken gevonden.',
  practicesLoadFailed: 'De praktijken konden niet worden geladen.',
  practiceLoadFailed: 'De praktijk kon niet worden geladen.',
  gripColumn: 'Grip',
  descriptionColumn: 'Omschrijving',
  deletePractice: (name: string) => `Verwijder ${name}`,
  reinstatePractice: (name: string) => `Zet ${name} weer actief`,
  practiceNameLabel: 'Naam praktijk',
  descriptionLabel: 'Omschrijving',
  gripLabel: 'Grip',
  gripNumberLabel: 'Gripnummer',
  urlLabel: 'URL van de praktijk',
  urlHint: 'Coaches zien deze link bij de praktijk. Laat leeg als er geen is.',
  noUrl: 'Geen URL ingesteld.',
  firstUserLegend: 'Eerste gebruiker',
  firstUserHint: 'De praktijk en deze gebruiker worden samen aangemaakt.',
  practiceInfoTitle: 'Gegevens',
  practiceUsersTitle: 'Gebruikers',
  noPracticeUsers: 'Er zijn nog geen gebruikers aan deze praktijk gekoppeld.',
  departmentsColumn: 'Afdelingen',
  detachUser: (name: string) => `Koppel ${name} los`,
  detachUserConfirm: 'Wil je deze gebruiker loskoppelen van de praktijk?',
  comingSoon: 'Nog in ontwikkeling',
  toHome: 'Terug naar de startpagina',
} as const;
