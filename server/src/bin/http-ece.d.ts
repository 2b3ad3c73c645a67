// http_ece (installed with web-push, which encrypts with it) ships no type declarations: the part
// `npm run bench:push` and the push tests use to decrypt a payload as the receiving browser does
// (RFC 8188, aes128gcm).
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    version: 'aes128gcm';
    privateKey: ECDH;
    /** base64url */
    authSecret: string;
  }
  export function decrypt(buffer: Buffer, params: DecryptParams): Buffer;
  const ece: { decrypt: typeof decrypt };
  export default ece;
}
