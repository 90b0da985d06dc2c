import { LIST_PAGE_SIZE, MAX_LIST_LIMIT } from '@praktijkportaal/contract/list-fields';
import { escapeHtml } from './html';
import {
  type Header,
  HTTP_METHODS,
  type JsonSchema,
  type MediaContent,
  type OpenApiDocument,
  type Operation,
  type Parameter,
} from './openapi-types';
import { SchemaRenderer } from './schema-list';
import { REFERENCE_STYLE } from './style';

export const REFERENCE_TITLE = 'Praktijkportaal – API';

/** What the server knows of an operation beyond its OpenAPI document. */
export type OperationFacts = {
  /** Who may call it, in words (from the route's access rule). */
  access?: string;
  /** A creating POST that honours `Idempotency-Key`. */
  idempotent?: boolean;
};

export type ReferenceInput = {
  document: OpenApiDocument;
  /** Where the document itself is served, for tools. */
  documentPath: string;
  sessionCookieName: string;
  /** `path` as the document writes it: `/api/users/{id}`. */
  factsOf?: (method: string, path: string) => OperationFacts | undefined;
};

type ListedOperation = { method: string; path: string; operation: Operation; anchor: string };
type Group = { name: string; description?: string; anchor: string; operations: ListedOperation[] };

/** The answers fastify/swagger describes only as "Default Response", in words. */
const STATUS_WORDS: Record<string, string> = {
  '200': 'Gelukt',
  '201': 'Aangemaakt',
  '202': 'Aangenomen',
  '204': 'Gelukt, zonder inhoud',
  '303': 'Doorgestuurd naar een andere pagina',
  '400': 'Ongeldig verzoek',
  '401': 'Niet ingelogd, of de gegevens kloppen niet',
  '403': 'Geen toegang',
  '404': 'Niet gevonden',
  '409': 'Botst met de huidige toestand',
  '410': 'Verlopen of al gebruikt',
  '413': 'Te groot',
  '415': 'Niet-ondersteund type',
  '422': 'Ongeldige invoer',
  '423': 'Tijdelijk geblokkeerd',
  '429': 'Te veel pogingen',
  '500': 'Fout in de server',
  '503': 'Niet beschikbaar',
};

const PARAMETER_PLACES: Record<string, string> = {
  path: 'in het pad',
  query: 'in de query',
  header: 'als header',
  cookie: 'als cookie',
};

/**
 * The API reference page: one HTML document with an inline stylesheet and no script, built from
 * the OpenAPI document. Operations are grouped by their first tag, or by the path's area
 * (`/api/users`) when the document carries no tags.
 */
export function renderApiReference(input: ReferenceInput): string {
  const { document } = input;
  const schemas = new SchemaRenderer(document.components?.schemas);
  const groups = groupOperations(document);
  const version = document.info?.version;
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(REFERENCE_TITLE)}</title>
<style>${REFERENCE_STYLE}</style>
</head>
<body>
<a class="skip" href="#operaties">Direct naar de operaties</a>
<header>
<h1>${escapeHtml(REFERENCE_TITLE)}</h1>
<p>De REST-API van het Praktijkportaal${version ? `, versie ${escapeHtml(version)}` : ''}. Voor tools: het <a href="${escapeHtml(input.documentPath)}">OpenAPI-document (JSON)</a>.</p>
</header>
<nav aria-labelledby="inhoud-kop">
<h2 id="inhoud-kop">Inhoud</h2>
<ol class="toc">
<li><a href="#werkwijze">Zo werkt de API</a></li>
${groups.map(tocEntry).join('\n')}
</ol>
</nav>
<main id="operaties">
${introduction(input)}
${groups.map((group) => groupSection(group, schemas, input)).join('\n')}
</main>
<footer>
<p>Gemaakt uit het <a href="${escapeHtml(input.documentPath)}">OpenAPI-document</a> van deze server: het beschrijft precies de routes die hij aanbiedt.</p>
</footer>
</body>
</html>
`;
}

function introduction(input: ReferenceInput) {
  const cookie = escapeHtml(input.sessionCookieName);
  return `<section aria-labelledby="werkwijze">
