import type { TestApp } from './test-app';

/** A user with a session: the id, the address and the Cookie header to send. */
export type SignedIn = { id: number; email: string; cookie: string };

/** One user of each type, each signed in. */
export type EveryType = { admin: SignedIn; coach: SignedIn; klant: SignedIn; manager: SignedIn };

export async function signedInEveryType(t: TestApp): Promise<EveryType> {
  return {
    admin: await t.signedIn('Admin'),
    coach: await t.signedIn('Coach'),
    klant: await t.signedIn('Klant'),
    manager: await t.signedIn('Manager'),
  };
}

/**
 * What most tests of a practice's things start from: one user of each type signed in, the Klant
 * and the Manager linked to `practiceId` (all departments), and `otherKlant`, a Klant of
 * `otherPracticeId` only, who may see nothing of the first.
 */
export type PracticeTeam = EveryType & {
  otherKlant: SignedIn;
  practiceId: number;
  otherPracticeId: number;
};

export async function practiceTeam(
  t: TestApp,
  names: { practice: string; otherPractice: string },
): Promise<PracticeTeam> {
  const everyType = await signedInEveryType(t);
  const otherKlant = await t.signedIn('Klant');
  const practiceId = await t.createPractice({ name: names.practice });
  const otherPracticeId = await t.createPractice({ name: names.otherPractice });
  await t.link(everyType.klant.id, practiceId);
  await t.link(everyType.manager.id, practiceId);
  await t.link(otherKlant.id, otherPracticeId);
  return { ...everyType, otherKlant, practiceId, otherPracticeId };
}
