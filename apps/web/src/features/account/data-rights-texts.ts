/**
 * The AVG's rights on "Mijn account": another e-mail address (decision 074) and the download of
 * one's data (decision 075).
 */
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
} as const;
