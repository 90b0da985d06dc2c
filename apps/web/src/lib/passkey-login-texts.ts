/**
 * The passkey texts of the login page and of the browser's ceremony (passkey-sign-in.ts), which
 * the login and "Mijn account" share: apart from the rest
 * (features/account/passkeys/passkey-texts.ts), because the login page's first bundle has a
 * budget (e2e/login.spec.ts).
 */
export const PASSKEY_LOGIN_TEXTS = {
  loginButton: 'Inloggen met een passkey',
  loggingIn: 'Bezig met inloggen…',
  loginCancelled:
    'Inloggen met een passkey is afgebroken. Probeer het opnieuw of log in met je wachtwoord.',
  unsupported:
    'Deze browser kan geen passkeys gebruiken. Gebruik een recente versie van Chrome, Edge, Safari of Firefox, of log in met je wachtwoord.',
  failed: 'Dat lukte niet. Probeer het opnieuw.',
} as const;
