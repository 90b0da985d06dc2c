import { isIP } from 'node:net';
import path from 'node:path';
import {
  DEFAULT_UPLOAD_CHECK_SECONDS,
  DEFAULT_UPLOAD_INFLATE_FILE_MB,
  DEFAULT_UPLOAD_INFLATE_STREAM_MB,
  DEFAULT_UPLOAD_MAX_MB,
  DEFAULT_UPLOAD_MAX_PAGES,
} from '@praktijkportaal/contract/pdfs';
import { USER_TYPES, type UserType } from '@praktijkportaal/contract/roles';
// Its messages, in Dutch, are what the terminal shows for a wrong setting.
import '@praktijkportaal/contract/zod-locale';
import { z } from 'zod';
import { SERVER_ROOT } from './server-root';

const DEFAULT_ADMIN_EMAIL = 'admin@praktijkportaal.local';

const CONFIG_HEADING = 'Ongeldige instellingen in de omgevingsvariabelen:';
const POSTGRES_URL_MESSAGE =
  'Geef een PostgreSQL-adres, beginnend met postgres:// of postgresql://.';
const HTTPS_URL_MESSAGE = 'Geef een volledig adres, beginnend met https://.';
const S3_ENDPOINT_MESSAGE =
  'Geef het adres van de S3-dienst, beginnend met https:// of http://, bijvoorbeeld https://s3.eu-central-1.amazonaws.com.';

/** Every environment variable the server reads; the README lists the same set. */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: POSTGRES_URL_MESSAGE }).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  ADMIN_EMAIL: z.email().default(DEFAULT_ADMIN_EMAIL),
  ADMIN_PASSWORD: z.string().min(12).optional(),
  ADMIN_NAME: z.string().min(1).default('Beheerder'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().trim().default('false'),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(8 * 60),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .default(7 * 24),
  LOGIN_FAILURES_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  PASSWORD_RESET_MAILS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(3),
  PASSWORD_RESET_REQUESTS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(20),
  MFA_REQUIRED_ROLES: z.string().trim().default('Admin,Coach'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  NOTICE_QUIET_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60 * 60)
    .default(120),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).default(730),
  DELETED_USER_RETENTION_DAYS: z.coerce.number().int().min(1).default(365),
  UPLOAD_MAX_MB: z.coerce.number().min(1).max(500).default(DEFAULT_UPLOAD_MAX_MB),
  UPLOAD_MAX_PAGES: z.coerce.number().int().min(1).default(DEFAULT_UPLOAD_MAX_PAGES),
  UPLOAD_CHECK_SECONDS: z.coerce.number().positive().max(600).default(DEFAULT_UPLOAD_CHECK_SECONDS),
  UPLOAD_INFLATE_STREAM_MB: z.coerce
    .number()
    .positive()
    .max(1024)
    .default(DEFAULT_UPLOAD_INFLATE_STREAM_MB),
  UPLOAD_INFLATE_FILE_MB: z.coerce
    .number()
    .positive()
    .max(4096)
    .default(DEFAULT_UPLOAD_INFLATE_FILE_MB),
  PRIVACY_CONTROLLER: z
    .string()
    .trim()
    .min(1)
    .max(300, { error: 'PRIVACY_CONTROLLER mag hoogstens 300 tekens zijn: een naam en een adres.' })
    .optional(),
  PRIVACY_CONTACT: z
    .email({
      error: 'PRIVACY_CONTACT moet een e-mailadres zijn, bijvoorbeeld privacy@praktijk.nl.',
    })
    .optional(),
  PRIVACY_STATEMENT_FILE: z.string().trim().min(1).optional(),
  ACCESSIBILITY_STATEMENT_FILE: z.string().trim().min(1).optional(),
  SMTP_URL: z.string().trim().min(1).optional(),
  MAIL_FROM: z.string().trim().min(1).optional(),
  METRICS_TOKEN: z.string().trim().min(16).optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  FILE_STORE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: S3_ENDPOINT_MESSAGE }).optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_BUCKET: z.string().trim().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  POWERBI_TENANT_ID: z.string().min(1).optional(),
  POWERBI_CLIENT_ID: z.string().min(1).optional(),
  POWERBI_CLIENT_SECRET: z.string().min(1).optional(),
  POWERBI_WORKSPACE_ID: z.string().min(1).optional(),
  POWERBI_AUTHORITY_URL: z
    .url({ protocol: /^https$/, error: HTTPS_URL_MESSAGE })
    .default('https://login.microsoftonline.com'),
  POWERBI_API_URL: z
    .url({ protocol: /^https$/, error: HTTPS_URL_MESSAGE })
    .default('https://api.powerbi.com'),
  POWERBI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
});

