import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// A path, not a URL object: jsdom's URL (vitest's component tests) is not one Node's fs accepts.
const OPENAPI_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'openapi');

/** Where a contract document is in the checkout. */
export const contractFile = (name: string) => join(OPENAPI_DIR, `${name}.yaml`);
