import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { renderApp } from '@tests/render';
import type { ActivityLog } from '@/api/generated/rest/model';
import { useActivityView, type ActivityView } from './use-activity-view';

/*
 * The endless list formats a log when its row scrolls into view: the view function keeps
 * its identity across renders and answers the same object for the same log, so a memoised row is
 * not rendered again, and the money and date come out as the report shows them.
 */

const log: ActivityLog = {
  activityTypeClassName: 'ir.samad.ReserveActivity',
  activityTypeJson: '{"diff":-125000,"foodName":"قیمه","selfName":"سلف مرکزی","count":2,"paid":true}',
  occurDate: '2025-01-14 12:30:00',
};

const seen: { view: (log: ActivityLog) => ActivityView; result: ActivityView }[] = [];

function Probe() {
  const [renders, setRenders] = useState(0);
  const view = useActivityView();
  seen.push({ view, result: view(log) });
  return (
    <button type="button" onClick={() => setRenders((n) => n + 1)}>
      render {renders}
    </button>
  );
}

it('formats a log once and keeps the function and the view between renders', async () => {
  seen.length = 0;
  await renderApp(<Probe />);
  await userEvent.click(await screen.findByRole('button', { name: 'render 0' }));
  await screen.findByRole('button', { name: 'render 1' });
  const first = seen[0]!;
  const last = seen.at(-1)!;
  expect(last.view).toBe(first.view);
  expect(last.result).toBe(first.result);
  // Another object with the same content is another log: formatted on its own.
  expect(last.view({ ...log })).not.toBe(first.result);
  expect(last.view({ ...log })).toEqual(first.result);

  const v = first.result;
  expect(v.description).toBe('قیمه، سلف مرکزی');
  expect(v.diff).toBe(-125000);
  expect(v.amount).toContain('۱۲٬۵۰۰');
  expect(v.amount).toContain('تومان');
  expect(v.day.replace(/\u200e/g, '')).toBe('۱۴۰۳/۱۰/۲۵');
  expect(v.time.replace(/\u200e/g, '')).toBe('۱۲:۳۰');
  // Known keys first in their order, then the rest as sent, the booleans translated.
  expect(v.attributes.map((a) => a.key)).toEqual(['foodName', 'selfName', 'count', 'diff', 'paid']);
  expect(v.attributes.find((a) => a.key === 'count')?.value).toBe('۲');
  expect(v.attributes.find((a) => a.key === 'paid')?.value).toBe('بله');
});