<h2 id="werkwijze">Zo werkt de API</h2>
<ul class="intro">
<li><strong>Inloggen.</strong> <code>POST /api/login</code> met <code>{"email": "…", "password": "…"}</code> zet de sessiecookie <code>${cookie}</code>; stuur die mee met elk volgend verzoek. Antwoordt de server <code>{"mfa_required": true}</code>, dan rondt <code>POST /api/login/mfa</code> met de code de login af. <code>POST /api/logout</code> beëindigt de sessie.</li>
<li><strong>Fouten.</strong> Een fout is JSON met een Nederlandse <code>message</code>, een vaste <code>code</code> voor programma's en bij ongeldige invoer (422) per veld de meldingen in <code>errors</code>.</li>
<li><strong>Aanmaken.</strong> Een aanmakende <code>POST</code> neemt een header <code>Idempotency-Key</code> aan (bijvoorbeeld een UUID): hetzelfde verzoek met dezelfde sleutel krijgt 24 uur lang hetzelfde antwoord zonder iets dubbel aan te maken.</li>
<li><strong>Lijsten.</strong> Een lijst komt in pagina's: <code>limit</code> (standaard ${LIST_PAGE_SIZE}, hoogstens ${MAX_LIST_LIMIT}) en <code>offset</code> in de query; het totaal staat in de header <code>X-Total-Count</code> en de buurpagina's in <code>Link</code>.</li>
<li><strong>Van een andere site.</strong> Een schrijvend verzoek dat een andere site dan het portaal zelf als <code>Origin</code> meestuurt, wordt geweigerd (403).</li>
</ul>
</section>`;
}

function tocEntry(group: Group) {
  const operations = group.operations
    .map(
      ({ method, path, operation, anchor }) =>
        `<li><a href="#${anchor}"><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code>${operation.summary ? ` – ${escapeHtml(operation.summary)}` : ''}</a></li>`,
    )
    .join('');
  return `<li><a href="#${group.anchor}">${escapeHtml(group.name)}</a> <span class="count">(${group.operations.length})</span><ol>${operations}</ol></li>`;
}

function groupSection(group: Group, schemas: SchemaRenderer, input: ReferenceInput) {
  const description = group.description ? `<p>${escapeHtml(group.description)}</p>` : '';
  const operations = group.operations.map((listed) => operationSection(listed, schemas, input));
  return `<section class="group" aria-labelledby="${group.anchor}">
<h2 id="${group.anchor}">${escapeHtml(group.name)}</h2>
${description}
${operations.join('\n')}
</section>`;
}

function operationSection(listed: ListedOperation, schemas: SchemaRenderer, input: ReferenceInput) {
  const { method, path, operation, anchor } = listed;
  const facts = input.factsOf?.(method, path) ?? {};
  const factRows = [
    facts.access ? ['Wie mag dit', escapeHtml(facts.access)] : undefined,
    facts.idempotent
      ? ['Idempotency-Key', 'ja: hetzelfde verzoek met dezelfde sleutel maakt niets dubbel aan']
      : undefined,
    operation.operationId
      ? ['operationId', `<code>${escapeHtml(operation.operationId)}</code>`]
      : undefined,
    operation.deprecated ? ['Verouderd', 'ja: gebruik deze operatie niet meer'] : undefined,
  ].filter((row) => row !== undefined);
  const parts = [
    `<h3 id="${anchor}"><span class="method method-${method}">${method.toUpperCase()}</span> <code class="path">${escapeHtml(path)}</code></h3>`,
    operation.summary ? `<p class="summary">${escapeHtml(operation.summary)}</p>` : '',
    operation.description ? `<p>${escapeHtml(operation.description)}</p>` : '',
    factRows.length > 0
      ? `<dl class="facts">${factRows.map(([term, value]) => `<dt>${term}</dt><dd>${value}</dd>`).join('')}</dl>`
      : '',
    parameterList(operation.parameters ?? [], schemas),
    requestBody(operation, schemas),
    responseList(operation, schemas),
  ];
  return `<section class="operation" aria-labelledby="${anchor}">
