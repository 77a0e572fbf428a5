/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  /** Hosts whose name contains this get the blue theme; all others the purple VIP theme. */
  readonly VITE_BLUE_HOST_MARKER?: string;
  /** Hosts whose name contains this carry the government (whole-chain) platform name. */
  readonly VITE_GOV_HOST_MARKER?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
