import { PDF_MESSAGES } from '@praktijkportaal/contract/pdfs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, TINY_PDF } from './support/multipart';
import { route } from './support/route';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: { id: number; cookie: string };
let practiceId: number;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://portaal.example.nl' });
  admin = await t.signedIn('Admin');
  practiceId = await t.createPractice();
});
afterAll(() => t.close());

describe('ids beyond the integer column', () => {
  it.each([
    route('getUser', { id: 2147483648 }),
    route('getPractice', { practiceId: 2147483648 }),
    route('getDashboard', { id: 2147483648 }),
    route('getReport', { id: 2147483648 }),
    route('getPdf', { id: 2147483648 }),
    route('getAllowedDashboardTypes', { id: 1 }, { practiceId: 99999999999 }),
  ])('GET $url is refused with 422, not a database error', async (request) => {
    const response = await t.call(admin.cookie, request);
    expect(response.statusCode).toBe(422);
  });

  it('refuses them in bodies too, and ids that are not plain numbers', async () => {
    for (const practiceIdValue of [2_147_483_648, true, [1], '0x1', ' 1', 1.5]) {
      const response = await t.call(admin.cookie, route('createDashboard'), {
        name: 'Dashboard',
        practiceId: practiceIdValue,
      });
      expect(response.statusCode, JSON.stringify(practiceIdValue)).toBe(422);
    }
    const asText = await t.call(admin.cookie, route('createDashboard'), {
      name: 'Tekst-id',
      practiceId: String(practiceId),
    });
    expect(asText.statusCode).toBe(201);
  });
});

describe('control characters', () => {
  it.each([
    { request: route('createPractice'), body: { name: 'Praktijk\u0000' } },
    {
      request: route('createPractice'),
      body: { name: 'Praktijk', description: 'regel\u0000' },
    },
    {
      request: route('createUser'),
      body: { name: 'Naam\u0007', email: 'nul@example.nl', password: 'Wachtwoord-123' },
    },
    {
      request: route('createDashboard'),
      body: { name: 'D', grip_dashboard: 'digiredourl', url_dashboard: 'https://a.nl/x\u0000y' },
    },
    { request: route('createReport'), body: { name: 'juni', klanten: 'tekst\u0000' } },
  ])(
    '$request.method $request.url with a control character is a 422',
    async ({ request, body }) => {
      const response = await t.call(admin.cookie, request, {
        practiceId,
        practice_id: practiceId,
        ...body,
      });
      expect(response.statusCode).toBe(422);
    },
  );

  it('keeps line breaks and tabs in multi-line texts', async () => {
    const response = await t.call(admin.cookie, route('createPractice'), {
      name: 'Praktijk Regels',
      description: 'een\r\ntwee\tdrie',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().description).toBe('een\r\ntwee\tdrie');
  });
});

describe('the route decides what is API', () => {
  it('applies the same-origin check to an encoded /api path', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/%61pi/login',
      headers: { origin: 'https://kwaadaardig.example.com' },
      payload: { email: 'a@b.nl', password: 'x' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('loads the session for an encoded /api path', async () => {
    // An encoded path is no route of the table: sent as it is.
    const response = await t.call(admin.cookie, { method: 'GET', url: '/%61pi/users' });
    expect(response.statusCode).toBe(200);
  });
});

describe('upload names and counts', () => {
  async function send(parts: Parameters<typeof multipartBody>[0]) {
    const { body, contentType } = multipartBody(parts);
    return t.app.inject({
      ...route('uploadPdf', { practiceId }),
      headers: { 'content-type': contentType, cookie: admin.cookie },
      payload: body,
    });
  }

  it('removes format characters that could disguise a name', async () => {
    const response = await send([
      { name: 'type', value: 'upload' },
      { name: 'pdf', filename: 'factuur\u202Efdp.exe', type: 'application/pdf', data: TINY_PDF },
    ]);
    expect(response.json().name).toBe('factuurfdp.exe.pdf');
  });

  it('answers two files with 422 on pdf', async () => {
    const file = { name: 'pdf', filename: 'a.pdf', type: 'application/pdf', data: TINY_PDF };
    const response = await send([{ name: 'type', value: 'upload' }, file, file]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ pdf: [PDF_MESSAGES.oneFileOnly] });
  });
});
