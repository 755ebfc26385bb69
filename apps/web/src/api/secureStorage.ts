const encoder = new TextEncoder();
const decoder = new TextDecoder();
// Fixed salt: the key must be the same on every visit so earlier values stay readable.
const SALT = encoder.encode('roamstead.storage.salt');
const IV_BYTES = 12;

const deriveKey = async (secret: string) => {
  const material = await crypto.subtle.importKey('raw', encoder.encode(secret), 'PBKDF2', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', salt: SALT, iterations: 100_000, hash: 'SHA-256' },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
};

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** localStorage whose values are AES-GCM encrypted with a key derived from `secret` (Web Crypto). */
export function createSecureStorage(secret: string, storage: Storage = localStorage) {
  // Derived up front: PBKDF2 is slow, and a sign-in must be stored before the visitor can reload.
  const key = deriveKey(secret);
  const getKey = () => key;

  return {
    async set(name: string, value: string) {
      const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
      const sealed = new Uint8Array(
        await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await getKey(), encoder.encode(value)),
      );
      const packed = new Uint8Array(IV_BYTES + sealed.length);
      packed.set(iv);
      packed.set(sealed, IV_BYTES);
      storage.setItem(name, toBase64(packed));
    },

    /** The stored value, or null when absent, tampered with or sealed with another secret. */
    async get(name: string): Promise<string | null> {
      const stored = storage.getItem(name);
      if (!stored) return null;
      try {
        const packed = fromBase64(stored);
        const plain = await crypto.subtle.decrypt(
          { name: 'AES-GCM', iv: packed.slice(0, IV_BYTES) },
          await getKey(),
          packed.slice(IV_BYTES),
        );
        return decoder.decode(plain);
      } catch {
        return null;
      }
    },

    remove(name: string) {
      storage.removeItem(name);
    },
  };
}

export type SecureStorage = ReturnType<typeof createSecureStorage>;
