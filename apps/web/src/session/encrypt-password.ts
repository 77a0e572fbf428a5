// "Encrypted on the client" (docs/domains/account.md): RSA-OAEP with SHA-256 from WebCrypto against the server's
// login key, over {"password","nonce"} so a captured ciphertext cannot be replayed (docs/architecture.md#conventions).

/** WebCrypto exists only in secure contexts (HTTPS, or http://localhost / 127.0.0.1). */
export class InsecureContextError extends Error {
  override readonly name = 'InsecureContextError';
}

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Works on bytes, so text outside Latin-1 never reaches btoa (docs/product.md §8: that throws). */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return btoa(binary);
}

/**
 * Returns base64 of RSA-OAEP(SHA-256) over the UTF-8 JSON `{"password": plain, "nonce": nonce}`.
 * `publicKey` is the SPKI DER key, base64, as GET /auth/login/key answers it.
 */
export async function encryptPassword(
  plain: string,
  nonce: string,
  publicKey: string,
  subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null,
): Promise<string> {
  if (!subtle) throw new InsecureContextError('WebCrypto is not available in this context');
  const key = await subtle.importKey(
    'spki',
    base64ToBytes(publicKey),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const payload = new TextEncoder().encode(JSON.stringify({ password: plain, nonce }));
  const cipher = await subtle.encrypt({ name: 'RSA-OAEP' }, key, payload);
  return bytesToBase64(new Uint8Array(cipher));
}
