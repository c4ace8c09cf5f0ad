import type { ZodType } from 'zod';

/**
 * The contract's generated zod schemas load one lazy chunk per tag: an answer's check loads
 * only its own tag's schemas (the login page's announcements load content's, not the dormitory's),
 * and zod's classic API arrives with the first of them. The loaders are generated with the tables
 * that name them (src/api/generated/<doc>/operations.ts and lists.ts); call-policy.ts and
 * list-policy.ts pass each through here.
 */

/** zod arrives only with these chunks, so its jitless mode (src/lib/zod-jitless.ts) is set here, before any parse. */
export const withJitless = (load: () => Promise<ZodType>): Promise<ZodType> =>
  Promise.all([import('@/lib/zod-jitless'), load()]).then(([, schema]) => schema);
