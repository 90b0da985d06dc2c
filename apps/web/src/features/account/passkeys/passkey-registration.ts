import type { TPasskeyRegistrationOptions } from '@praktijkportaal/contract/passkeys';
import {
  type PublicKeyCredentialCreationOptionsJSON,
  startRegistration,
} from '@simplewebauthn/browser';
import { assertPasskeysSupported, toCeremonyError } from '../../../lib/passkey-sign-in';
import { PASSKEY_TEXTS } from './passkey-texts';

/** Makes a passkey on this device (or in a password manager) for the creation options. */
export async function createPasskey(options: TPasskeyRegistrationOptions) {
  assertPasskeysSupported();
  try {
    return await startRegistration({
      optionsJSON: options as PublicKeyCredentialCreationOptionsJSON,
    });
  } catch (error) {
    throw toCeremonyError(error, {
      cancelled: PASSKEY_TEXTS.cancelled,
      alreadyRegistered: PASSKEY_TEXTS.alreadyOnDevice,
    });
  }
}
