import type {
  TPasskeyAuthenticationOptions,
  TPasskeyRegistrationOptions,
} from '@praktijkportaal/contract/passkeys';
import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
} from '@simplewebauthn/browser';
import { PASSKEY_TEXTS } from '../passkey-texts';

/*
 * The browser's half of a passkey ceremony (decision 072), through @simplewebauthn/browser:
 * what the browser cannot do, or the person broke off, becomes a PasskeyCeremonyError whose
 * message is the Dutch sentence to show.
 */

export class PasskeyCeremonyError extends Error {
  constructor(
    message: string,
    /** Broken off by the person, or by the page starting another ceremony: nothing to show. */
    readonly cancelled = false,
  ) {
    super(message);
  }
}

function ceremonyError(error: unknown, cancelledMessage: string) {
  const { name, code } = (error ?? {}) as { name?: string; code?: string };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
    return new PasskeyCeremonyError(PASSKEY_TEXTS.alreadyOnDevice);
  }
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') {
    return new PasskeyCeremonyError(cancelledMessage, true);
  }
  return new PasskeyCeremonyError(PASSKEY_TEXTS.failed);
}

function assertSupported() {
  if (!browserSupportsWebAuthn()) throw new PasskeyCeremonyError(PASSKEY_TEXTS.unsupported);
}

/** Makes a passkey on this device (or a password manager) for the creation options. */
export async function createPasskey(options: TPasskeyRegistrationOptions) {
  assertSupported();
  try {
    return await startRegistration({
      optionsJSON: options as PublicKeyCredentialCreationOptionsJSON,
    });
  } catch (error) {
    throw ceremonyError(error, PASSKEY_TEXTS.cancelled);
  }
}

/**
 * Signs the challenge with a passkey the person picks. `autofill`: offered in the e-mail
 * field's suggestions (conditional mediation) instead of a dialog.
 */
export async function signWithPasskey(
  options: TPasskeyAuthenticationOptions,
  {
    autofill = false,
    cancelledMessage = PASSKEY_TEXTS.loginCancelled,
  }: { autofill?: boolean; cancelledMessage?: string } = {},
) {
  assertSupported();
  try {
    return await startAuthentication({
      optionsJSON: options as PublicKeyCredentialRequestOptionsJSON,
      useBrowserAutofill: autofill,
    });
  } catch (error) {
    throw ceremonyError(error, cancelledMessage);
  }
}

/** Whether this browser can use passkeys at all. */
export function passkeysSupported() {
  return browserSupportsWebAuthn();
}

/** Whether the browser offers passkeys in a field's autofill (conditional mediation). */
export function passkeyAutofillSupported() {
  return browserSupportsWebAuthnAutofill();
}

/** Ends a ceremony still waiting (the autofill's, when the page goes). */
export function cancelPasskeyCeremony() {
  WebAuthnAbortService.cancelCeremony();
}
