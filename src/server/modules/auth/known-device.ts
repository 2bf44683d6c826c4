import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A device the account signed in on before (F4, issue 28 item 6): after every sign-in the browser keeps
 * `<device id>.<HMAC of account and device id>` for 180 days, readable only by /api/auth. On that device
 * the account-wide slow-down of guessed passwords does not apply; the per-address limits still do.
 */
export const KNOWN_DEVICE_COOKIE = 'tradein_device';
export const KNOWN_DEVICE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

const macOf = (key: Buffer, userId: string, deviceId: string) =>
  createHmac('sha256', key).update(`${userId}|${deviceId}`).digest('base64url');

/** Whether `cookie` was given to this account's sign-in on some device. */
export function isKnownDevice(key: Buffer, userId: string, cookie: string | undefined): boolean {
  const [deviceId, mac] = cookie?.split('.') ?? [];
  if (!deviceId || !mac || !/^[A-Za-z0-9_-]{22}$/.test(deviceId)) return false;
  const want = Buffer.from(macOf(key, userId, deviceId));
  const got = Buffer.from(mac);
  return want.length === got.length && timingSafeEqual(want, got);
}

/** The cookie's value after a sign-in: the device's own when it already had one for this account. */
export function knownDeviceCookie(key: Buffer, userId: string, cookie: string | undefined): string {
  if (cookie && isKnownDevice(key, userId, cookie)) return cookie;
  const deviceId = randomBytes(16).toString('base64url');
  return `${deviceId}.${macOf(key, userId, deviceId)}`;
}
