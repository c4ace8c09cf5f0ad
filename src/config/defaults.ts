import type { RuntimeConfigInput } from './schema';

/**
 * The embedded default (platform.md 9): on-premise, food on and other modules off, teammate and
 * activity report on, face type video, captcha off (-1), auto-logout off (-1). The backend is this
 * site's own origin, which the dev server's mock worker or a reverse proxy answers.
 */
export const defaultConfig: RuntimeConfigInput = {
  serveMode: 'on-premise',
  university: {
    unikey: 'default',
    universityLabel: 'دانشگاه',
    universityURL: '',
  },
};
