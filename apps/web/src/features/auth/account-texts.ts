/** The screen texts of "Mijn account" (issue #26 item 1). */
export const ACCOUNT_TEXTS = {
  title: 'Mijn account',
  nameHeading: 'Naam',
  nameLabel: 'Naam',
  saveName: 'Naam opslaan',
  savingName: 'Bezig met opslaan…',
  nameSaved: 'Je naam is opgeslagen.',
  noticesHeading: 'E-mailmeldingen',
  noticesIntro:
    'Bij een nieuw verslag of bestand van je praktijk sturen we je een e-mail met een link ernaartoe. Komen er kort na elkaar meer, dan krijg je één e-mail.',
  noticesLabel: 'Stuur me een e-mail bij een nieuw verslag of bestand',
  noticesOn: 'E-mailmeldingen staan aan.',
  noticesOff: 'E-mailmeldingen staan uit.',
  passwordHeading: 'Wachtwoord wijzigen',
  statementsHeading: 'Privacy en toegankelijkheid',
  statementsIntro:
    'Wat het portaal over je bewaart, waarom en hoe lang, en hoe toegankelijk het is.',
} as const;
