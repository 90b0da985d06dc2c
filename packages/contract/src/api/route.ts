import { z } from 'zod';
import { ZErrorResponse } from '../errors';
import { USER_TYPES, type UserType } from '../roles';

/**
 * Who may call a route. Every route of the table declares one; the server enforces it before
 * the handler runs (apps/server/src/plugins/authorization.ts). Object checks ("is this practice
 * theirs?") come on top, in each server module's policy.ts.
 */
export type Access =
  | { kind: 'public' }
  | {
      kind: 'roles';
      roles: readonly UserType[];
      /** Also open to a user who must first change the password (/api/me, the change itself). */
      beforePasswordChange?: true;
      /** Also open to a user who must first enrol a second factor (/api/me, enrolment). */
      beforeMfaEnrolment?: true;
    };

export const PUBLIC: Access = { kind: 'public' };
export const SIGNED_IN: Access = { kind: 'roles', roles: USER_TYPES };
/** Any session, also one whose user must change the password first. */
export const SIGNED_IN_BEFORE_PASSWORD_CHANGE: Access = {
  kind: 'roles',
  roles: USER_TYPES,
  beforePasswordChange: true,
};
/** Any session, also one whose user must first enrol a second factor. */
export const SIGNED_IN_BEFORE_MFA_ENROLMENT: Access = {
  kind: 'roles',
  roles: USER_TYPES,
  beforeMfaEnrolment: true,
};
/** Any session at all: /api/me, which tells the web app which first step is due. */
export const SIGNED_IN_BEFORE_FIRST_STEPS: Access = {
  kind: 'roles',
  roles: USER_TYPES,
  beforePasswordChange: true,
  beforeMfaEnrolment: true,
};
export function allow(...roles: UserType[]): Access {
  return { kind: 'roles', roles };
}

/** The OpenAPI document's areas, in the order the reference shows them. */
export const API_TAGS = [
  { name: 'Inloggen', description: 'Inloggen, uitloggen, tweede stap en wachtwoordlinks.' },
  { name: 'Mijn account', description: 'De eigen gegevens, meldingen, apparaten en tweede stap.' },
  { name: 'Gebruikers', description: 'Gebruikers beheren en aan praktijken koppelen (Admin).' },
  { name: 'Praktijken', description: 'Praktijken, hun coaches en hun dashboards.' },
  { name: 'Dashboards', description: 'Power BI-dashboards: beheer en weergave.' },
  { name: 'Verslagen', description: 'Verslagen van coaches en hun concepten.' },
  { name: 'Bestanden', description: "Geüploade PDF's en het lezen van PDF's." },
  { name: 'Logboek', description: 'Het logboek van wijzigingen en aanmeldingen (Admin).' },
  { name: 'Meldingen', description: 'Afmelden voor meldingen via de link in een e-mail.' },
  {
    name: 'Status',
    description: 'Of de server draait en klaar is, deze beschrijving en de verklaringen.',
  },
] as const;
export type ApiTag = (typeof API_TAGS)[number]['name'];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * An answer the handler writes itself, of this media type (a PDF's bytes, the Logboek's CSV):
 * described in the OpenAPI document, not serialised from a schema.
 */
export type RawAnswer = { kind: 'raw'; contentType: string; format?: 'binary' };
export const PDF_FILE: RawAnswer = {
  kind: 'raw',
  contentType: 'application/pdf',
  format: 'binary',
};
export const CSV_FILE: RawAnswer = { kind: 'raw', contentType: 'text/csv' };

/**
 * A body sent as a multipart form and read by the handler itself (an upload): its text fields
 * as a schema, and the field that holds the one file with its media type. Described in the
 * OpenAPI document.
 */
export type FileForm = {
  fields: z.ZodObject;
  file: { field: string; contentType: string };
};

export type Answer = z.ZodType | RawAnswer;

const PAGES = new WeakSet<z.ZodType>();

/**
 * A list's answer: one page of `item`s as a bare array, with the total in X-Total-Count and the
 * neighbouring pages in Link (`sendPage` on the server, decision 023). The OpenAPI document
 * describes those headers for every answer made with this.
 */
export function pageOf<Item extends z.ZodType>(item: Item) {
  const page = z.array(item);
  PAGES.add(page);
  return page;
}

/** Whether an answer is a list's page (made with `pageOf`). */
export function isPage(answer: Answer): boolean {
  return PAGES.has(answer as z.ZodType);
}
export type Answers = { [status: number]: Answer };

/** The refusals a route can give besides those its access rule and its schemas imply. */
export type Refusal = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 423 | 429;

/** The names of the `:params` in a Fastify path. */
export type PathParamNames<Path extends string> =
  Path extends `${string}:${infer Name}/${infer Rest}`
    ? Name | PathParamNames<`/${Rest}`>
    : Path extends `${string}:${infer Name}`
      ? Name
      : never;

