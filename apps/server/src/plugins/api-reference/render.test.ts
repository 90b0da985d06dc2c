import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from './openapi-types';
import { renderApiReference } from './render';

const base = { documentPath: '/api/openapi.json', sessionCookieName: 'portal_session' };

/** The level-2 headings of the groups, in page order. */
function groupHeadings(html: string) {
  return [
    ...html.matchAll(
      /<section class="group" aria-labelledby="[^"]+">\n<h2 id="[^"]+">([^<]+)<\/h2>/g,
    ),
  ].map((match) => match[1]);
}

describe('renderApiReference', () => {
  it('groups by the first tag, in the document’s tag order, with its description', () => {
    const document: OpenApiDocument = {
      tags: [
        { name: 'Inloggen', description: 'Sessies beginnen en beëindigen.' },
        { name: 'Gebruikers' },
        { name: 'Ongebruikt' },
      ],
      paths: {
        '/api/users': {
          get: { tags: ['Gebruikers'], summary: 'Gebruikers zoeken', operationId: 'listUsers' },
        },
        '/api/login': { post: { tags: ['Inloggen'], summary: 'Inloggen', operationId: 'login' } },
      },
    };
    const html = renderApiReference({ ...base, document });
    expect(groupHeadings(html)).toEqual(['Inloggen', 'Gebruikers']);
    expect(html).toContain('<p>Sessies beginnen en beëindigen.</p>');
    expect(html).toContain('<h3 id="listUsers">');
    expect(html).toContain('<p class="summary">Gebruikers zoeken</p>');
    expect(html).toContain('<dt>operationId</dt><dd><code>listUsers</code></dd>');
  });

  it('without tags, groups by the area of the path', () => {
    const document: OpenApiDocument = {
      paths: {
        '/api/users/{id}': { get: {}, delete: {} },
        '/api/users': { get: {} },
        '/api/practices': { get: {} },
        '/healthz': { get: {} },
      },
    };
    const html = renderApiReference({ ...base, document });
    expect(groupHeadings(html)).toEqual(['/api/users', '/api/practices', '/healthz']);
  });

  it('resolves $refs and indents nested objects, naming a schema met again inside itself', () => {
    const document: OpenApiDocument = {
      components: {
        schemas: {
          Practice: {
            type: 'object',
            properties: { name: { type: 'string', maxLength: 200 } },
            required: ['name'],
          },
          Folder: {
            type: 'object',
            properties: {
              children: { type: 'array', items: { $ref: '#/components/schemas/Folder' } },
            },
          },
        },
      },
      paths: {
        '/api/users/{id}': {
          get: {
            responses: {
              '200': {
                description: 'De gebruiker',
                content: {
                  'application/json': {
                    schema: {
                      allOf: [
                        {
                          type: 'object',
                          properties: { id: { type: 'integer' } },
                          required: ['id'],
                        },
                        {
                          type: 'object',
                          properties: {
                            practices: {
                              type: 'array',
                              items: { $ref: '#/components/schemas/Practice' },
                            },
                            folder: { $ref: '#/components/schemas/Folder' },
                          },
                        },
                      ],
                    },
                  },
                },
              },
              '404': { description: 'Default Response' },
            },
          },
        },
      },
    };
    const html = renderApiReference({ ...base, document });
    expect(html).toContain(
      '<code class="name">id</code> · <span class="type">geheel getal</span> · <span class="required">verplicht</span>',
    );
    // The practice's own properties, one list deeper than the practices property.
    expect(html).toContain(
      '<code class="name">practices</code> · <span class="type">lijst van object</span> · <span class="optional">optioneel</span><ul class="properties"><li><code class="name">name</code> · <span class="type">tekst</span> · <span class="required">verplicht</span> · hoogstens 200 tekens</li></ul>',
    );
    expect(html).toContain('<span class="type">lijst van Folder</span>');
    expect(html).toContain('<span class="status status-2">200</span> De gebruiker');
    expect(html).toContain('<span class="status status-4">404</span> Niet gevonden');
  });

  it('escapes what the document says', () => {
    const document: OpenApiDocument = {
      paths: { '/api/x': { get: { summary: '<img src=x onerror=alert(1)>' } } },
    };
    const html = renderApiReference({ ...base, document });
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
  });
});
