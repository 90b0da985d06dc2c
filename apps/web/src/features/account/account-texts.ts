import { yourPractices } from '../../lib/texts';

/** The screen texts of "Mijn account". */
export const ACCOUNT_TEXTS = {
  title: 'Mijn account',
  nameHeading: 'Naam',
  nameLabel: 'Naam',
  saveName: 'Naam opslaan',
  savingName: 'Bezig met opslaan…',
  nameSaved: 'Je naam is opgeslagen.',
  noticesHeading: 'E-mailmeldingen',
  noticesIntro: (practiceCount: number) =>
    `Bij een nieuw verslag of bestand van ${yourPractices(practiceCount)} sturen we je een e-mail met een link ernaartoe. Komen er kort na elkaar meer, dan krijg je één e-mail.`,
  noticesLabel: 'Stuur me een e-mail bij een nieuw verslag of bestand',
  noticesOn: 'E-mailmeldingen staan aan.',
  noticesOff: 'E-mailmeldingen staan uit.',
  /** Beside the box once the server has the new setting. */
  noticesSaved: 'Opgeslagen.',
  noticesNotSaved: 'Niet opgeslagen: je e-mailmeldingen staan nog zoals ze stonden.',
  passwordHeading: 'Wachtwoord wijzigen',
  statementsHeading: 'Privacy en toegankelijkheid',
  statementsIntro:
    'Wat het portaal over je bewaart, waarom en hoe lang, en hoe toegankelijk het is.',
} as const;
