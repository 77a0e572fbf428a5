import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64, encryptPassword, InsecureContextError } from './encrypt-password';

// Node's own WebCrypto, so the test does not depend on what the DOM environment exposes.
const subtle = webcrypto.subtle as unknown as SubtleCrypto;

async function serverKeyPair() {
  const pair = await subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await subtle.exportKey('spki', pair.publicKey));
  return { publicKey: bytesToBase64(spki), privateKey: pair.privateKey };
}

async function decrypt(privateKey: CryptoKey, base64: string): Promise<unknown> {
  const plain = await subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, base64ToBytes(base64));
  return JSON.parse(new TextDecoder().decode(plain));
}

describe('encryptPassword', () => {
  it('when the server decrypts the result with its private key, then it reads the password and the nonce', async () => {
    const { publicKey, privateKey } = await serverKeyPair();
    const cipher = await encryptPassword('Zhuji@2026', 'nonce-123', publicKey, subtle);
    expect(base64ToBytes(cipher)).toHaveLength(256);
    expect(await decrypt(privateKey, cipher)).toEqual({ password: 'Zhuji@2026', nonce: 'nonce-123' });
  });

  it('when the password holds Chinese text and quotes, then it round-trips unchanged', async () => {
    const { publicKey, privateKey } = await serverKeyPair();
    const password = '筑基"密码"\\ü';
    const cipher = await encryptPassword(password, 'n', publicKey, subtle);
    expect(await decrypt(privateKey, cipher)).toEqual({ password, nonce: 'n' });
  });

  it('when the same password is encrypted twice, then the ciphertexts differ (OAEP is randomised)', async () => {
    const { publicKey } = await serverKeyPair();
    const first = await encryptPassword('same', 'n', publicKey, subtle);
    const second = await encryptPassword('same', 'n', publicKey, subtle);
    expect(first).not.toBe(second);
  });

  it('when WebCrypto is missing (plain HTTP), then a dedicated error is thrown', async () => {
    await expect(encryptPassword('x', 'n', 'AAAA', null)).rejects.toBeInstanceOf(InsecureContextError);
  });
});

describe('base64 helpers', () => {
  it('when bytes span every value, then they survive the round trip', () => {
    const bytes = Uint8Array.from({ length: 1024 }, (_, i) => i % 256);
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
  });
});
