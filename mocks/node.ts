import { setupServer } from 'msw/node';
import { loadContractDocuments } from './contract/documents-node';
import { handlers } from './handlers';
import { setRuntimeMode } from './world/settings';
import { configureWorldDefaults, resetWorld, resetWorldLazily } from './world/world';

/**
 * MSW's Node server for vitest (tests/msw-server.ts re-exports it). The world's clock is pinned
 * and frozen at TEST_NOW, so seeded dates, "today" and expiries are the same on every run.
 * tests/setup.ts asks for a fresh world per test file (lazily: seeded on the file's first mock
 * request); a test that changes the world or reads `db` directly calls resetWorld() itself.
 */

export const TEST_NOW = '2025-01-15T08:30:00+03:30';

setRuntimeMode('node');
configureWorldDefaults({ clock: { now: TEST_NOW, frozen: true } });
resetWorldLazily();
loadContractDocuments();

export const server = setupServer(...handlers);
export { resetWorld, resetWorldLazily };
