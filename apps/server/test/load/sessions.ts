import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import { route } from '../support/route';
import { Browser, type Recorder, UnexpectedAnswer } from './browser';
import {
  type Account,
  LOAD_PASSWORD,
  OWN_LOAD_PASSWORD,
  type Retired,
  seed,
  type VirtualUser,
  virtualUser,
} from './scenario';

/**
 * The seeding Admin logs in and makes `count` accounts with their practices (not part of the
 * measured run); its connection goes into `browsers`, so a failed run can close it.
 */
export async function seedAccounts(
  port: number,
  adminEmail: string,
  count: number,
  recorder: Recorder,
  browsers: Browser[],
) {
  const seeder = new Browser(port, '127.0.0.1', recorder);
  browsers.push(seeder);
  const login = await seeder.call('POST /api/login', route('login'), {
    json: { email: adminEmail, password: LOAD_PASSWORD },
    expect: 200,
  });
  seeder.keepSessionCookie(login);
  const accounts = await seed(seeder, count);
  seeder.close();
  return accounts;
}

/** The server's default per-IP login limit is 60 a minute; stay well below it per address. */
export const LOGINS_PER_ADDRESS = 40;
/** Think time between two pages of one person. */
export const THINK_MS = { min: 500, max: 2000 };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Klant, Manager, Coach, Admin, Klant, … so each role's logins spread over the ramp. */
export function interleave(accounts: Account[]) {
  const byRole = new Map<string, Account[]>();
  for (const account of accounts) {
    byRole.set(account.role, [...(byRole.get(account.role) ?? []), account]);
  }
  const total = accounts.length;
  const keyed = [...byRole.values()].flatMap((list) =>
    list.map((account, i) => ({ account, key: (i + 0.5) / list.length + Math.random() / total })),
  );
  return keyed.sort((a, b) => a.key - b.key).map((k) => k.account);
}

export type SessionRun = {
  port: number;
  recorder: Recorder;
  /** Every browser opened, so the caller can count their sockets and close them. */
  browsers: Browser[];
  /** Each person's role and browser, for the requests per role. */
  people: { role: string; browser: Browser }[];
  rampMs: number;
  stopAt: number;
  isStopping: () => boolean;
  onLogin: () => void;
};

/**
 * The load test's people, shared by `run-load.ts` and `bench/soak.mjs`: each
 * logs in once over the ramp (from 127.0.0.2, 127.0.0.3, …, LOGINS_PER_ADDRESS each), chooses
 * her own password when the Admin gave her one, then works through her role's pages with think
 * time until `stopAt`.
 */
export async function runSessions(accounts: Account[], run: SessionRun) {
  const order = interleave(accounts);
  const retired: Retired = { reports: new Set(), pdfs: new Set() };
  const running = () => !run.isStopping() && Date.now() < run.stopAt;

  const runVirtualUser = async (account: Account, index: number) => {
    await sleep((index / order.length) * run.rampMs);
    const address = `127.0.0.${2 + Math.floor(index / LOGINS_PER_ADDRESS)}`;
    const browser = new Browser(run.port, address, run.recorder);
    run.browsers.push(browser);
    run.people.push({ role: account.role, browser });
    let user: VirtualUser | undefined;
    // One login per person; a failed one is an error, and the person tries again a bit later.
    while (!user && running()) {
      try {
        const reply = await browser.call('POST /api/login', route('login'), {
          json: { email: account.email, password: LOAD_PASSWORD },
          expect: 200,
        });
        browser.keepSessionCookie(reply);
        run.onLogin();
        const me = JSON.parse(reply.body.toString()) as TUserWithPractices;
        if (me.password_change_required) {
          // Held until she chooses her own password (403 elsewhere), as a person would first.
          await browser.call(
            'POST /api/change-password',
            route('changePassword', { userId: me.id }),
            {
              json: {
                current_password: LOAD_PASSWORD,
                new_password: OWN_LOAD_PASSWORD,
                new_password_confirmation: OWN_LOAD_PASSWORD,
              },
              expect: 200,
            },
          );
        }
        user = virtualUser(account.role, { browser, me, retired, id: index });
      } catch (error) {
        if (!(error instanceof UnexpectedAnswer)) throw error;
        await sleep(2000);
      }
    }
    while (user && running()) {
      try {
        await user.page();
      } catch (error) {
        if (!(error instanceof UnexpectedAnswer)) throw error;
      }
      await sleep(THINK_MS.min + Math.random() * (THINK_MS.max - THINK_MS.min));
    }
  };
  await Promise.all(order.map(runVirtualUser));
}
