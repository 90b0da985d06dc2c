import { MIN_PASSWORD_LENGTH } from './limits';

/**
 * Every text a person reads, in one place. Texts from the spec are kept to the letter,
 * including its few English ones.
 */
export const MESSAGES = {
  // Spec §2 and §8
  loginHeading: 'Inloggen',
  loginHint: 'Gebruik de inloggegevens die je per e-mail hebt ontvangen.',
  loginFailed: 'Ongeldige naam of wachtwoord.',
  adminHome: 'Admin!',
  loading: 'Loading.',
  genericError: 'Er is een fout opgetreden. Probeer het opnieuw.',
  userFetchFailed: 'Er is een fout opgetreden bij het ophalen van gebruikersgegevens.',
  accessDenied: 'Toegang geweigerd.',
  selectPracticeFirst: 'Selecteer eerst een praktijk!',
  passwordsDoNotMatch: 'Passwords do not match',
  storedUserMissing: 'User not found. Please log in again.',
  passwordChanged: 'Wachtwoord veranderd!',
  unexpectedError: 'Unexpected Application Error!',

  // Server answers (the spec leaves these open)
  validationFailed: 'De invoer is ongeldig.',
  badRequest: 'Het verzoek is ongeldig.',
  unauthenticated: 'Je bent niet ingelogd.',
  forbidden: 'Je hebt geen toegang tot deze gegevens.',
  passwordChangeRequired: 'Wijzig eerst je wachtwoord; daarna kun je verder.',
  mfaEnrolmentRequired: 'Stel eerst tweestapsverificatie in; daarna kun je verder.',
  crossOrigin: 'Dit verzoek komt niet van het portaal zelf en is geweigerd.',
  notFound: 'Niet gevonden.',
  tooManyLoginAttempts: 'Te veel inlogpogingen. Probeer het over een minuut opnieuw.',
  tooManyRequests: 'Te veel verzoeken. Probeer het zo dadelijk opnieuw.',
  payloadTooLarge: 'Het verzoek of bestand is te groot.',
  uriTooLong: 'Het adres is te lang.',
  requestTimeout: 'Het verzoek duurde te lang. Probeer het opnieuw.',
  headersTooLarge: 'De kopregels van het verzoek zijn te groot.',
  unsupportedMediaType: 'Dit soort inhoud wordt niet ondersteund.',
  storageUnavailable: 'Het bestand kon niet worden opgeslagen. Probeer het later opnieuw.',
  serviceUnavailable: 'Het portaal is tijdelijk niet bereikbaar. Probeer het zo dadelijk opnieuw.',
  internalError: 'Er is iets misgegaan op de server. Probeer het later opnieuw.',

  idempotencyKeyInvalid:
    'De Idempotency-Key is ongeldig: gebruik 1 tot 255 zichtbare tekens (letters, cijfers, leestekens).',
  idempotencyKeyReused:
    'Deze Idempotency-Key hoort bij een ander verzoek. Gebruik voor elk nieuw verzoek een nieuwe sleutel.',
  idempotencyKeyInProgress:
    'Een verzoek met deze Idempotency-Key wordt nog verwerkt. Wacht even en probeer het dan opnieuw.',

  wrongCurrentPassword: 'Het huidige wachtwoord klopt niet.',
  tooManyPasswordAttempts: 'Te veel pogingen. Probeer het over een minuut opnieuw.',
  // Password rules (password-rules.ts)
  passwordTooShort: `Kies een wachtwoord van minstens ${MIN_PASSWORD_LENGTH} tekens.`,
  passwordTooCommon:
    'Dit wachtwoord is een van de meest gebruikte en makkelijk te raden. Kies een ander, bijvoorbeeld een zin van een paar woorden.',
  passwordCommonWordWithAdditions:
    'Dit wachtwoord is een veelgebruikt woord met alleen wat cijfers of tekens erbij, en makkelijk te raden. Kies een ander, bijvoorbeeld een zin van een paar woorden.',
  passwordTooRepetitive:
    'Dit wachtwoord heeft te weinig verschillende tekens. Kies er een met meer variatie, bijvoorbeeld een zin van een paar woorden.',
  passwordSameAsCurrent:
    'Het nieuwe wachtwoord is gelijk aan het huidige. Kies een ander wachtwoord.',

  // Second factor (decision 044)
  mfaCodeLabel: 'Code uit je authenticator-app of herstelcode',
  mfaCodeWrong: 'Deze code klopt niet of is al gebruikt. Probeer de volgende code.',
  mfaCodeFormat: 'Vul de 6 cijfers uit je authenticator-app in, of een herstelcode.',
  mfaLoginExpired: 'Je inlogpoging is verlopen. Log opnieuw in met je e-mailadres en wachtwoord.',
  mfaTooManyAttempts: 'Te veel verkeerde codes. Probeer het over een minuut opnieuw.',
  mfaAlreadyEnabled: 'Tweestapsverificatie staat al aan.',
  mfaNotEnabled: 'Tweestapsverificatie staat niet aan.',
  mfaEnrolmentNotStarted: 'Start eerst het instellen van tweestapsverificatie.',
  /** `time` is when the lock ends, as HH:mm in the Netherlands. */
  mfaLocked: (time: string) =>
    `Te veel verkeerde codes op rij: tweestapsverificatie is geblokkeerd tot ${time}. Ook een juiste code werkt tot dan niet. Je hebt hierover een e-mail gekregen.`,
  mfaLockedUntilReset:
    'Tweestapsverificatie is geblokkeerd na 100 verkeerde codes op rij. Ook een juiste code werkt niet meer. Vraag de beheerder van het portaal om je tweestapsverificatie te resetten.',
  reauthenticationRequired:
    'Vul eerst je wachtwoord opnieuw in: dit mag alleen als je dat in de laatste 5 minuten hebt gedaan.',
  secondFactorProofRequired:
    'Bevestig eerst met een code uit je app of met je passkey: dit mag alleen als je dat in de laatste 5 minuten hebt gedaan.',
  reauthenticationProofMissing:
    'Vul je wachtwoord in, of een code als tweestapsverificatie bij je aan staat (niet allebei).',
  mfaOwnResetRefused:
    'Je eigen tweestapsverificatie zet je uit met je wachtwoord en een code, op de pagina Wachtwoord wijzigen.',

  // Invitations and password reset (decision 034)
  passwordLinkInvalid:
    'Deze link is ongeldig, verlopen of al gebruikt. Vraag een nieuwe link aan via "Wachtwoord vergeten?" of bij de beheerder.',
  passwordResetRequested:
    'Als dit e-mailadres bij ons bekend is, ontvang je binnen enkele minuten een e-mail met een link om een nieuw wachtwoord te kiezen. De link is een uur geldig.',
  tooManyPasswordResets: 'Te veel aanvragen. Probeer het over een uur opnieuw.',
  passwordSet: 'Je wachtwoord is ingesteld. Je kunt nu inloggen.',
  invitationSent: 'De uitnodiging is verstuurd. Een eerdere uitnodigingslink werkt niet meer.',
  invitationNotNeeded:
    'Deze gebruiker heeft al een wachtwoord. Laat de gebruiker "Wachtwoord vergeten?" op de inlogpagina gebruiken.',
  forgotPasswordLink: 'Wachtwoord vergeten?',

  emailTaken: 'Dit e-mailadres is al in gebruik.',
  klantHoldsOnePractice: 'Een klant kan maar één praktijk hebben.',
  klantTypeWithSeveralPractices:
    'Deze gebruiker heeft meerdere praktijken en kan daarom geen klant worden.',
  departmentsOnlyForMembers: 'Afdelingen gelden alleen voor klanten en managers.',
  cannotDeleteSelf: 'Je kunt je eigen account niet verwijderen.',
  lastAdmin: 'Er moet minstens één actieve beheerder overblijven.',
  practiceNotLinked: 'Deze gebruiker is niet aan deze praktijk gekoppeld.',
  practiceIsDeleted:
    'Deze praktijk is verwijderd. Zet de praktijk eerst weer actief om iets te wijzigen.',
  userIsDeleted:
    'Deze gebruiker is verwijderd. Zet de gebruiker eerst weer actief om een praktijk te koppelen.',
  adminHasNoPractices: 'Een beheerder ziet alle praktijken en wordt aan geen praktijk gekoppeld.',
  klantNeedsADepartment: 'Een klant heeft minstens één afdeling nodig (GD, Paard of Rund).',
  deleteUserConfirm: 'Wil je deze gebruiker verwijderen?',
  reinstateUserConfirm: 'Wil je deze gebruiker weer actief stellen?',
  deletePracticeConfirm: 'Wil je deze praktijk verwijderen?',
  reinstatePracticeConfirm: 'Wil je deze praktijk weer actief stellen?',
  showDeletedUsers: 'Toon verwijderde gebruikers',
  hideDeletedUsers: 'Verberg verwijderde gebruikers',

  powerBiNotConfigured: 'Power BI-dashboards zijn in dit portaal niet ingesteld.',
  powerBiAuthFailed:
    'Dit dashboard is nu niet beschikbaar: het portaal kan zich niet aanmelden bij Power BI.',
  powerBiReportNotFound: 'Het Power BI-rapport van dit dashboard bestaat niet (meer).',
  powerBiUnavailable: 'Dit dashboard is nu niet beschikbaar.',

  // Screens
  emailLabel: 'E-mailadres',
  passwordLabel: 'Wachtwoord',
  loginButton: 'Inloggen',
  loggingIn: 'Bezig met inloggen…',
  logout: 'Uitloggen',
  checkingSession: 'Even geduld…',
} as const;
