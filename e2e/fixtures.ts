export const E2E_PORT = 3100;
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const ADMIN = {
  name: 'Beheerder',
  email: 'beheerder@example.nl',
  password: 'E2e-Beheerder-Wachtwoord-1',
};
