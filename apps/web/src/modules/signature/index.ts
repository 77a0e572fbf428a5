import { defineWebModule, lazyComponent } from '../../kit/web-module';

/** Signatures (签署): no page of its own; the signing panel other modules show on their records. */
export const signatureModule = defineWebModule({
  views: {},
  locales: {
    zh: async () => (await import('./locales/zh')).zhSignature,
    en: async () => (await import('./locales/en')).enSignature,
    es: async () => (await import('./locales/es')).esSignature,
  },
});

/** A record's versions and signatures, and the signature pad when it is the caller's turn. */
export const SignaturePanel = lazyComponent(
  () => import('./signature-panel'),
  (m) => m.SignaturePanel,
);
