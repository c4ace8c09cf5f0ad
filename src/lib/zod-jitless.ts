import { config } from 'zod/mini';
import { en } from 'zod/locales';

/*
 * zod 4 compiles object schemas with `new Function` when it may, and probes for it once. Under the
 * Content-Security-Policy of deploy/nginx (no 'unsafe-eval' for scripts, issue 12) that probe is a
 * reported CSP violation even though zod catches it; jitless mode skips the probe and the compiler.
 * Imported first by src/main.tsx, before any schema parses.
 */
config({ jitless: true });
// zod/mini (the runtime config's schema, src/config/schema.ts) loads no messages by itself: the
// English ones, so a broken config.json says what is wrong.
config(en());
