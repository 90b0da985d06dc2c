/** The `code` of an error answer; a module without zod, so the web app's first bundle can read it. */
export const ERROR_CODES = {
  validationFailed: 'VALIDATION_FAILED',
  badRequest: 'BAD_REQUEST',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  passwordChangeRequired: 'PASSWORD_CHANGE_REQUIRED',
  mfaEnrolmentRequired: 'MFA_ENROLMENT_REQUIRED',
  /** Too many wrong codes in a row: no code is checked until the lock ends (decision 053). */
  mfaLocked: 'MFA_LOCKED',
  /** The password (or a code) must be proven again in this session first (decision 053). */
  reauthenticationRequired: 'REAUTHENTICATION_REQUIRED',
  /**
   * As above, for a user with a second factor: only a code or a passkey proves it, never the
   * password alone (decision 087).
   */
  secondFactorProofRequired: 'SECOND_FACTOR_PROOF_REQUIRED',
  crossOrigin: 'CROSS_ORIGIN_REFUSED',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  idempotencyKeyInProgress: 'IDEMPOTENCY_KEY_IN_PROGRESS',
  invalidCredentials: 'INVALID_CREDENTIALS',
  passwordLinkInvalid: 'PASSWORD_LINK_INVALID',
  emailChangeLinkInvalid: 'EMAIL_CHANGE_LINK_INVALID',
  securityReportLinkInvalid: 'SECURITY_REPORT_LINK_INVALID',
  unsubscribeLinkInvalid: 'UNSUBSCRIBE_LINK_INVALID',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  uriTooLong: 'URI_TOO_LONG',
  requestTimeout: 'REQUEST_TIMEOUT',
  headersTooLarge: 'HEADERS_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  storageUnavailable: 'STORAGE_UNAVAILABLE',
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
