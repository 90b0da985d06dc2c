/**
 * The question before a login factor changes (step-up, decision 053): the password, or with a
 * second factor a code or a passkey (decision 087).
 */
export const PROOF_TEXTS = {
  question: 'Bevestig dat jij het bent',
  intro:
    'Vul je wachtwoord in, of bevestig met een passkey, om verder te gaan. Dat vragen we voordat je tweestapsverificatie of je passkeys wijzigt, als je dat de laatste 5 minuten niet hebt gedaan.',
  introWithCode:
    'Bevestig met een code uit je authenticator-app (of een herstelcode), of met een passkey, om verder te gaan. Dat vragen we voordat je iets wijzigt aan hoe je inlogt, als je dat de laatste 5 minuten niet hebt gedaan.',
  introWithPasskey:
    'Bevestig met je passkey om verder te gaan. Dat vragen we voordat je iets wijzigt aan hoe je inlogt, als je dat de laatste 5 minuten niet hebt gedaan.',
  passwordLabel: 'Je wachtwoord',
  passwordMissing: 'Vul je wachtwoord in.',
  codeLabel: 'Code uit de app',
  codeMissing: 'Vul de code uit je app in.',
  confirm: 'Bevestigen',
  confirming: 'Bezig met bevestigen…',
  cancel: 'Annuleren',
  passkeyButton: 'Passkey gebruiken',
  passkeyCancelled: 'Bevestigen met een passkey is afgebroken.',
} as const;
