import type { TPasskeyAuthenticationOptions } from '@praktijkportaal/contract/passkeys';
import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  WebAuthnAbortService,
} from '@simplewebauthn/browser';
import { PASSKEY_LOGIN_TEXTS } from './passkey-login-texts';

/*
 * The browser's half of signing in or proving with a passkey (decision 072), through
 * @simplewebauthn/browser, for the login and for "Mijn account";
 * features/account/passkeys/passkey-registration.ts makes new ones. What the browser cannot do,
 * or the person broke off, becomes a PasskeyCeremonyError whose message is the Dutch sentence
 * to show. Kept apart from making passkeys: the login page loads only this.
 */

export class PasskeyCeremonyError extends Error {
  constructor(
    message: string,
    /** Broken off by the person, or by the page starting another ceremony. */
    readonly cancelled = false,
  ) {
    super(message);
  }
}

/** The browser's error as a sentence; `messages` for what this ceremony calls it. */
export function toCeremonyError(
  error: unknown,
  messages: { cancelled: string; alreadyRegistered?: string },
) {
  const { name, code } = (error ?? {}) as { name?: string; code?: string };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' && messages.alreadyRegistered) {
    return new PasskeyCeremonyError(messages.alreadyRegistered);
  }
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') {
    return new PasskeyCeremonyError(messages.cancelled, true);
  }
  return new PasskeyCeremonyError(PASSKEY_LOGIN_TEXTS.failed);
}

/** Whether this browser can use passkeys at all. */
export function passkeysSupported() {
  return browserSupportsWebAuthn();
}

export function assertPasskeysSupported() {
  if (!passkeysSupported()) throw new PasskeyCeremonyError(PASSKEY_LOGIN_TEXTS.unsupported);
}

/**
 * Signs the challenge with a passkey the person picks. `autofill`: offered in the e-mail
 * field's suggestions (conditional mediation) instead of a dialog.
 */
export async function signWithPasskey(
  options: TPasskeyAuthenticationOptions,
  {
    autofill = false,
    cancelledMessage = PASSKEY_LOGIN_TEXTS.loginCancelled,
  }: { autofill?: boolean; cancelledMessage?: string } = {},
) {
  assertPasskeysSupported();
  try {
    return await startAuthentication({
      optionsJSON: options as PublicKeyCredentialRequestOptionsJSON,
      useBrowserAutofill: autofill,
    });
  } catch (error) {
    throw toCeremonyError(error, { cancelled: cancelledMessage });
  }
}

/** Whether the browser offers passkeys in a field's autofill (conditional mediation). */
export function passkeyAutofillSupported() {
  return browserSupportsWebAuthnAutofill();
}

/** Ends a ceremony still waiting (the autofill's, when the page goes). */
export function cancelPasskeyCeremony() {
  WebAuthnAbortService.cancelCeremony();
}
