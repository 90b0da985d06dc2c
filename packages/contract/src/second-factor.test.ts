import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { ZConfirmMfaRequest, ZLoginMfaRequest } from './second-factor';

describe('second-factor codes', () => {
  it('take six digits or a recovery code, ignoring spaces and case', () => {
    expect(ZLoginMfaRequest.parse({ code: ' 123 456 ' })).toEqual({ code: '123456' });
    expect(ZLoginMfaRequest.parse({ code: 'ABCD-efgh-2345-67ab-cdef-ghij' })).toEqual({
      code: 'abcd-efgh-2345-67ab-cdef-ghij',
    });
  });

  it('refuse anything else with a Dutch message at the field', () => {
    for (const code of ['12345', '1234567', 'abcdef', 'abcd-efgh-1111-67ab-cdef-ghij', '']) {
      const result = ZLoginMfaRequest.safeParse({ code });
      expect(result.success, code).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(MESSAGES.mfaCodeFormat);
    }
  });

  it('confirm an enrolment with an app code only', () => {
    expect(ZConfirmMfaRequest.safeParse({ code: '654321' }).success).toBe(true);
    expect(ZConfirmMfaRequest.safeParse({ code: 'abcd-efgh-2345-67ab-cdef-ghij' }).success).toBe(
      false,
    );
  });
});
