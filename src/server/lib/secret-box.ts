// Seals secrets that admins save (API keys) before they reach the database: AES-256-GCM with a key from SECRETS_KEY,
// or derived (HKDF) from the auth secret, so a copy of the database alone does not give the keys away.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SecretBox {
  /** `v1:<iv>:<tag>:<ciphertext>`, base64url; a new random IV each time. */
  seal(plaintext: string): string;
  /** The plaintext; throws when the text was sealed with another key or altered. */
  open(sealed: string): string;
}

/** A 256-bit key from a secret of any length; `purpose` keeps keys for different uses apart. */
export function deriveSecretsKey(secret: string, purpose = 'engram operator settings'): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'engram-secrets', purpose, 32));
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The secrets key must be 32 bytes.');
  return {
    seal(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join(':');
    },
    open(sealed) {
      const [version, iv, tag, ciphertext] = sealed.split(':');
      if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error('This secret is not in a format this server can read.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** The plaintext of a stored secret; undefined when none is stored or it was sealed with another key (it reads as none). */
export function openSealed(secrets: SecretBox, sealed: string | null | undefined): string | undefined {
  if (!sealed) return undefined;
  try {
    return secrets.open(sealed);
  } catch {
    return undefined;
  }
}
