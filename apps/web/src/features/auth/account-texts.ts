/** The screen texts of "Mijn account" and the unsubscribe page (issue #26 item 1). */
export const ACCOUNT_TEXTS = {
  title: 'Mijn account',
  headerLinkHint: 'Naar Mijn account',
  nameHeading: 'Naam',
  nameLabel: 'Naam',
  emailLabel: 'E-mailadres',
  emailHint: 'Je e-mailadres wijzigt de beheerder.',
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
  unsubscribeTitle: 'Afmelden voor e-mailmeldingen',
  unsubscribeIntro:
    'Wil je geen e-mails meer ontvangen over nieuwe verslagen en bestanden? Je kunt ze later weer aanzetten op de pagina Mijn account.',
  unsubscribe: 'Afmelden',
  unsubscribing: 'Bezig met afmelden…',
  unsubscribed:
    'Je bent afgemeld. Je ontvangt geen e-mails meer over nieuwe verslagen en bestanden. Aanzetten kan weer op de pagina Mijn account.',
  toPortal: 'Naar het portaal',
} as const;