const POWERBI_REQUIRED = [
  'POWERBI_TENANT_ID',
  'POWERBI_CLIENT_ID',
  'POWERBI_CLIENT_SECRET',
  'POWERBI_WORKSPACE_ID',
] as const;

/** A mail's sender: MAIL_FROM, or this. */
type MailSender = { name: string; address: string };

const DEFAULT_MAIL_FROM: MailSender = {
  name: 'Praktijkportaal',
  address: 'portaal@praktijkportaal.local',
};

export class ConfigError extends Error {}

function configError(line: string) {
  return new ConfigError(`Invalid environment configuration:\n  ${line}`);
}

/** SMTP_URL: smtp:// or smtps://, a host, optionally a port and user:password (URL-encoded). */
function parseSmtpUrl(value: string) {
  const help =
    'Gebruik smtp://gebruiker:wachtwoord@mail.example.nl:587 of smtps://gebruiker:wachtwoord@mail.example.nl:465 (tekens als @ en : in het wachtwoord als %40 en %3A).';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw configError(`SMTP_URL is geen geldig adres. ${help}`);
  }
  if ((url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || url.hostname === '') {
    throw configError(
      `SMTP_URL moet met smtp:// of smtps:// beginnen en een server noemen. ${help}`,
    );
  }
  const secure = url.protocol === 'smtps:';
  let user: string;
  let pass: string;
  try {
    user = decodeURIComponent(url.username);
    pass = decodeURIComponent(url.password);
  } catch {
    throw configError(
      `SMTP_URL bevat een ongeldig gecodeerde gebruikersnaam of wachtwoord. ${help}`,
    );
  }
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port === '' ? (secure ? 465 : 587) : Number(url.port),
    /** smtps://: TLS from the first byte; smtp://: STARTTLS when the server offers it. */
    secure,
    auth: user === '' ? undefined : { user, pass },
  };
}

/** MAIL_FROM: `naam@domein.nl` or `Naam <naam@domein.nl>`. */
function parseMailFrom(value: string): MailSender {
  const match = /^(?:(.*?)\s*<([^<>\s]+)>|([^<>\s]+))$/.exec(value);
  const address = match?.[2] ?? match?.[3] ?? '';
  if (!z.email().safeParse(address).success) {
    throw configError(
      'MAIL_FROM is geen geldig afzenderadres. Gebruik bijvoorbeeld portaal@praktijk.nl of "Praktijkportaal <portaal@praktijk.nl>".',
    );
  }
  const name = (match?.[1] ?? '').replace(/^"|"$/g, '').trim();
  return { name: name || DEFAULT_MAIL_FROM.name, address };
}

function parseMailConfig(
  smtpUrl: string | undefined,
  mailFrom: string | undefined,
  dataDir: string,
) {
  if (smtpUrl !== undefined && mailFrom === undefined) {
    throw configError(
      'Met SMTP_URL is ook MAIL_FROM nodig: het adres waarvan de mails komen, bijvoorbeeld "Praktijkportaal <portaal@praktijk.nl>".',
    );
  }
  return {
    /** Undefined without SMTP_URL: every mail is then written to `outboxDir` as an .eml file. */
    smtp: smtpUrl === undefined ? undefined : parseSmtpUrl(smtpUrl),
    from: mailFrom === undefined ? DEFAULT_MAIL_FROM : parseMailFrom(mailFrom),
    outboxDir: path.join(dataDir, 'outbox'),
  };
}

type ParsedEnv = z.output<typeof ZEnv>;

