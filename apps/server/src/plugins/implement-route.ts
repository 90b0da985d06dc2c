import type { Answer, ApiRoute, RawAnswer } from '@praktijkportaal/contract/api/route';
import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's key in the contract's route table (packages/contract/src/api/routes.ts). */
    operationId?: string;
  }
}

/** The answers a handler sends itself as JSON: the route's `answers`, less raw bytes. */
type JsonAnswers<Answers> = {
  [Status in keyof Answers as Answers[Status] extends z.ZodType ? Status : never]: Answers[Status];
};

/** A schema the route has (its optional property without `undefined`), or none. */
type Given<Schema> = [Exclude<Schema, undefined>] extends [never]
  ? undefined
  : Exclude<Schema, undefined>;

/** The route as Fastify's types see it, so its handler is typed from the contract. */
type HandlerSchema<Route extends ApiRoute> = {
  params: Given<Route['params']>;
  querystring: Given<Route['query']>;
  body: Given<Route['body']>;
  response: keyof JsonAnswers<Route['answers']> extends never
    ? undefined
    : JsonAnswers<Route['answers']>;
};

/** A handler of this route of the table: request and answer typed from its schemas. */
export type RouteHandler<Route extends ApiRoute> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  HandlerSchema<Route>,
  ZodTypeProvider
>;

/** The server's own settings of a route, besides what the table says (idempotency, say). */
export type RouteSettings = Omit<FastifyContextConfig, 'access' | 'operationId'>;

export type Implementation<Route extends ApiRoute> =
  | RouteHandler<Route>
  | { settings: RouteSettings; handler: RouteHandler<Route> };

/** Any Fastify instance, whatever its type provider. */
// biome-ignore lint/suspicious/noExplicitAny: the type provider only types handlers, given here.
type AnyFastify = FastifyInstance<any, any, any, any, any>;

function isRaw(answer: Answer): answer is RawAnswer {
  return (answer as RawAnswer).kind === 'raw';
}

/**
 * What Fastify gets of a route: its schemas for validation and serialisation (answers written
 * as raw bytes have none), and for the OpenAPI document its tag, summary and operationId.
 */
export function fastifySchemaOf(route: ApiRoute): FastifySchema & Record<string, unknown> {
  const response: Record<string, z.ZodType> = {};
  for (const [status, answer] of Object.entries(route.responses)) {
    if (!isRaw(answer)) response[status] = answer;
  }
  return {
    ...(route.params ? { params: route.params } : {}),
    ...(route.query ? { querystring: route.query } : {}),
    ...(route.body ? { body: route.body } : {}),
    ...(Object.keys(response).length > 0 ? { response } : {}),
    tags: [route.tag],
    summary: route.summary,
    operationId: route.operationId,
    // The document's default is the session cookie; a public route needs none.
    ...(route.access.kind === 'public' ? { security: [] } : {}),
    ...(route.hidden ? { hide: true } : {}),
  };
}

/** Registers one route of the table with its handler; its access rule comes from the table. */
export function implementRoute<Route extends ApiRoute>(
  app: AnyFastify,
  route: Route,
  implementation: Implementation<Route>,
) {
  const { handler, settings } =
    typeof implementation === 'function'
      ? { handler: implementation, settings: {} }
      : implementation;
  app.route({
    method: route.method,
    url: route.path,
    config: { ...settings, access: route.access, operationId: route.operationId },
    schema: fastifySchemaOf(route),
    handler: handler as RouteHandlerMethod,
  });
}

/**
 * Registers every route of an area of the table (the routes one module serves). The compiler
 * refuses a missing handler; the app refuses to start with a route of the table left out
 * (plugins/authorization.ts).
 */
export function implementRoutes<Area extends Record<string, ApiRoute>>(
  app: AnyFastify,
  area: Area,
  implementations: { [Id in keyof Area]: Implementation<Area[Id]> },
) {
  for (const [operationId, route] of Object.entries(area)) {
    implementRoute(app, route, implementations[operationId] as Implementation<ApiRoute>);
  }
}
