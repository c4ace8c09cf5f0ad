import { getContractMode } from '../contract/contract-checks';
import { readContractDocuments } from '../contract/documents-node';
import { describePersonas } from '../world/personas';
import { renderIndexPage } from './index-page';

/** The index page of the running mock (its persona and contract mode now), for a Node server. */
export function renderLiveIndex(appUrl: string, options: { persona?: boolean } = {}): string {
  const described = describePersonas();
  return renderIndexPage({
    docs: readContractDocuments(),
    personas: described.personas,
    accounts: described.accounts,
    oauthClient: described.oauthClient,
    currentPersona: options.persona === false ? null : described.current,
    contractMode: getContractMode(),
    appUrl,
  });
}
