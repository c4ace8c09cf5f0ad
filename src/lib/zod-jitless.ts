import { config } from 'zod';

/*
 * zod 4 compiles object schemas with `new Function` when it may, and probes for it once. Under the
 * Content-Security-Policy of deploy/nginx (no 'unsafe-eval' for scripts) that probe is a
 * reported CSP violation even though zod catches it; jitless mode skips the probe and the compiler.
 * Loaded with every chunk of the contract's schemas (src/api/schema-modules.ts), the only place zod
 * arrives, so it is set before any schema parses. (zod's classic API registers its English messages
 * by itself.)
 */
config({ jitless: true });
