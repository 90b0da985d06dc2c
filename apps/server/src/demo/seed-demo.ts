import type { Database } from '../db/client';
import { users } from '../db/schema/users';
import { hashPassword } from '../modules/auth/passwords';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users';

/** Fills an empty database with the demo's Dutch data. Each feature adds its part here. */
export async function seedDemo(db: Database) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.insert(users).values(
    Object.values(DEMO_USERS).map((user) => ({
      name: user.name,
      email: user.email,
      type: user.type,
      passwordHash,
      passwordChanged: user.passwordChanged,
    })),
  );
}
