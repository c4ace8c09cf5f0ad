/// <reference types="@rsbuild/core/types" />

interface ImportMetaEnv {
  /** 'true' when built/served with `--env-mode mock` (npm start): the in-browser mock backend runs. */
  readonly PUBLIC_MOCK?: string;
  /** package.json's version (rsbuild.config.ts): what a repeat visit's kept answers are tied to. */
  readonly PUBLIC_APP_VERSION?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
