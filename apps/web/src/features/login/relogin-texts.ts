/** The re-login dialog of a form whose session ended while the person typed (decision 051). */
export const RELOGIN_TEXTS = {
  question: 'Opnieuw inloggen om op te slaan',
  intro: (email: string) =>
    `Je sessie is beëindigd; je tekst is bewaard. Log opnieuw in als ${email}, dan wordt het verslag opgeslagen.`,
  codeIntro: 'Vul ook de code uit je authenticator-app in (of een herstelcode).',
  confirm: 'Inloggen en opslaan',
  cancel: 'Annuleren',
  passwordMissing: 'Vul je wachtwoord in.',
  codeMissing: 'Vul de code in.',
  otherUser:
    'Dit is een ander account. Er is niets opgeslagen; log opnieuw in met je eigen account.',
} as const;
