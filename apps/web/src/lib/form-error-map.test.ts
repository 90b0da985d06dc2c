import '@praktijkportaal/contract/zod-locale';
import { ZUpdatePracticeRequest } from '@praktijkportaal/contract/practices';
import { ZCreateUserRequest } from '@praktijkportaal/contract/users';
import { describe, expect, it } from 'vitest';
import { formErrorMap } from './form-error-map';

function messages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('formErrorMap', () => {
  it('words the user form errors plainly', () => {
    const result = ZCreateUserRequest.safeParse(
      { name: ' ', email: 'geen-adres', password: 'kort', type: 'Klant' },
      { error: formErrorMap },
    );
    expect(messages(result)).toEqual({
      name: 'Vul dit veld in.',
      email: 'Vul een geldig e-mailadres in.',
      password: 'Gebruik minstens 8 tekens.',
    });
  });

  it('asks for a whole web address', () => {
    const result = ZUpdatePracticeRequest.safeParse(
      { url: 'www.example.nl' },
      { error: formErrorMap },
    );
    expect(messages(result)).toEqual({
      url: 'Vul een volledig webadres in, beginnend met https://.',
    });
  });

  it("leaves other errors to zod's Dutch messages", () => {
    const result = ZUpdatePracticeRequest.safeParse({ grip_id: 7 }, { error: formErrorMap });
    expect(messages(result).grip_id).toMatch(/^Te groot/);
  });
});
