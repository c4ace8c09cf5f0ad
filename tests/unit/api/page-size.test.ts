import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { http, HttpResponse } from 'msw';
import { parse } from 'yaml';
import { describe, expect, it, vi } from 'vitest';
import { askedPageSize, trimToPageSize } from '@/api/page-size';
import { listActivityLogs } from '@/api/generated/rest/hooks/content/content';
import { listDormitoryLeaves } from '@/api/generated/rest/hooks/dormitory/dormitory';
import { listMyFeedbacks } from '@/api/generated/rest/hooks/feedbacks/feedbacks';
import { server } from '../../msw-server';
import { freshTransportEachTest } from './transport-kit';

freshTransportEachTest();

const MANY = 5000;
const feedback = (id: number) => ({
  id,
  subject: `s${id}`,
  description: 'd',
  createdDate: '2025-01-10 10:00:00',
  status: 'WAITING',
});
const many = <T>(make: (id: number) => T) => Array.from({ length: MANY }, (_, i) => make(i + 1));
const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

describe('a paged read draws at most the page it asked for', () => {
  it('reads the asked size from `size` or `limit`', () => {
    expect(askedPageSize({ page: 0, size: 20 })).toBe(20);
    expect(askedPageSize({ offset: 0, limit: '25' })).toBe(25);
    expect(askedPageSize({ page: 0 })).toBeNull();
    expect(askedPageSize({ size: 0 })).toBeNull();
    expect(askedPageSize(undefined)).toBeNull();
  });

  it("cuts the page's lists (root, `issues`, `payload.content`), never a list inside an item", () => {
    const warn = quiet();
    const item = { id: 1, attachments: [1, 2, 3, 4] };
    expect(trimToPageSize([1, 2, 3], 2, 'root')).toEqual([1, 2]);
    const redmine = { issues: [item, item, item], total_count: 3 };
    expect(trimToPageSize(redmine, 2, 'redmine')).toEqual({ issues: [item, item], total_count: 3 });
    const spring = { type: 'SUCCESS', payload: { content: [item, item, item], totalElements: 3 } };
    const cut = trimToPageSize(spring, 1, 'spring') as typeof spring;
    expect(cut.payload.content).toEqual([item]);
    expect(cut.payload.content[0]!.attachments).toHaveLength(4);
    // A page within its size is the same value (nothing copied).
    expect(trimToPageSize(spring, 3, 'spring')).toBe(spring);
    warn.mockRestore();
  });

  it('a server that ignores size=10 (5,000 feedbacks): the call answers 10, reported once', async () => {
    const warn = quiet();
    server.use(
      http.get('*/rest/users/me/feedbacks', () =>
        HttpResponse.json({ type: 'SUCCESS', payload: { totalElements: MANY, content: many(feedback) } }),
      ),
    );
    const answer = await listMyFeedbacks({ page: 0, size: 10 });
    expect(answer.payload.content.map((f) => f.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(answer.payload.totalElements).toBe(MANY);
    await listMyFeedbacks({ page: 0, size: 10 });
    expect(warn.mock.calls.filter(([m]) => String(m).includes('Oversized page'))).toHaveLength(1);
    warn.mockRestore();
  });

  it('the activity report (`payload.items`) and the leave report (`limit`) are cut too', async () => {
    const warn = quiet();
    const log = (id: number) => ({
      occurDate: '2025-01-10T10:00:00',
      activityTypeClassName: 'x.Reserve',
      id,
    });
    server.use(
      http.get('*/rest/users/activity-logs', () =>
        HttpResponse.json({ type: 'SUCCESS', payload: { total: MANY, items: many(log) } }),
      ),
      http.get('*/rest/me/dormitory-leave', () =>
        HttpResponse.json({ type: 'SUCCESS', payload: { totalElements: MANY, content: many((id) => ({ id })) } }),
      ),
    );
    const logs = await listActivityLogs({ page: 0, size: 20 });
    expect(logs.payload?.items).toHaveLength(20);
    const leaves = await listDormitoryLeaves({ page: 0, limit: 10 });
    expect((leaves.payload as { content: unknown[] }).content.length).toBeLessThanOrEqual(10);
    const told = warn.mock.calls.map(([m]) => String(m));
    expect(told.some((m) => m.includes('/rest/me/dormitory-leave') && m.includes('5000 items for a page of 10'))).toBe(
      true,
    );
    warn.mockRestore();
  });

  it('in every contract, a `size` or `limit` query is a page size (what the transport cuts by)', () => {
    interface Parameter {
      name?: string;
      in?: string;
      description?: string;
      $ref?: string;
    }
    type Doc = {
      paths: Record<string, Record<string, { parameters?: Parameter[] }>>;
      components?: { parameters?: Record<string, Parameter> };
    };
    let found = 0;
    for (const name of ['rest', 'oauth', 'epayment', 'face', 'helpdesk']) {
      const doc = parse(readFileSync(resolve(process.cwd(), `openapi/${name}.yaml`), 'utf8')) as Doc;
      const resolveRef = (p: Parameter) => (p.$ref ? doc.components!.parameters![p.$ref.split('/').pop()!]! : p);
      for (const [path, item] of Object.entries(doc.paths))
        for (const [method, operation] of Object.entries(item))
          for (const parameter of (operation.parameters ?? []).map(resolveRef))
            if (parameter.in === 'query' && (parameter.name === 'size' || parameter.name === 'limit')) {
              found += 1;
              expect(parameter.description, `${name} ${method} ${path} ${parameter.name}`).toMatch(/^Page size/);
            }
    }
    // The paged reads of the list pages (and more) are there.
    expect(found).toBeGreaterThan(7);
  });
});
