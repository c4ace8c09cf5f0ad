import type { RequestHandler } from 'msw';

/** Every domain's handlers, in the order MSW should try them. Domains register here as they arrive. */
export const handlers: RequestHandler[] = [];
