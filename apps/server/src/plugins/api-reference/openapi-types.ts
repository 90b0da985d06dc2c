/**
 * The parts of an OpenAPI 3.1 document the reference page reads. Everything is optional: the
 * page renders what the document carries and leaves out what it does not.
 */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  /** The media type of a file's bytes (an upload's field). */
  contentMediaType?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  pattern?: string;
};

export type MediaContent = Record<string, { schema?: JsonSchema }>;

export type Parameter = {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
};

export type Header = { description?: string; schema?: JsonSchema };

export type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; description?: string; content?: MediaContent };
  responses?: Record<
    string,
    { description?: string; headers?: Record<string, Header>; content?: MediaContent }
  >;
};

export type OpenApiDocument = {
  openapi?: string;
  info?: { title?: string; version?: string };
  tags?: { name: string; description?: string }[];
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const;
