import { setupServer } from 'msw/node';
import { handlers } from '@mocks/handlers';

/** MSW's Node server with the same handlers the browser worker and the standalone server use. */
export const server = setupServer(...handlers);
