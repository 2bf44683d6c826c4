/**
 * argon2id password hashes (`@node-rs/argon2` defaults: argon2id, m=19 MiB, t=2, p=1; decision 008).
 * Passwords are NFC-normalised first, as the length rule counts them, so the same typed text always
 * gives the same hash whatever the keyboard produced.
 */
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize('NFC'));
}

/** False for a wrong password and for a stored hash that cannot be read. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password.normalize('NFC'));
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * A hash of a random password nobody knows, with the same parameters: a sign-in for an unknown account
 * is checked against it, so it takes as long as a wrong password for a real one.
 */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummy;
}

/** A random password for test users, shown once: 24 base64url characters (144 bits). */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
