// The minimal peer of issue #29 item 2: Fastify 5 and postgres.js answering the portal's three
// hot reads and the first page of the Admin's user search with the same SQL statements (copied
// from PostgreSQL's statement log of the portal) and the same JSON, and nothing else: no hooks,
// no validation, no access policy beyond the user's type, no metrics, no compression. What the
// stack itself costs; bench/hot-reads.mjs and bench/lists.mjs run it beside the portal.
//   node bench/lib/peer-server.mjs   (DATABASE_URL, PORT; prints "ready" when listening)
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import postgres from 'postgres';

const IDLE_MS = Number(process.env.SESSION_IDLE_MS ?? 8 * 3600_000);
const sql = postgres(process.env.DATABASE_URL, { max: 10, onnotice: () => {} });
const app = Fastify({ logger: false });

const SESSION_USER = `select "users"."id", "users"."name", "users"."email", "users"."type", "users"."password_changed", "users"."password_generated", "users"."totp_enabled_at", "users"."totp_last_step", "users"."totp_failures", "users"."totp_locked_until", "users"."notices_enabled", "users"."created_at", "users"."updated_at", "users"."deleted_at", "users"."password_hash" is not null as "password_set", "sessions"."last_seen_at", "sessions"."expires_at" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" where ("sessions"."id" = $1 and "users"."deleted_at" is null) limit $2`;
const PRACTICES_OF_USER = `select "practices"."id", "practices"."name", "practices"."name_key", "practices"."description", "practices"."grip_id", "practices"."url", "practices"."created_at", "practices"."updated_at", "practices"."deleted_at", "practice_users"."departments" from "practice_users" inner join "practices" on "practices"."id" = "practice_users"."practice_id" where ("practice_users"."user_id" = $1 and "practices"."deleted_at" is null) order by "practices"."name" asc, "practices"."id" asc`;
const PRACTICE_ACCESS = `select "practices"."id", "practices"."name", "practices"."name_key", "practices"."description", "practices"."grip_id", "practices"."url", "practices"."created_at", "practices"."updated_at", "practices"."deleted_at", "practice_users"."departments" from "practices" left join "practice_users" on ("practice_users"."practice_id" = "practices"."id" and "practice_users"."user_id" = $1) where "practices"."id" = $2 limit $3`;
const DASHBOARDS_OF_PRACTICE = `select "id", "practice_id", "name", "name_key", "grip_dashboard", "type_dashboard", "url_dashboard", "digiredokey", "created_at", "updated_at", "deleted_at" from "dashboards" where ("dashboards"."practice_id" = $1 and "dashboards"."deleted_at" is null) order by "dashboards"."name" asc, "dashboards"."id" asc`;
const DASHBOARD = `select "id", "practice_id", "name", "name_key", "grip_dashboard", "type_dashboard", "url_dashboard", "digiredokey", "created_at", "updated_at", "deleted_at" from "dashboards" where "dashboards"."id" = $1 limit $2`;

// Unnamed, as Drizzle sends the portal's list statements (decision 080).
const SEARCH_ROWS = `select "id", "name", "email", "type", "password_changed", "password_generated", "totp_enabled_at", "totp_last_step", "totp_failures", "totp_locked_until", "notices_enabled", "created_at", "deleted_at", "erased_at", "password_hash" is not null as "password_set" from "users" where ("users"."deleted_at" is null and "users"."name_key" like portal_fold($1)) order by "users"."name_key" asc, "users"."name_key" asc, "users"."id" asc limit $2`;
const SEARCH_COUNT = `select (select count(*) from (select 1 from "users" where ("users"."deleted_at" is null and "users"."name_key" like portal_fold($1)) limit $2) as counted) from (values (1)) as one`;
const TOTAL_COUNT_CAP = 10_000;

const cookieToken = (header = '') => /(?:^|;\s*)portal_session=([^;]+)/.exec(header)?.[1];

async function sessionUser(request, reply) {
  const token = cookieToken(request.headers.cookie);
  const id = token && createHash('sha256').update(token).digest('hex');
  const [row] = id ? await sql.unsafe(SESSION_USER, [id, 1], { prepare: true }) : [];
  const now = Date.now();
  if (!row || row.expires_at.getTime() <= now || now - row.last_seen_at.getTime() >= IDLE_MS) {
    reply.code(401).send({ message: 'Unauthenticated.' });
    return null;
  }
  return row;
}

