/** The screen texts of passkeys (decision 072); the spec has none. */
export const PASSKEY_TEXTS = {
  title: 'Passkeys',
  intro:
    'Met een passkey log je in zonder wachtwoord: je bevestigt met je vingerafdruk, gezicht of pincode op je telefoon of computer. Een passkey telt als wachtwoord én als tweede stap.',
  none: 'Je hebt nog geen passkeys.',
  loadFailed: 'De passkeys konden niet worden geladen.',
  add: 'Passkey toevoegen',
  adding: 'Bezig met toevoegen…',
  added: 'De passkey is toegevoegd.',
  rename: 'Naam wijzigen',
  renameLabel: (name: string) => `Naam wijzigen: ${name}`,
  nameNewQuestion: 'Geef je nieuwe passkey een naam',
  nameQuestion: 'Welke naam geef je deze passkey?',
  nameLabel: 'Naam',
  nameHint: 'Bijvoorbeeld het apparaat of de wachtwoordmanager waarin hij staat.',
  nameMissing: 'Geef de passkey een naam.',
  save: 'Opslaan',
  saving: 'Bezig met opslaan…',
  cancel: 'Annuleren',
  renamed: 'De naam van de passkey is gewijzigd.',
  remove: 'Verwijderen',
  removeLabel: (name: string) => `Verwijderen: ${name}`,
  removeConfirm: (name: string) =>
    `Wil je de passkey „${name}” verwijderen? Je kunt er daarna niet meer mee inloggen.`,
  removed: (name: string) => `De passkey „${name}” is verwijderd.`,
  // The browser's side of a ceremony
  cancelled: 'Het toevoegen van de passkey is afgebroken. Je kunt het opnieuw proberen.',
  alreadyOnDevice:
    'Op dit apparaat of in deze wachtwoordmanager staat al een passkey voor je account.',
  continueWithPasskey: 'Doorgaan met je passkey',
  heldHint:
    'Heb je al een passkey? Bevestig dan met je passkey om verder te gaan, of voeg er hier een toe in plaats van een authenticator-app.',
} as const;
