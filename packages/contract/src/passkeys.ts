import { z } from 'zod';
import './zod-locale';

/*
 * Passkeys (decisions 072 and 073): WebAuthn credentials a user adds on
 * "Mijn account" and logs in with, without a password. The ceremonies' options and answers are
 * WebAuthn's JSON forms (as @simplewebauthn/browser sends and reads them).
 */

/** The longest name a person gives a passkey. */
export const MAX_PASSKEY_NAME_LENGTH = 60;
/** How long a ceremony's challenge is valid (also the browser's timeout). */
export const PASSKEY_CEREMONY_MINUTES = 5;

/** base64url without padding, as WebAuthn's JSON forms carry bytes; bounded. */
const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, { message: 'Geen geldige base64url-tekst.' });
const ZTransports = z.array(z.string().max(20)).max(10);
const ZCredentialDescriptor = z.object({
  id: base64url(1400),
  type: z.string(),
  transports: ZTransports.optional(),
});

/** One of the caller's passkeys, as "Mijn account" lists it. */
export const ZPasskey = z
  .object({
    id: z.number().int(),
    name: z.string(),
    created_at: z.string(),
    /** The last login or proof with it; null when it was never used. */
    last_used_at: z.string().nullable(),
    /** Whether the passkey is synced (backed up) by its provider, e.g. a password manager. */
    backed_up: z.boolean(),
  })
  .meta({ id: 'Passkey' });
export type TPasskey = z.infer<typeof ZPasskey>;
export const ZPasskeyList = z.array(ZPasskey);

const ZSerialId = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);
export const ZPasskeyIdParams = z.object({ id: ZSerialId });
/** A user's passkey, as the Admin addresses it. */
export const ZUserPasskeyParams = z.object({ id: ZSerialId, passkeyId: ZSerialId });

export const ZRenamePasskeyRequest = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: 'Geef de passkey een naam.' })
    .max(MAX_PASSKEY_NAME_LENGTH, {
      message: `Een naam is hoogstens ${MAX_PASSKEY_NAME_LENGTH} tekens.`,
    }),
});
export type TRenamePasskeyRequest = z.infer<typeof ZRenamePasskeyRequest>;

/** PublicKeyCredentialCreationOptionsJSON: what the browser needs to make a passkey. */
export const ZPasskeyRegistrationOptions = z.object({
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.string() })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(ZCredentialDescriptor).optional(),
  authenticatorSelection: z
    .object({
      residentKey: z.string().optional(),
      requireResidentKey: z.boolean().optional(),
      userVerification: z.string().optional(),
    })
    .optional(),
  attestation: z.string().optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
});
export type TPasskeyRegistrationOptions = z.infer<typeof ZPasskeyRegistrationOptions>;

/** PublicKeyCredentialRequestOptionsJSON: what the browser needs to sign in with a passkey. */
export const ZPasskeyAuthenticationOptions = z.object({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(ZCredentialDescriptor).optional(),
  userVerification: z.string().optional(),
});
export type TPasskeyAuthenticationOptions = z.infer<typeof ZPasskeyAuthenticationOptions>;

/** The browser's extension outputs: whether the passkey is discoverable; others are dropped. */
const ZExtensionResults = z.object({
  credProps: z.object({ rk: z.boolean().optional() }).optional(),
});
const ZAttachment = z.enum(['platform', 'cross-platform']).optional();

/** RegistrationResponseJSON: the new passkey, as the browser answers the creation options. */
export const ZPasskeyRegistrationResponse = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4000),
    attestationObject: base64url(20_000),
    authenticatorData: base64url(4000).optional(),
    transports: ZTransports.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(8000).optional(),
  }),
  authenticatorAttachment: ZAttachment,
  clientExtensionResults: ZExtensionResults,
});
export type TPasskeyRegistrationResponse = z.infer<typeof ZPasskeyRegistrationResponse>;

/** AuthenticationResponseJSON: a passkey's signature over the challenge. */
export const ZPasskeyAuthenticationResponse = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(4000),
    // ML-DSA signatures (post-quantum, offered by default) are up to 4,627 bytes.
    signature: base64url(8000),
    userHandle: base64url(200).optional(),
  }),
  authenticatorAttachment: ZAttachment,
  clientExtensionResults: ZExtensionResults,
});
export type TPasskeyAuthenticationResponse = z.infer<typeof ZPasskeyAuthenticationResponse>;

/** POST /api/me/passkeys: the browser's answer to the registration options. */
export const ZAddPasskeyRequest = z.object({ response: ZPasskeyRegistrationResponse });
/** POST /api/login/passkey and /api/me/reauthenticate/passkey: the browser's signature. */
export const ZPasskeyProofRequest = z.object({ response: ZPasskeyAuthenticationResponse });
export type TPasskeyProofRequest = z.infer<typeof ZPasskeyProofRequest>;

export const PASSKEY_MESSAGES = {
  notFound: 'Deze passkey bestaat niet (meer).',
  /** The same for an unknown passkey, a wrong signature and an expired request. */
  loginFailed:
    'Inloggen met deze passkey is niet gelukt. Probeer het opnieuw of log in met je wachtwoord.',
  proofFailed: 'Bevestigen met deze passkey is niet gelukt. Probeer het opnieuw.',
  registrationFailed:
    'De passkey kon niet worden toegevoegd: het verzoek was verlopen of klopte niet. Probeer het opnieuw.',
  alreadyAdded: 'Deze passkey is al toegevoegd.',
  noneToProveWith: 'Je hebt nog geen passkey om mee te bevestigen. Vul je wachtwoord in.',
} as const;
