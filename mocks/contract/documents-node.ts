import { readFileSync, statSync } from 'node:fs';
import { parse } from 'yaml';
import { setContractDocuments } from './contract-checks';
import { contractFile } from './document-files';
import { CONTRACT_DOCUMENTS } from './document-names';
import type { ContractDocument } from './request-check';
import type { Schema } from './schema-check';

/**
 * Parsed documents, kept on globalThis for the process: vitest evaluates our modules afresh for
 * every test file in one worker, and parsing rest.yaml each time would cost every file. Keyed by
 * the files' modification times, so an edited document is read again.
 */
const CACHE_KEY = Symbol.for('samad-mock.contract-documents');
type Cache = { stamp: string; docs: ContractDocument[] };

const fileOf = contractFile;

/** The five documents of openapi/, read from the checkout (vitest, the standalone server, the index). */
export function readContractDocuments(): ContractDocument[] {
  const stamp = CONTRACT_DOCUMENTS.map((name) => statSync(fileOf(name)).mtimeMs).join(',');
  const holder = globalThis as { [CACHE_KEY]?: Cache };
  const cached = holder[CACHE_KEY];
  if (cached?.stamp === stamp) return cached.docs;
  const docs = CONTRACT_DOCUMENTS.map((name) => ({
    name,
    spec: parse(readFileSync(fileOf(name), 'utf8')) as Schema,
  }));
  holder[CACHE_KEY] = { stamp, docs };
  return docs;
}

export function loadContractDocuments(): ContractDocument[] {
  const docs = readContractDocuments();
  setContractDocuments(docs);
  return docs;
}
