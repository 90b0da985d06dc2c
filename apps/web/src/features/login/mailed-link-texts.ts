/**
 * The pages behind the links in security mails: confirming or reporting a change of e-mail
 * address (decision 074) and a security mail's "Dit was ik niet" (decision 088).
 */
export const MAILED_LINK_TEXTS = {
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

  securityReportTitle: 'Wijziging aan je inloggegevens melden',
  securityReportIntro:
    'Heb jij deze wijziging niet gedaan? Klik dan op de knop. Je wordt op alle apparaten uitgelogd, passkeys die sindsdien zijn toegevoegd worden verwijderd, en daarna kies je een nieuw wachtwoord.',
  choosePassword: 'Nieuw wachtwoord kiezen',

  toPortal: 'Naar het portaal',
} as const;
