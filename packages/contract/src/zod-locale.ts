import { z } from 'zod';

/**
 * Every validation message a person can read, in plain written Dutch: zod's own
 * texts ("Te kort: verwacht dat string >=1 tekens heeft") never reach a screen or an API answer.
 * Messages a schema sets itself (the spec's "Passwords do not match", say) take precedence.
 */
export const VALIDATION_MESSAGES = {
  required: 'Vul dit veld in.',
  tooShort: (minimum: number | bigint) => `Gebruik minstens ${minimum} tekens.`,
  tooLong: (maximum: number | bigint) => `Gebruik hoogstens ${maximum} tekens.`,
  numberAtLeast: (minimum: number | bigint) => `Kies een getal van minstens ${minimum}.`,
  numberAtMost: (maximum: number | bigint) => `Kies een getal van hoogstens ${maximum}.`,
  wholeNumber: 'Vul een heel getal in.',
  number: 'Vul een getal in.',
  chooseAtLeast: (minimum: number | bigint) =>
    Number(minimum) === 1 ? 'Kies er minstens één.' : `Kies er minstens ${minimum}.`,
  chooseAtMost: (maximum: number | bigint) => `Kies er hoogstens ${maximum}.`,
  chooseOneOf: (values: readonly unknown[]) => `Kies een van: ${values.map(String).join(', ')}.`,
  email: 'Vul een geldig e-mailadres in.',
  webUrl: 'Vul een volledig webadres in, beginnend met http:// of https://.',
  guid: 'Vul een geldige id in, zoals 6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f.',
  format: 'Deze invoer heeft niet de juiste vorm.',
  unknownFields: (keys: readonly string[]) =>
    keys.length === 1 ? `Onbekend veld: ${keys[0]}.` : `Onbekende velden: ${keys.join(', ')}.`,
  invalid: 'Deze invoer is ongeldig.',
} as const;

const M = VALIDATION_MESSAGES;

/** Zod's error map for the portal: one Dutch sentence per kind of problem. */
export const dutchErrorMap: z.core.$ZodErrorMap = (issue) => {
  // A field left out (or null where a value is needed), whatever its kind: ask for it.
  if ((issue.input === undefined || issue.input === null) && issue.code !== 'unrecognized_keys')
    return M.required;
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'number' || issue.expected === 'int' ? M.number : M.invalid;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? M.required : M.tooShort(issue.minimum);
      if (issue.origin === 'array' || issue.origin === 'set') return M.chooseAtLeast(issue.minimum);
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
        return M.numberAtLeast(issue.inclusive ? issue.minimum : Number(issue.minimum) + 1);
      return M.invalid;
    case 'too_big':
      if (issue.origin === 'string') return M.tooLong(issue.maximum);
      if (issue.origin === 'array' || issue.origin === 'set') return M.chooseAtMost(issue.maximum);
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
        return M.numberAtMost(issue.inclusive ? issue.maximum : Number(issue.maximum) - 1);
      return M.invalid;
    case 'invalid_format':
      if (issue.format === 'email') return M.email;
      if (issue.format === 'url') return M.webUrl;
      if (issue.format === 'guid' || issue.format === 'uuid') return M.guid;
      return M.format;
    case 'not_multiple_of':
      return Number(issue.divisor) === 1 ? M.wholeNumber : M.invalid;
    case 'invalid_value':
      return M.chooseOneOf(issue.values);
    case 'unrecognized_keys':
      return M.unknownFields(issue.keys);
    default:
      return M.invalid;
  }
};

z.config({ localeError: dutchErrorMap });
