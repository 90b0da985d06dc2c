/**
 * The login's second step. Apart from the login page's texts: the code form loads only when a
 * second factor asks for it (the login page's first bundle has a budget, e2e/login.spec.ts).
 */
export const LOGIN_CODE_TEXTS = {
  intro:
    'Vul de code van 6 cijfers uit je authenticator-app in. Geen telefoon bij de hand? Gebruik dan een van je herstelcodes.',
  button: 'Verder',
  back: 'Opnieuw inloggen',
} as const;
