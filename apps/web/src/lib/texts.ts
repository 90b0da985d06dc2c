import { formatDutchNumber } from './dutch-formats';

/** "1 gebruiker", "1.234 gebruikers". */
export function countOf(total: number, one: string, many: string) {
  return `${formatDutchNumber(total)} ${total === 1 ? one : many}`;
}

/**
 * "je praktijk" or "je praktijken", by how many practices the Klant or Manager addressed has
 *; none counts as one, the practice they are about to get.
 */
export function yourPractices(count: number) {
  return count > 1 ? 'je praktijken' : 'je praktijk';
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
  // A page that is not the caller's; the spec's Toegang geweigerd. is in MESSAGES
  accessDeniedTitle: 'Geen toegang',
  accessDeniedHint: (practiceCount: number) =>
    `Deze pagina hoort niet bij ${yourPractices(practiceCount)}, of bestaat niet meer.`,
  previousPage: 'Vorige',
  nextPage: 'Volgende',
  /** The pager's name, given the table's (two lists may share a page). */
  pagesOf: (list: string) => `Pagina's: ${list}`,
  /** "Pagina 2 van 7 · 321 gebruikers". */
  pageStatus: (page: number, pages: number, count: string) =>
    `Pagina ${formatDutchNumber(page)} van ${formatDutchNumber(pages)} · ${count}`,
  /** "Pagina 3 · meer dan 10.000 gebruikers": the server stopped counting (decision 069). */
  pageStatusUncounted: (page: number, count: string) =>
    `Pagina ${formatDutchNumber(page)} · ${count}`,
  /** "meer dan 10.000 gebruikers". */
  moreThan: (count: string) => `meer dan ${count}`,
  userCount: (total: number) => countOf(total, 'gebruiker', 'gebruikers'),
  practiceCount: (total: number) => countOf(total, 'praktijk', 'praktijken'),

  // Users
  usersTitle: 'Gebruikers',
  deletedUsersTitle: 'Verwijderde gebruikers',
  addUserTitle: 'Gebruiker toevoegen',
  editUserTitle: 'Gebruiker bewerken',
  userDetailsTitle: 'Gebruiker',
  addUserLink: 'Gebruiker toevoegen',
  /** "Found" only after a search; without one a list is empty because there is nothing yet. */
  noUsersFound: 'Geen gebruikers gevonden.',
  noUsersYet: 'Er zijn nog geen gebruikers.',
  noDeletedUsers: 'Geen verwijderde gebruikers gevonden.',
  noDeletedUsersYet: 'Er zijn geen verwijderde gebruikers.',
  usersLoadFailed: 'De gebruikers konden niet worden geladen.',
  nameColumn: 'Naam',
  emailColumn: 'Email',
  registeredColumn: 'Datum registratie',
  typeColumn: 'Type',
  actionsColumn: 'Acties',
  deleteUser: (name: string) => `Verwijder ${name}`,
  userAdded: (name: string) => `Gebruiker ${name} is toegevoegd.`,
  userSaved: (name: string) => `Gebruiker ${name} is opgeslagen.`,
  userDeleted: (name: string) => `Gebruiker ${name} is verwijderd.`,
  userReinstated: (name: string) => `Gebruiker ${name} is weer actief.`,
  reinstateUser: (name: string) => `Zet ${name} weer actief`,
  nameLabel: 'Naam',
  emailLabel: 'Email',
  passwordLabel: 'Wachtwoord',
  userTypeLabel: 'Type gebruiker',
  keepPasswordHint: 'Laat leeg om het huidige wachtwoord te houden.',
  sendInvitation: 'Uitnodiging opnieuw versturen',
  sendInvitationQuestion: (email: string) =>
    `Een nieuwe uitnodiging naar ${email} versturen? De link in een eerdere uitnodiging werkt dan niet meer.`,
  // The Admin's reset of a user's second factor
  resetSecondFactor: 'Tweestapsverificatie resetten',
  // A user's passkeys on the Admin's user page (decision 089)
  userPasskeysTitle: 'Passkeys',
  userPasskeysIntro:
    'Hiermee logt deze gebruiker in zonder wachtwoord. Verwijder een passkey die de gebruiker niet herkent of kwijt is; de gebruiker krijgt daarover een e-mail.',
  userPasskeysNone: 'Deze gebruiker heeft geen passkeys.',
  userPasskeysLoadFailed: 'De passkeys konden niet worden geladen.',
  removePasskey: 'Verwijderen',
  removePasskeyLabel: (name: string) => `Passkey ${name} verwijderen`,
  removePasskeyQuestion: (passkey: string, user: string) =>
    `Passkey "${passkey}" van ${user} verwijderen? Waar met deze passkey is ingelogd, wordt ${user} uitgelogd.`,
  passkeyRemoved: (passkey: string) => `Passkey "${passkey}" is verwijderd.`,
  resetSecondFactorQuestion: (name: string) =>
    `De tweestapsverificatie van ${name} resetten? De app-codes en herstelcodes werken dan niet meer; ${name} stelt het opnieuw in.`,
  secondFactorReset: (name: string) => `De tweestapsverificatie van ${name} is gereset.`,
  // Decision 053: a second factor locked by wrong codes
  secondFactorLockedTemporary: (name: string) =>
    `De tweestapsverificatie van ${name} is geblokkeerd na te veel verkeerde codes op rij. De blokkade vervalt na 15 minuten vanzelf.`,
  secondFactorLockedUntilReset: (name: string) =>
    `De tweestapsverificatie van ${name} is geblokkeerd na 100 verkeerde codes op rij. Deze blokkade vervalt niet vanzelf: ga na of ${name} zelf om hulp vraagt, reset dan de tweestapsverificatie en laat ${name} een nieuw wachtwoord kiezen.`,
  forgotPasswordTitle: 'Wachtwoord vergeten',
  forgotPasswordIntro:
    'Vul je e-mailadres in. Je krijgt dan een e-mail met een link om een nieuw wachtwoord te kiezen.',
  sendResetLink: 'Link versturen',
  sendingResetLink: 'Bezig met versturen…',
  backToLogin: 'Terug naar inloggen',
  toLogin: 'Naar inloggen',
  setPasswordTitle: 'Wachtwoord kiezen',
  setPasswordIntro:
    'Kies een wachtwoord van minstens 8 tekens. Een zin van een paar woorden is sterk en goed te onthouden. Daarna log je in met je e-mailadres en dit wachtwoord.',
  newPasswordLabel: 'Nieuw wachtwoord',
  repeatPasswordLabel: 'Herhaal het nieuwe wachtwoord',
  savePassword: 'Wachtwoord instellen',
  savingPassword: 'Bezig met opslaan…',
  requestNewLink: 'Nieuwe link aanvragen',
  invitePasswordHint:
    'Niet verplicht. Laat leeg om de gebruiker per e-mail uit te nodigen: die kiest dan zelf een wachtwoord.',
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
  noDeletedPracticesYet: 'Er zijn geen verwijderde praktijken.',
  practicesLoadFailed: 'De praktijken konden niet worden geladen.',
  practiceLoadFailed: 'De praktijk kon niet worden geladen.',
  gripColumn: 'Grip',
  descriptionColumn: 'Omschrijving',
  deletePractice: (name: string) => `Verwijder ${name}`,
  practiceAdded: (name: string) => `Praktijk ${name} is toegevoegd.`,
  practiceSaved: (name: string) => `Praktijk ${name} is opgeslagen.`,
  practiceDeleted: (name: string) => `Praktijk ${name} is verwijderd.`,
  practiceReinstated: (name: string) => `Praktijk ${name} is weer actief.`,
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
  /** One question for unlinking, asked alike from the user's and from the practice's page. */
  detachConfirm: (user: string, practice: string) => `Wil je ${user} loskoppelen van ${practice}?`,
  comingSoon: 'Nog in ontwikkeling',

  // A deleted practice
  practiceIsDeleted: 'Deze praktijk is verwijderd.',
  practiceDeletedExplanation:
    'Je kunt de gegevens bekijken, maar niets wijzigen. Zet de praktijk weer actief om er verder mee te werken.',
  reinstatePracticeButton: 'Weer actief stellen',
  noPracticesYet: 'Er zijn nog geen praktijken.',
  departmentsSaved: (practice: string, departments: readonly string[]) =>
    departments.length === 0
      ? `Afdelingen bij ${practice} opgeslagen: geen.`
      : `Afdelingen bij ${practice} opgeslagen: ${departments.join(', ')}.`,
  deletedUserGetsNoPractices:
    'Deze gebruiker is verwijderd. Zet de gebruiker weer actief om een praktijk te koppelen.',
  toHome: 'Terug naar de startpagina',
} as const;
