/** The warning before a session ends, and the login page after (decision 077). */
export const SESSION_EXPIRY_TEXTS = {
  title: 'Je wordt over 2 minuten uitgelogd',
  idle: 'Je bent een tijd niet actief geweest. Daarom word je straks uitgelogd; wat je nog niet hebt opgeslagen, gaat dan verloren.',
  absolute:
    'Je bent al lang ingelogd. Na 2 minuten moet je opnieuw inloggen; sla je werk voor die tijd op.',
  timeLeft: (seconds: number) =>
    `Nog ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')} minuten.`,
  stay: 'Ingelogd blijven',
  logOut: 'Uitloggen',
  close: 'Sluiten',
  stayFailed: 'Ingelogd blijven is niet gelukt. Probeer het opnieuw.',
  ended: 'Je sessie is verlopen. Log opnieuw in; daarna ga je verder op de pagina waar je was.',
} as const;