/** A params schema with a key the path lacks is refused, naming the key. */
type NoExtraKeys<Params, Names> =
  Params extends z.ZodObject<infer Shape>
    ? [Exclude<keyof Shape, Names>] extends [never]
      ? unknown
      : { 'params schema has keys the path lacks': Exclude<keyof Shape, Names> }
    : unknown;

/** The path's `:params` and the params schema's keys are the same names. */
type ParamsFor<Path extends string, Params> = [PathParamNames<Path>] extends [never]
  ? { params?: undefined }
  : {
      params: Params &
        z.ZodObject<{ [Name in PathParamNames<Path>]: z.ZodType }> &
        NoExtraKeys<Params, PathParamNames<Path>>;
    };

type RouteInput<
  Path extends string,
  Params extends z.ZodObject | undefined,
  Query extends z.ZodType | undefined,
  Body extends z.ZodType | undefined,
  Success extends Answers,
> = {
  method: HttpMethod;
  path: Path;
  summary: string;
  tag: ApiTag;
  access: Access;
  params?: Params;
  query?: Query;
  /** A JSON body; `form` is for one sent as a multipart form (an upload). */
  body?: Body;
  form?: FileForm;
  /** The answers that are not refusals (2xx, a redirect, readyz's 503). */
  answers: Success;
  /**
   * Refusals besides those the access rule (401, 403), the same-origin check of writes (403)
   * and the schemas (400, 422) give.
   */
  refusals?: readonly Refusal[];
  /** Left out of the OpenAPI document (the document itself). */
  hidden?: true;
};

export type ApiRoute<
  Path extends string = string,
  Params extends z.ZodObject | undefined = z.ZodObject | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Success extends Answers = Answers,
> = Omit<RouteInput<Path, Params, Query, Body, Success>, 'refusals'> & {
  /** Unique over the API, camelCase English: the route's key in its table. */
  operationId: string;
  /** Every answer: those given, and each refusal as the API's one error shape. */
  responses: Success & { [status: number]: Answer };
  /** Only the statuses of `answers`: what a handler may send besides errors it throws. */
  answers: Success;
};

const REFUSAL_DESCRIPTIONS: Record<Refusal, string> = {
  400: 'Onleesbaar verzoek',
  401: 'Niet ingelogd',
  403: 'Geen toegang',
  404: 'Niet gevonden',
  409: 'Kan niet in de huidige toestand',
  410: 'Link verlopen of al gebruikt',
  413: 'Te groot',
  422: 'Ongeldige invoer',
  423: 'Tijdelijk geblokkeerd',
  429: 'Te veel pogingen',
};
export const ANSWER_DESCRIPTIONS: Record<number, string> = {
  200: 'Gelukt',
  201: 'Aangemaakt',
  202: 'Aangenomen',
  204: 'Gelukt, zonder inhoud',
  303: 'Doorverwezen',
  503: 'Niet beschikbaar',
  ...REFUSAL_DESCRIPTIONS,
};

/**
 * One route of the API: the server implements it (apps/server/src/plugins/implement-route.ts),
 * the OpenAPI document describes it. The path's `:params` must be the params schema's keys.
 */
export function defineRoute<
  const Path extends string,
  Params extends z.ZodObject | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  const Success extends Answers = Answers,
>(
  input: Omit<RouteInput<Path, Params, Query, Body, Success>, 'params'> & ParamsFor<Path, Params>,
): Omit<ApiRoute<Path, Params, Query, Body, Success>, 'operationId'> {
  const refusals = new Set<Refusal>(input.refusals ?? []);
  if (input.access.kind === 'roles') {
    refusals.add(401);
    refusals.add(403);
  }
  // A write sent from another site is refused (the server's same-origin check).
  if (input.method !== 'GET') refusals.add(403);
  if (input.body || input.form) refusals.add(400);
  if (input.params || input.query || input.body) refusals.add(422);
  const responses: Answers = { ...input.answers };
  for (const status of [...refusals].sort()) responses[status] = ZErrorResponse;
  const { refusals: _given, ...route } = input;
  return { ...route, responses } as unknown as Omit<
    ApiRoute<Path, Params, Query, Body, Success>,
    'operationId'
  >;
}

/** An area's routes, keyed by operationId: each key becomes its route's operationId. */
export function routeTable<const Table extends Record<string, Omit<ApiRoute, 'operationId'>>>(
  table: Table,
): { [Id in keyof Table & string]: Table[Id] & { operationId: Id } } {
  return Object.fromEntries(
    Object.entries(table).map(([operationId, route]) => [operationId, { ...route, operationId }]),
  ) as { [Id in keyof Table & string]: Table[Id] & { operationId: Id } };
}
