import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { openFileStore } from '../storage/open-file-store';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-data';
import { seedDemo } from './seed-demo';

/** Migrates and seeds the database that DATA_DIR or DATABASE_URL names, then prints the logins. */
export async function runDemoSeed() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 1,
  });
  try {
    await database.migrate();
    const store = await openFileStore(config);
    await seedDemo(database.db, store, config.portalUrl);
  } finally {
    await database.close();
  }
  console.log('\nDemo-gebruikers (wachtwoord voor iedereen: %s):', DEMO_PASSWORD);
  console.table(
    Object.values(DEMO_USERS).map((user) => ({
      type: user.type,
      naam: user.name,
      email: user.email,
      'moet wachtwoord wijzigen': user.passwordChanged ? 'nee' : 'ja',
    })),
  );
}
