import { parseArgs } from 'node:util';
import { CONTRACT_MODES, isContractMode } from './contract/request-check';
import { currentPersona, isPersonaId, PERSONA_IDS } from './world/personas';

/*
 * `npm run mock:server -- --port 9090 --persona tvu --latency 300`: the standalone server's flags,
 * each also an environment variable (a flag wins), and the banner it prints once listening.
 */

export const DEFAULT_PORT = 9090;

export const START_USAGE = `npm run mock:server -- [flags]      (each flag also an environment variable)

  --port <n>          MOCK_PORT              port (${DEFAULT_PORT}; 0 picks a free one)
  --host <addr>       MOCK_HOST              address (127.0.0.1)
  --persona <id>      MOCK_PERSONA           the scenario (student); GET /__mock/personas lists them
  --latency <ms>      MOCK_LATENCY           latency of every API call (0), kept by /__mock/reset
  --now <iso>         MOCK_NOW               the instant the mock clock starts at (real time)
  --contract <mode>   MOCK_CONTRACT          contract checks of requests: ${CONTRACT_MODES.join(', ')} (strict)
  --token-ttl <s>     MOCK_ACCESS_TOKEN_TTL  access token lifetime in seconds (300)
  --log               MOCK_LOG=1             one line per request
  --help`;

export interface StartOptions {
  port: number;
  host: string;
  persona?: (typeof PERSONA_IDS)[number];
  latencyMs: number;
  now?: string;
  contract: (typeof CONTRACT_MODES)[number];
  accessTokenSeconds?: number;
  log: boolean;
}

const number = (name: string, text: string | undefined): number | undefined => {
  if (text === undefined || text === '') return undefined;
  if (!/^\d+$/.test(text)) throw new Error(`${name}: not a whole number: "${text}"`);
  return Number(text);
};

/** The options from the flags, else the environment, else the defaults; throws on a bad value. */
export function parseStartOptions(argv: string[], env: NodeJS.ProcessEnv): StartOptions | { help: true } {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      persona: { type: 'string' },
      latency: { type: 'string' },
      now: { type: 'string' },
      contract: { type: 'string' },
      'token-ttl': { type: 'string' },
      log: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return { help: true };
  const persona = values.persona ?? (env.MOCK_PERSONA || undefined);
  if (persona !== undefined && !isPersonaId(persona))
    throw new Error(`--persona: unknown persona "${persona}" (one of ${PERSONA_IDS.join(', ')})`);
  const contract = values.contract ?? (env.MOCK_CONTRACT || 'strict');
  if (!isContractMode(contract)) throw new Error(`--contract: one of ${CONTRACT_MODES.join(', ')}, not "${contract}"`);
  const now = values.now ?? (env.MOCK_NOW || undefined);
  if (now !== undefined && Number.isNaN(Date.parse(now))) throw new Error(`--now: not an ISO instant: "${now}"`);
  return {
    port: number('--port', values.port) ?? number('MOCK_PORT', env.MOCK_PORT) ?? DEFAULT_PORT,
    host: values.host ?? (env.MOCK_HOST || '127.0.0.1'),
    persona,
    latencyMs: number('--latency', values.latency) ?? number('MOCK_LATENCY', env.MOCK_LATENCY) ?? 0,
    now,
    contract,
    accessTokenSeconds:
      number('--token-ttl', values['token-ttl']) ?? number('MOCK_ACCESS_TOKEN_TTL', env.MOCK_ACCESS_TOKEN_TTL),
    log: values.log === true || env.MOCK_LOG === '1',
  };
}

/** What the server prints once listening: where, who, how to sign in, where the docs are. */
export function startBanner(running: { url: string }, options: StartOptions): string {
  const persona = currentPersona();
  const settings = [
    options.latencyMs ? `latency ${options.latencyMs} ms` : null,
    `contract checks ${options.contract}`,
    options.now ? `clock from ${options.now}` : 'real-time clock',
  ].filter(Boolean);
  return [
    `Samad mock backend on ${running.url}`,
    `  persona   ${persona.id}: sign in as ${persona.username} / ${persona.password}`,
    `  docs      ${running.url}/  (the contract, the personas, the control API)`,
    `  journal   ${running.url}/__mock/requests`,
    `  ${settings.join('; ')}`,
  ].join('\n');
}
