import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

const N = 16384;
const KEY_LENGTH = 32;

/** Stored as `scrypt$<N>$<salt>$<hash>` (base64), so the cost can change without a migration. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, KEY_LENGTH, { N });
  return `scrypt$${N}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, saltB64, hashB64] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !saltB64 || !hashB64) return Promise.resolve(false);
  const expected = Buffer.from(hashB64, 'base64');
  return new Promise((resolve) => {
    scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, { N: Number(cost) }, (err, key) =>
      resolve(!err && timingSafeEqual(key, expected)),
    );
  });
}
