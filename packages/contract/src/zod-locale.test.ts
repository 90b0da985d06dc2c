import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZChangePasswordRequest } from './auth';
import { ZCreateDashboardRequest } from './dashboards';
import { ZUpdatePracticeRequest } from './practices';
import { ZCreateUserRequest } from './users';
import { VALIDATION_MESSAGES } from './zod-locale';

function messages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

/** Zod's own wording ("Te kort: verwacht dat string >=1 tekens heeft", "Invalid input: …"). */
const RAW_ZOD_TEXT = /verwacht|expected|invalid|ongeldig:|>=|<=|string|number/i;

describe('the Dutch validation messages', () => {
  it('word the user form plainly', () => {
    const result = ZCreateUserRequest.safeParse({
      name: ' ',
      email: 'geen-adres',
      password: 'kort',
      type: 'Baas',
    });
    expect(messages(result)).toEqual({
      name: 'Vul dit veld in.',
      email: 'Vul een geldig e-mailadres in.',
      password: 'Gebruik minstens 8 tekens.',
      type: 'Kies een van: Klant, Manager, Coach, Admin.',
    });
  });

  it('word numbers, web addresses, missing fields and unknown values plainly', () => {
    expect(
      messages(ZUpdatePracticeRequest.safeParse({ grip_id: 7, url: 'www.example.nl' })),
    ).toEqual({
      grip_id: 'Kies een getal van hoogstens 3.',
      url: VALIDATION_MESSAGES.webUrl,
    });
    expect(messages(ZCreateDashboardRequest.safeParse({ name: 'x' })).practiceId).toBe(
      'Vul dit veld in.',
    );
  });

  it("keep a message a schema sets itself, such as the spec's own English text", () => {
    const result = ZChangePasswordRequest.safeParse({
      current_password: 'oud',
      new_password: 'nieuw-wachtwoord',
      new_password_confirmation: 'anders',
    });
    expect(messages(result)).toEqual({ new_password_confirmation: 'Passwords do not match' });
  });

  it.each([
    ['a wrong type', z.object({ a: z.string() }), { a: 5 }],
    ['an unknown key', z.strictObject({ a: z.string() }), { a: 'x', b: 1 }],
    ['a too long list', z.array(z.string()).max(1), ['a', 'b']],
    ['a union', z.union([z.number(), z.boolean()]), 'x'],
    ['a regex', z.string().regex(/^\d+$/), 'abc'],
    ['a fraction', z.number().int(), 1.5],
    ['a guid', z.guid(), 'abc'],
  ])("never show zod's own wording (%s)", (_kind, schema, input) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    for (const issue of result.error?.issues ?? []) expect(issue.message).not.toMatch(RAW_ZOD_TEXT);
  });
});