${parts.filter((part) => part !== '').join('\n')}
</section>`;
}

function parameterList(parameters: Parameter[], schemas: SchemaRenderer) {
  if (parameters.length === 0) return '';
  const items = parameters.map((parameter) => {
    const schema: JsonSchema = parameter.schema ?? {};
    const line = [
      `<code class="name">${escapeHtml(parameter.name)}</code>`,
      PARAMETER_PLACES[parameter.in] ?? escapeHtml(parameter.in),
      `<span class="type">${schemas.typeLabel(schema)}</span>`,
      parameter.required
        ? '<span class="required">verplicht</span>'
        : '<span class="optional">optioneel</span>',
      ...schemas.constraints(schema),
    ];
    const description = parameter.description
      ? `<p class="description">${escapeHtml(parameter.description)}</p>`
      : '';
    return `<li>${line.join(' · ')}${description}</li>`;
  });
  return `<h4>Parameters</h4><ul class="properties">${items.join('')}</ul>`;
}

function requestBody(operation: Operation, schemas: SchemaRenderer) {
  const body = operation.requestBody;
  if (!body) return '';
  const required = body.required ? '' : '<p class="note">De body mag ontbreken.</p>';
  const description = body.description ? `<p>${escapeHtml(body.description)}</p>` : '';
  return `<h4>Body van het verzoek</h4>${description}${required}${contentBlocks(body.content, schemas)}`;
}

function responseList(operation: Operation, schemas: SchemaRenderer) {
  const responses = Object.entries(operation.responses ?? {});
  if (responses.length === 0) return '';
  const items = responses.map(([status, response]) => {
    const description =
      response.description && response.description !== 'Default Response'
        ? response.description
        : (STATUS_WORDS[status] ?? '');
    const body = contentBlocks(response.content, schemas) || '<p class="note">Zonder body.</p>';
    return `<dt><span class="status status-${status.charAt(0)}">${escapeHtml(status)}</span> ${escapeHtml(description)}</dt><dd>${headerList(response.headers ?? {}, schemas)}${body}</dd>`;
  });
  return `<h4>Antwoorden</h4><dl class="responses">${items.join('')}</dl>`;
}

/** The headers an answer carries (a list's total and neighbouring pages). */
function headerList(headers: Record<string, Header>, schemas: SchemaRenderer) {
  const items = Object.entries(headers).map(([name, header]) => {
    const line = [
      `<code class="name">${escapeHtml(name)}</code>`,
      PARAMETER_PLACES.header,
      `<span class="type">${schemas.typeLabel(header.schema ?? {})}</span>`,
    ];
    const description = header.description
      ? `<p class="description">${escapeHtml(header.description)}</p>`
      : '';
    return `<li>${line.join(' · ')}${description}</li>`;
  });
  return items.length > 0 ? `<ul class="properties">${items.join('')}</ul>` : '';
}

function contentBlocks(content: MediaContent | undefined, schemas: SchemaRenderer) {
  const entries = Object.entries(content ?? {});
  const onlyJson = entries.length === 1 && entries[0]?.[0] === 'application/json';
  return entries
    .map(([mediaType, { schema }]) => {
      const label = onlyJson
        ? ''
        : `<p class="media-type"><code>${escapeHtml(mediaType)}</code></p>`;
      return label + (schema ? schemas.block(schema) : '');
    })
    .join('');
}

/** The groups in the document's tag order (then first appearance), each with its operations. */
function groupOperations(document: OpenApiDocument): Group[] {
  const groups = new Map<string, Group>();
  const anchors = new Set<string>();
  const uniqueAnchor = (text: string) => {
    const base = slug(text) || 'deel';
    let anchor = base;
    for (let n = 2; anchors.has(anchor); n++) anchor = `${base}-${n}`;
    anchors.add(anchor);
    return anchor;
  };
  // `werkwijze` and `operaties` are the page's own anchors.
  anchors.add('werkwijze').add('operaties').add('inhoud-kop');
  for (const tag of document.tags ?? []) {
    groups.set(tag.name, {
      name: tag.name,
      description: tag.description,
      anchor: uniqueAnchor(`deel-${tag.name.toLowerCase()}`),
      operations: [],
    });
  }
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const name = operation.tags?.[0] ?? pathArea(path);
      let group = groups.get(name);
      if (!group) {
        group = { name, anchor: uniqueAnchor(`deel-${name.toLowerCase()}`), operations: [] };
        groups.set(name, group);
      }
      const anchor = uniqueAnchor(operation.operationId ?? `${method}-${path}`);
      group.operations.push({ method, path, operation, anchor });
    }
  }
  return [...groups.values()].filter((group) => group.operations.length > 0);
}

/** `/api/users/{id}` → `/api/users`; `/healthz` → `/healthz`. */
function pathArea(path: string) {
  const segments = path.split('/').filter(Boolean);
  const area = segments[0] === 'api' ? segments.slice(0, 2) : segments.slice(0, 1);
  return `/${area.join('/')}`;
}

function slug(text: string) {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
