/** MSW's Node server with the same handlers the browser worker and the standalone server use (mocks/node.ts). */
export { resetWorld, resetWorldLazily, server, TEST_NOW } from '@mocks/node';
