import { RedmineSetupError, startRedmine } from './redmine/redmine-server';

/*
 * `npm run redmine`: Debian's Redmine 5 installed when missing, reset to the seed, served on
 * 127.0.0.1:REDMINE_PORT (default 3300) until Ctrl+C. Point the dev or preview server at it with
 * HELPDESK_TARGET=http://127.0.0.1:3300 and HELPDESK_API_KEY (printed below): the helpdesk gateway
 * (server/helpdesk-gateway.ts) holds the key and asks API_PROXY_TARGET who each bearer token is.
 */
try {
  const redmine = await startRedmine();
  console.log(`redmine ${redmine.version} on ${redmine.url}`);
  console.log(`student API key: ${redmine.studentKey}`);
  console.log(
    `preview: API_PROXY_TARGET=http://127.0.0.1:9090 HELPDESK_TARGET=${redmine.url} HELPDESK_API_KEY=${redmine.studentKey} npm run preview`,
  );
  const stop = () => void redmine.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  redmine.process.on('exit', (code) => process.exit(code ?? 1));
} catch (error) {
  console.error(error instanceof RedmineSetupError ? error.message : error);
  process.exit(1);
}