/** PUBLIC_URL, else the address the server listens on, with `localhost` for all interfaces. */
function mailLinkBase(publicOrigin: string | undefined, host: string, port: number) {
  if (publicOrigin) return publicOrigin;
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${isIP(name) === 6 ? `[${name}]` : name}:${port}`;
}

/**
 * Behind a proxy, or mailing real people, the portal cannot know its own address from a
 * request: Host and X-Forwarded-Host are the client's to choose, and a reset link built from
 * them would lead to the client's site.
 */
function requirePublicUrl(e: ParsedEnv, trustProxy: TrustProxy) {
  if (e.PUBLIC_URL) return;
  const example = 'bijvoorbeeld PUBLIC_URL=https://portaal.praktijk.nl';
  const problems: string[] = [];
  if (trustProxy !== false) {
    problems.push(
      `TRUST_PROXY is gezet, maar PUBLIC_URL niet: achter een proxy komen de links in e-mails alleen uit PUBLIC_URL. Zet PUBLIC_URL op het adres waarop men de portal opent, ${example}.`,
    );
  }
  if (e.SMTP_URL !== undefined) {
    problems.push(
      `SMTP_URL is gezet, maar PUBLIC_URL niet: echte e-mails moeten naar het echte adres van de portal wijzen. Zet PUBLIC_URL op het adres waarop men de portal opent, ${example}.`,
    );
  }
  if (problems.length > 0) {
    throw new ConfigError(`${CONFIG_HEADING}\n${problems.map((line) => `  ${line}`).join('\n')}`);
  }
}

/** FILE_STORE=s3 needs a bucket, and both keys or neither; S3_* without it is a mistake. */
function parseS3Settings(e: ParsedEnv) {
  const setS3 = (
    ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
  ).filter((name) => e[name] !== undefined);
  if (e.FILE_STORE === 'local') {
    if (setS3.length === 0) return undefined;
    throw new ConfigError(
      `${CONFIG_HEADING}\n  ${setS3.join(', ')} ${setS3.length === 1 ? 'is' : 'zijn'} gezet, maar FILE_STORE niet op s3: de bestanden zouden op de lokale schijf blijven. Zet FILE_STORE=s3 of laat de S3-instellingen weg.`,
    );
  }
  const problems: string[] = [];
  if (e.S3_BUCKET === undefined)
    problems.push('FILE_STORE=s3 heeft S3_BUCKET nodig: de naam van de bucket.');
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    problems.push(
      'Geef S3_ACCESS_KEY_ID en S3_SECRET_ACCESS_KEY samen, of geen van beide (dan gelden de AWS_*-variabelen of de rol van de machine).',
    );
  }
  if (problems.length > 0 || e.S3_BUCKET === undefined) {
    throw new ConfigError(`${CONFIG_HEADING}\n${problems.map((line) => `  ${line}`).join('\n')}`);
  }
  return {
    /** Unset: AWS itself, by region. */
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    bucket: e.S3_BUCKET,
    /** Unset: the SDK's own chain (AWS_* variables, an instance or container role). */
    credentials:
      e.S3_ACCESS_KEY_ID !== undefined && e.S3_SECRET_ACCESS_KEY !== undefined
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    /** `bucket` in the path instead of the host name (MinIO, s3rver, most self-hosted stores). */
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
  };
}

const TRUST_PROXY_HELP =
  'Zet TRUST_PROXY op het aantal proxies vóór de portal (1 voor één nginx) of op hun adressen ' +
  '(bijvoorbeeld 127.0.0.1 of 10.0.0.0/8,10.1.2.3).';

function isAddressOrCidr(entry: string) {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies' X-Forwarded-For is believed (Fastify's trustProxy): off, a hop count, or the
 * proxies' addresses and CIDRs. Never every sender: then a client could pick its own IP and
 * escape the per-IP login limits.
 */
type TrustProxy = false | number | string[];

/** TRUST_PROXY: unset/false, a hop count, or a comma list of addresses and CIDRs; never `true`. */
function parseTrustProxy(value: string): TrustProxy {
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') {
    throw new ConfigError(
      `${CONFIG_HEADING}\n  TRUST_PROXY=true gelooft elke afzender van X-Forwarded-For. ${TRUST_PROXY_HELP}`,
    );
  }
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrCidr(entry));
  if (wrong.length > 0) {
    throw new ConfigError(
      `${CONFIG_HEADING}\n  TRUST_PROXY: geen adres of CIDR: ${wrong.join(', ')}. ${TRUST_PROXY_HELP}`,
    );
  }
  return entries;
}

/** MFA_REQUIRED_ROLES: `none`, or a comma list of user types (default `Admin,Coach`). */
function parseMfaRequiredRoles(value: string): readonly UserType[] {
  if (value === 'none') return [];
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !(USER_TYPES as readonly string[]).includes(entry));
  if (wrong.length > 0 || entries.length === 0) {
    throw new ConfigError(
      `${CONFIG_HEADING}\n  MFA_REQUIRED_ROLES: onbekende rol ${wrong.join(', ') || '(leeg)'}. Gebruik none of een lijst van ${USER_TYPES.join(', ')}, bijvoorbeeld Admin,Coach.`,
    );
  }
  return [...new Set(entries as UserType[])];
}

/**
 * The environment and the configuration made of it, in one schema: zod checks each variable
 * (its Dutch message names it), then the transform checks what belongs together and shapes the
 * configuration. `AppConfig` is this schema's output type (decision 064).
 */
const ZConfig = ZEnv.transform((e) => {
  const powerBiSet = POWERBI_REQUIRED.filter((name) => e[name] !== undefined);
  if (powerBiSet.length > 0 && powerBiSet.length < POWERBI_REQUIRED.length) {
    const missing = POWERBI_REQUIRED.filter((name) => e[name] === undefined);
    throw new ConfigError(`${CONFIG_HEADING}\n  Power BI heeft ook ${missing.join(', ')} nodig.`);
  }
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  requirePublicUrl(e, trustProxy);
  const publicOrigin = e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : undefined;
  const portalUrl = mailLinkBase(publicOrigin, e.HOST, e.PORT);
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    /** PUBLIC_URL's origin; required behind a proxy (TRUST_PROXY) and with real mail (SMTP_URL). */
    publicOrigin,
    /**
     * The base of every link in a mail (decision 054): PUBLIC_URL, else the address the server
     * listens on. Never a request's Host or X-Forwarded-Host, which a client can choose.
     */
    portalUrl,
    /** Cookies get `Secure` and the `__Host-` prefix when the portal is served over HTTPS. */
    secureCookies: publicOrigin?.startsWith('https://') ?? false,
    dataDir: path.resolve(e.DATA_DIR),
    /** Stored PDFs (reports and uploads), outside any public folder; unused with `s3`. */
    filesDir: path.join(path.resolve(e.DATA_DIR), 'files'),
    /** FILE_STORE=s3: the PDFs live in this bucket instead of `filesDir`. */
    s3: parseS3Settings(e),
    uploadMaxBytes: Math.round(e.UPLOAD_MAX_MB * 1024 * 1024),
    /**
     * An upload's page limit, how long its check may run (decision 055) and how far it may
     * inflate compressed streams (decision 081).
     */
    uploadCheck: {
      maxPages: e.UPLOAD_MAX_PAGES,
      timeLimitMs: Math.round(e.UPLOAD_CHECK_SECONDS * 1000),
      inflateLimits: {
        perStreamBytes: Math.round(e.UPLOAD_INFLATE_STREAM_MB * 1024 * 1024),
        perFileBytes: Math.round(e.UPLOAD_INFLATE_FILE_MB * 1024 * 1024),
      },
    },
    /** Audit records older than this many days are removed by the daily sweep. */
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    /**
     * The public statements (decisions 078 and 083): who is responsible for the data (name and
     * address), where to write, and the hosting party's own texts. Unset, the statements say so.
     */
    statements: {
      privacyController: e.PRIVACY_CONTROLLER,
      privacyContact: e.PRIVACY_CONTACT?.toLowerCase(),
      privacyFile: e.PRIVACY_STATEMENT_FILE && path.resolve(e.PRIVACY_STATEMENT_FILE),
      accessibilityFile:
        e.ACCESSIBILITY_STATEMENT_FILE && path.resolve(e.ACCESSIBILITY_STATEMENT_FILE),
    },
    /** Users deleted longer ago than this are erased for good by the daily sweep (decision 076). */
    deletedUserRetentionDays: e.DELETED_USER_RETENTION_DAYS,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    initialAdmin: {
      email: e.ADMIN_EMAIL.toLowerCase(),
      password: e.ADMIN_PASSWORD,
      name: e.ADMIN_NAME,
    },
    logLevel: e.LOG_LEVEL,
    trustProxy,
    session: {
      idleMs: e.SESSION_IDLE_MINUTES * 60_000,
      absoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
    },
    loginLimits: {
      failuresPerMinute: e.LOGIN_FAILURES_PER_MINUTE,
      attemptsPerIpPerMinute: e.LOGIN_ATTEMPTS_PER_IP_PER_MINUTE,
    },
    /** "Wachtwoord vergeten?", counted in hourly windows. */
    resetLimits: {
      mailsPerAddressPerHour: e.PASSWORD_RESET_MAILS_PER_ADDRESS_PER_HOUR,
      requestsPerIpPerHour: e.PASSWORD_RESET_REQUESTS_PER_IP_PER_HOUR,
    },
    /** Roles that must have a second factor before the API lets them past enrolment (decision 044). */
    mfaRequiredRoles: parseMfaRequiredRoles(e.MFA_REQUIRED_ROLES),
    mail: parseMailConfig(e.SMTP_URL, e.MAIL_FROM, path.resolve(e.DATA_DIR)),
    /** Mails about new reports and files (decision 049). */
    notices: {
      /** The practice must have had nothing new this long (NOTICE_QUIET_SECONDS). */
      quietSeconds: e.NOTICE_QUIET_SECONDS,
      /** Where the mail's links point: PUBLIC_URL, else the server's own address (decision 049). */
      portalUrl,
    },
    /**
     * Prometheus metrics at /metrics: off (undefined) unless a token or a port is set. With a
     * port they are served there only; a token set is always required.
     */
    metrics:
      e.METRICS_TOKEN === undefined && e.METRICS_PORT === undefined
        ? undefined
        : { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    /** Undefined when Power BI is not configured: key dashboards then say they are unavailable. */
    powerBi:
      e.POWERBI_TENANT_ID &&
      e.POWERBI_CLIENT_ID &&
      e.POWERBI_CLIENT_SECRET &&
      e.POWERBI_WORKSPACE_ID
        ? {
            tenantId: e.POWERBI_TENANT_ID,
            clientId: e.POWERBI_CLIENT_ID,
            clientSecret: e.POWERBI_CLIENT_SECRET,
            workspaceId: e.POWERBI_WORKSPACE_ID,
            /** Entra ID authority host, e.g. https://login.microsoftonline.com (tests: a local fake). */
            authorityUrl: e.POWERBI_AUTHORITY_URL.replace(/\/+$/, ''),
            /** Power BI REST base, e.g. https://api.powerbi.com (tests: a local fake). */
            apiUrl: e.POWERBI_API_URL.replace(/\/+$/, ''),
            /** Per upstream request. */
            timeoutMs: e.POWERBI_TIMEOUT_MS,
          }
        : undefined,
    /** The built web app; served when it exists. */
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(SERVER_ROOT, '../web/dist')),
  };
});

export type AppConfig = z.output<typeof ZConfig>;
export type S3Settings = NonNullable<AppConfig['s3']>;
export type MailConfig = AppConfig['mail'];
export type SmtpSettings = NonNullable<MailConfig['smtp']>;
export type UploadCheckLimits = AppConfig['uploadCheck'];
export type NoticeSettings = AppConfig['notices'];
export type PowerBiConfig = NonNullable<AppConfig['powerBi']>;

/**
 * The configuration from the environment. A wrong variable, or settings that do not fit
 * together, throw a ConfigError whose message names them in Dutch.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = ZConfig.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`${CONFIG_HEADING}\n${lines.join('\n')}`);
  }
  return parsed.data;
}
