import { describe, expect, it } from 'vitest';
import { db } from '@mocks/world/db';
import { resetWorld } from '../../msw-server';

// The mock's Persian data is written as the server writes it: Persian digits in Persian text.
describe('the seeded world', () => {
  it('writes house numbers in addresses with Persian digits ("پلاک ۱۲", never "پلاک 12")', () => {
    resetWorld();
    const latin = db.profile.getAll().flatMap((p) => (/[0-9]/.test(p.address ?? '') ? [p.address] : []));
    expect(latin).toEqual([]);
  });
});
