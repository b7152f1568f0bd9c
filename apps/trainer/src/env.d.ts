/// <reference types="vite/client" />

/** Build-time settings read through `import.meta.env`. */
interface ImportMetaEnv {
  /** The rules site's base URL for the «Правило» links (default `http://127.0.0.1:4321`). */
  readonly VITE_DOCS_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
