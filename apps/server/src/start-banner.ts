/** What a person starting the portal needs to know, in Dutch. */
export type StartFacts = {
  address: string;
  database: string;
  /** Only on the first start with a generated password: shown here and nowhere else. */
  firstAdmin?: { email: string; password: string };
  /** Settings the Privacyverklaring needs and the operator left out (decision 083). */
  missingPrivacySettings?: { variable: string; meaning: string }[];
};

export function startBannerLines(facts: StartFacts): string[] {
  const lines = [`Praktijkportaal draait op ${facts.address}`, `Database: ${facts.database}`];
  if (facts.firstAdmin) {
    lines.push(
      '',
      'Eerste beheerder aangemaakt (alleen nu getoond):',
      `  E-mailadres: ${facts.firstAdmin.email}`,
      `  Wachtwoord:  ${facts.firstAdmin.password}`,
      'Log hiermee in en kies meteen een eigen wachtwoord.',
    );
  }
  if (facts.missingPrivacySettings?.length) {
    lines.push(
      '',
      'Let op: de privacyverklaring zegt nu dat dit nog niet is ingevuld:',
      ...facts.missingPrivacySettings.map(({ variable, meaning }) => `  ${variable}: ${meaning}`),
      'Stel dit in voordat iemand het portaal gebruikt.',
    );
  }
  return lines;
}

/** In a frame on a terminal; plain lines otherwise (a log file, a container's output). */
export function formatStartBanner(facts: StartFacts, terminal: boolean): string {
  const lines = startBannerLines(facts);
  if (!terminal) return `${lines.join('\n')}\n`;
  const width = Math.max(...lines.map((line) => line.length));
  const framed = lines.map((line) => `│ ${line.padEnd(width)} │`);
  const rule = '─'.repeat(width + 2);
  return `┌${rule}┐\n${framed.join('\n')}\n└${rule}┘\n`;
}

/** "ingebouwd (PGlite) in …" or the PostgreSQL server and database, never its credentials. */
export function describeDatabase(databaseUrl: string | undefined, pgliteDir: string): string {
  if (!databaseUrl) return `ingebouwd (PGlite) in ${pgliteDir}`;
  const url = new URL(databaseUrl);
  return `PostgreSQL op ${url.host}${url.pathname}`;
}
