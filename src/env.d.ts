/// <reference types="@rsbuild/core/types" />

interface ImportMetaEnv {
  /** 'true' when built/served with `--env-mode mock` (npm start): the in-browser mock backend runs. */
  readonly PUBLIC_MOCK?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
