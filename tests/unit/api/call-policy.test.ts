// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { publicCalls } from '@/api/call-policy';

interface Operation {
  security?: unknown[];
}
type Doc = { paths: Record<string, Record<string, Operation>> };

describe('public calls', () => {
  it('are exactly the operations of openapi/rest.yaml that declare `security: []`', () => {
    const doc = parse(readFileSync(new URL('../../../openapi/rest.yaml', import.meta.url), 'utf8')) as Doc;
    const declared = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, op]) => Array.isArray(op?.security) && op.security.length === 0)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(publicCalls.keys().sort()).toEqual(declared.sort());
  });
});
