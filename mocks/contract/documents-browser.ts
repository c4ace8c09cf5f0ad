import { parse } from 'yaml';
import epayment from '../../openapi/epayment.yaml?raw';
import face from '../../openapi/face.yaml?raw';
import helpdesk from '../../openapi/helpdesk.yaml?raw';
import oauth from '../../openapi/oauth.yaml?raw';
import rest from '../../openapi/rest.yaml?raw';
import { setContractDocuments } from './contract-checks';
import type { Schema } from './schema-check';

/** The documents bundled into the mock worker's chunk (mock mode only), for the contract check. */
export function loadContractDocuments(): void {
  const texts = { rest, oauth, epayment, face, helpdesk };
  setContractDocuments(Object.entries(texts).map(([name, text]) => ({ name, spec: parse(text) as Schema })));
}
