import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@praktijkportaal/contract/second-factor';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const ISSUER = 'Praktijkportaal';
/** Codes of one step before and after now count too: clocks of phones drift. */
const ACCEPTED_STEPS_AROUND_NOW = 1;

function totpOf(secret: string, label: string) {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new 160-bit secret (RFC 4226's recommended length), in base32 as apps take it. */
export function newTotpSecret() {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address and its QR code (SVG as a data: URL), made here, not by any service. */
export async function totpEnrolmentOf(secret: string, label: string) {
  const otpauthUrl = totpOf(secret, label).toString();
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 2 });
  return {
    otpauthUrl,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/** The time step whose code `code` is (now ± one step), or null when it is none of them. */
export function timeStepOfCode(secret: string, code: string, now = Date.now()): number | null {
  const totp = totpOf(secret, '');
  const delta = totp.validate({ token: code, timestamp: now, window: ACCEPTED_STEPS_AROUND_NOW });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}
