/** The screen texts of the second factor; the spec has none. */
export const MFA_TEXTS = {
  title: 'Tweestapsverificatie',
  intro:
    'Met tweestapsverificatie vraagt het portaal bij het inloggen, na je wachtwoord, om een code uit een authenticator-app op je telefoon (zoals Microsoft Authenticator, Google Authenticator of FreeOTP).',
  required:
    'Voor jouw rol is tweestapsverificatie verplicht. Stel het nu in; daarna kun je verder in het portaal.',
  isOn: 'Tweestapsverificatie staat aan.',
  isOff: 'Tweestapsverificatie staat uit.',
  start: 'Tweestapsverificatie instellen',
  starting: 'Bezig…',
  step1: '1. Scan de QR-code met je authenticator-app.',
  qrAlt: 'QR-code om het portaal aan je authenticator-app toe te voegen',
  manualEntry: 'Lukt scannen niet? Voer dan deze sleutel met de hand in:',
  step2: '2. Vul de code van 6 cijfers in die de app nu toont.',
  codeLabel: 'Code uit de app',
  confirm: 'Bevestigen',
  confirming: 'Bezig met bevestigen…',
  codesTitle: 'Je herstelcodes',
  codesIntro:
    'Tweestapsverificatie staat nu aan. Bewaar deze tien herstelcodes op een veilige plek, bijvoorbeeld in je wachtwoordmanager. Ben je je telefoon kwijt, dan log je met één van deze codes in; elke code werkt één keer. Je ziet ze alleen nu.',
  codesDone: 'Ik heb de codes bewaard',
  turnOff: 'Tweestapsverificatie uitzetten',
  turnOffConfirm: 'Wil je tweestapsverificatie uitzetten?',
  turnOffCodeHint: 'Een code uit je authenticator-app of een herstelcode.',
  turnedOff: 'Tweestapsverificatie staat uit.',
  turnedOn: 'Tweestapsverificatie staat aan.',
  passwordLabel: 'Je wachtwoord',
  // New recovery codes
  renewCodes: 'Nieuwe herstelcodes maken',
  renewCodesQuestion: 'Nieuwe herstelcodes maken? Je huidige herstelcodes werken daarna niet meer.',
  renewedCodesIntro:
    'Dit zijn je nieuwe herstelcodes; de vorige werken niet meer. Bewaar ze op een veilige plek, bijvoorbeeld in je wachtwoordmanager. Elke code werkt één keer. Je ziet ze alleen nu.',
  sectionLink: 'Tweestapsverificatie beheren',
} as const;
