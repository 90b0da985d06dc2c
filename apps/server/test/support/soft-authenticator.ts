import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/*
 * A passkey authenticator in software for the API tests (decision 072): a P-256 key made with
 * node:crypto, WebAuthn's authenticator data and CBOR (through @simplewebauthn/server's helper)
 * written by hand, so the server's checks meet real bytes. Each method can be told to get one
 * thing wrong (origin, RP id, challenge, user verification, counter).
 */

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

type Ceremony = { challenge: string; origin: string; rpId: string };
type Mistakes = Partial<{ origin: string; rpId: string; challenge: string; verified: boolean }>;

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  /** The signature counter; a test may set it back to play a cloned authenticator. */
  counter = 0;
  userHandle: string | undefined;

  get id() {
    return b64url(this.credentialId);
  }

  private authenticatorData(rpId: string, flags: number, attested?: Buffer) {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, attested ?? Buffer.alloc(0)]);
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', ceremony: Ceremony) {
    const json = JSON.stringify({
      type,
      challenge: ceremony.challenge,
      origin: ceremony.origin,
      crossOrigin: false,
    });
    return Buffer.from(json);
  }

  /** The COSE form of the public key (EC2, ES256). */
  private coseKey() {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
  }

  private flags(verified: boolean, extra = 0) {
    return FLAG_USER_PRESENT | (verified ? FLAG_USER_VERIFIED : 0) | extra;
  }

  /** RegistrationResponseJSON for creation options, as a browser would send it. */
  register(
    options: { challenge: string; rp: { id?: string }; user: { id: string } },
    origin: string,
    mistakes: Mistakes = {},
  ) {
    this.userHandle = options.user.id;
    const ceremony = {
      challenge: mistakes.challenge ?? options.challenge,
      origin: mistakes.origin ?? origin,
      rpId: mistakes.rpId ?? options.rp.id ?? new URL(origin).hostname,
    };
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([
      Buffer.alloc(16), // AAGUID: none
      idLength,
      this.credentialId,
      this.coseKey(),
    ]);
    const authData = this.authenticatorData(
      ceremony.rpId,
      this.flags(mistakes.verified ?? true, FLAG_ATTESTED_DATA),
      attested,
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]) as Parameters<typeof isoCBOR.encode>[0],
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', ceremony)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: { credProps: { rk: true } },
    };
  }

  /** AuthenticationResponseJSON for request options: a signature over the challenge. */
  authenticate(
    options: { challenge: string; rpId?: string },
    origin: string,
    mistakes: Mistakes = {},
  ) {
    this.counter += 1;
    const ceremony = {
      challenge: mistakes.challenge ?? options.challenge,
      origin: mistakes.origin ?? origin,
      rpId: mistakes.rpId ?? options.rpId ?? new URL(origin).hostname,
    };
    const authData = this.authenticatorData(ceremony.rpId, this.flags(mistakes.verified ?? true));
    const clientDataJSON = this.clientData('webauthn.get', ceremony);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientDataJSON)]),
      this.keys.privateKey,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }
}
