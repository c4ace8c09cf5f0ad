import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';
import { dormitoryConfig, openDormitoryPage } from '@tests/kits/dormitory-test-kit';
import { laundryEnabled, laundryUrl } from '../access';
import { LaundryPage } from './laundry-page';

describe('laundry (platform.md 3 services.washer)', () => {
  it('says the service is on when the university enables it', async () => {
    await openDormitoryPage(<LaundryPage />, { path: paths.DormitoryLaundry });
    expect(await screen.findByText(/خدمت خشکشویی برای خوابگاه شما فعال است/)).toBeInTheDocument();
  });

  it('says it is off otherwise', async () => {
    await openDormitoryPage(<LaundryPage />, {
      path: paths.DormitoryLaundry,
      config: dormitoryConfig({ washer: false }),
    });
    expect(await screen.findByText('خدمت خشکشویی برای دانشگاه شما فعال نیست.')).toBeInTheDocument();
  });

  it('reads the flag as a switch or an http(s) address, nothing else', () => {
    expect(laundryEnabled(true)).toBe(true);
    expect(laundryEnabled('https://wash.example.ac.ir/')).toBe(true);
    expect(laundryEnabled('  ')).toBe(false);
    expect(laundryEnabled(false)).toBe(false);
    expect(laundryUrl('https://wash.example.ac.ir/q')).toBe('https://wash.example.ac.ir/q');
    expect(laundryUrl('javascript:alert(1)')).toBeNull();
    expect(laundryUrl(true)).toBeNull();
  });
});
