import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import manifests from './manifest';
import { VARIANT_LIST, type VARIANTS } from './variants';

describe('variant table', () => {
  it('maps each variant to its self type, colour and self-list segment (modules.md 1, platform.md 2.6)', () => {
    expect(VARIANT_LIST.map((v) => [v.key, v.selfType, v.selfSegment, v.color])).toEqual([
      ['food', 'NORMAL', 'selfs', 'green'],
      ['sport', 'SPORT', 'gyms', 'red'],
      ['health', 'CLINIC', 'clinics', 'cyan'],
      ['transport', 'TRANSPORT', 'terminals', 'yellow'],
    ]);
  });

  it('declares one manifest per variant: tab at its hub, its colour, its prefix', () => {
    expect(manifests.map((m) => [m.key, m.tab?.path, m.color, m.prefixes])).toEqual([
      ['food', '/food', 'green', ['/food']],
      ['sport', '/sport', 'red', ['/sport']],
      ['health', '/health', 'cyan', ['/health']],
      ['transport', '/transport', 'yellow', ['/transport']],
    ]);
  });

  it('enables each variant by its samad flag', () => {
    const samad = { nurture: false, sport: true, Clinics: false, transport: true } as Parameters<
      typeof VARIANTS.food.enabled
    >[0];
    expect(VARIANT_LIST.filter((v) => v.enabled(samad)).map((v) => v.key)).toEqual(['sport', 'transport']);
  });
});

describe('reservation routes', () => {
  const reservationRoutes = manifests.flatMap((m) => m.routes);
  const paths = [
    '/food',
    '/food/selfs',
    '/food/reserve',
    '/food/dailysale',
    '/food/teammate',
    '/food/reserves-report',
    // The week planner, beyond platform.md 2.1: food only.
    '/food/plan',
    '/sport',
    '/sport/gyms',
    '/sport/reserve',
    '/sport/dailysale',
    '/sport/reserves-report',
    '/health',
    '/health/clinics',
    '/health/reserve',
    '/health/dailysale',
    '/health/reserves-report',
    '/transport',
    '/transport/terminals',
    '/transport/reserve',
    '/transport/dailysale',
    '/transport/reserves-report',
  ];

  it('has exactly the paths of platform.md 2.1, each lazy', () => {
    expect(reservationRoutes.map((r) => r.path).sort()).toEqual([...paths].sort());
    for (const route of reservationRoutes) expect(typeof route.lazy).toBe('function');
  });

  it('has no teammate page outside food', () => {
    for (const path of ['/sport/teammate', '/health/teammate', '/transport/teammate'])
      expect(matchRoutes(reservationRoutes, path)).toBeNull();
  });

  it('has no week planner outside food', () => {
    for (const path of ['/sport/plan', '/health/plan', '/transport/plan'])
      expect(matchRoutes(reservationRoutes, path)).toBeNull();
  });

  it('loads every screen', async () => {
    for (const route of reservationRoutes) {
      const lazy = route.lazy as () => Promise<{ Component?: unknown }>;
      expect((await lazy()).Component).toBeTypeOf('function');
    }
  });
});
