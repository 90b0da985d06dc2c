/** The screen texts of the AVG's rights (issue #30 items 2–3, decisions 074 and 075). */
export const DATA_RIGHTS_TEXTS = {
  emailHeading: 'E-mailadres',
  currentEmail: 'Je huidige e-mailadres',
  emailIntro:
    'Wil je een ander e-mailadres gebruiken? Vul het hieronder in. We sturen een link naar het nieuwe adres; je adres verandert pas als je op die link klikt. Je huidige adres krijgt een bericht over de wijziging.',
  newEmailLabel: 'Nieuw e-mailadres',
  sendLink: 'Link sturen',
  sendingLink: 'Bezig met versturen…',

  downloadHeading: 'Mijn gegevens downloaden',
  downloadIntro:
    'Download alles wat het portaal over je bewaart in één bestand (JSON): je gegevens, praktijken, inlogsessies, gelezen verslagen en bestanden, en de regels in het logboek over jou. Vul ter bevestiging je wachtwoord in.',
  passwordLabel: 'Wachtwoord',
  download: 'Gegevens downloaden',
  downloading: 'Bezig met downloaden…',
  downloaded: (name: string) => `Je gegevens zijn gedownload als ${name}.`,

  confirmTitle: 'Nieuw e-mailadres bevestigen',
  confirmIntro:
    'Klik op de knop om dit e-mailadres voortaan te gebruiken voor je account. Daarna log je in met het nieuwe adres; op andere apparaten word je uitgelogd.',
  confirm: 'E-mailadres bevestigen',
  confirming: 'Bezig met bevestigen…',

  reportTitle: 'Wijziging van je e-mailadres melden',
  reportIntro:
    'Heb jij niet gevraagd om je e-mailadres te wijzigen? Klik dan op de knop. Een wijziging die nog niet bevestigd is, trekken we in, en je wordt op alle apparaten uitgelogd.',
  report: 'Dit was ik niet',
  reporting: 'Bezig met melden…',

  // A security mail's "Dit was ik niet" (issue #39 item 2, decision 088)
  securityReportTitle: 'Wijziging aan je inloggegevens melden',
  securityReportIntro:
    'Heb jij deze wijziging niet gedaan? Klik dan op de knop. Je wordt op alle apparaten uitgelogd, passkeys die sindsdien zijn toegevoegd worden verwijderd, en daarna kies je een nieuw wachtwoord.',
  choosePassword: 'Nieuw wachtwoord kiezen',

  toPortal: 'Naar het portaal',
} as const;