const practiceJson = (row) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  grip_id: row.grip_id,
  url: row.url,
  created_at: row.created_at.toISOString(),
  is_active: row.deleted_at === null,
});

function allowed(type, departments) {
  if (type === 'LBH') return true;
  if (type.startsWith('GD')) return departments.includes('GD');
  return departments.includes(type);
}

const dashboardJson = (row, practice) => ({
  id: row.id,
  name: row.name,
  grip_dashboard: row.grip_dashboard,
  type_dashboard: row.type_dashboard,
  url_dashboard: row.url_dashboard,
  digiredokey: row.digiredokey,
  practice: { id: practice.id, name: practice.name },
  created_at: row.created_at.toISOString(),
  is_active: row.deleted_at === null,
});

const showable = (row) => row.grip_dashboard === 'digiredourl' && Boolean(row.url_dashboard);

const userJson = (user) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  type: user.type,
  created_at: user.created_at.toISOString(),
  is_active: user.deleted_at === null,
  is_admin: user.type === 'Admin',
  password_changed: user.password_changed,
  password_change_required: user.password_set && !user.password_changed,
  password_set: user.password_set,
  mfa_enabled: user.totp_enabled_at !== null,
  mfa_enrolment_required: false,
  mfa_lock: user.totp_failures >= 10 ? 'until_reset' : 'none',
});

app.get('/api/me', async (request, reply) => {
  const user = await sessionUser(request, reply);
  if (!user) return reply;
  const practices = await sql.unsafe(PRACTICES_OF_USER, [user.id], { prepare: true });
  return {
    ...userJson(user),
    practices: practices.map((row) => ({
      ...practiceJson(row),
      pivot: { departments: row.departments },
    })),
  };
});

/** The first page of a search by name, its rows and capped count side by side. */
app.get('/api/users', async (request, reply) => {
  const user = await sessionUser(request, reply);
  if (!user) return reply;
  if (user.type !== 'Admin') return reply.code(403).send({});
  const search = String(request.query.q ?? '').replace(/[\\%_]/g, (character) => `\\${character}`);
  const pattern = `%${search}%`;
  const [rows, [[counted]]] = await Promise.all([
    sql.unsafe(SEARCH_ROWS, [pattern, 50]),
    sql.unsafe(SEARCH_COUNT, [pattern, TOTAL_COUNT_CAP + 1]).values(),
  ]);
  const total = Number(counted);
  reply.header('x-total-count', String(Math.min(total, TOTAL_COUNT_CAP)));
  if (total > TOTAL_COUNT_CAP) reply.header('x-total-count-capped', 'true');
  return rows.map(userJson);
});

app.get('/api/practices/:id/user', async (request, reply) => {
  const user = await sessionUser(request, reply);
  if (!user) return reply;
  const [practice] = await sql.unsafe(PRACTICE_ACCESS, [user.id, Number(request.params.id), 1], {
    prepare: true,
  });
  if (!practice || practice.departments === null) return reply.code(404).send({});
  const rows = await sql.unsafe(DASHBOARDS_OF_PRACTICE, [practice.id], { prepare: true });
  return {
    ...practiceJson(practice),
    dashboards: rows
      .filter((row) => allowed(row.type_dashboard, practice.departments) && showable(row))
      .map((row) => dashboardJson(row, practice)),
  };
});

app.get('/api/dashboards/:id', async (request, reply) => {
  const user = await sessionUser(request, reply);
  if (!user) return reply;
  const [dashboard] = await sql.unsafe(DASHBOARD, [Number(request.params.id), 1], {
    prepare: true,
  });
  if (!dashboard) return reply.code(404).send({});
  const [practice] = await sql.unsafe(PRACTICE_ACCESS, [user.id, dashboard.practice_id, 1], {
    prepare: true,
  });
  if (!practice || practice.departments === null) return reply.code(404).send({});
  if (!allowed(dashboard.type_dashboard, practice.departments)) return reply.code(404).send({});
  return dashboardJson(dashboard, practice);
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
