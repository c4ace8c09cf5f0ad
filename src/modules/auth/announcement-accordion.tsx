import { Accordion, Loader } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { Announcement } from '@/api/generated/rest/model';
import { authClasses as classes } from './auth-layout';

// The sanitiser loads when an announcement is first opened.
const AnnouncementBody = lazy(() => import('./announcement-body'));

/**
 * The university's public announcements, one open at a time (platform.md 2.2). Its own chunk: the
 * list arrives after the sign-in page's first paint, so the accordion's script and styles need not
 * come before it.
 */
export default function AnnouncementAccordion({ items }: { items: readonly Announcement[] }) {
  // Only the open announcement's body is rendered (and so sanitised).
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Accordion
      variant="separated"
      radius="md"
      chevronPosition="right"
      value={open}
      onChange={setOpen}
      classNames={{ item: classes.accordionItem, control: classes.accordionControl, content: classes.accordionContent }}
      data-testid="announcements"
    >
      {items.map((item, index) => (
        <Accordion.Item key={item.id ?? index} value={String(item.id ?? index)}>
          <Accordion.Control>{item.title}</Accordion.Control>
          <Accordion.Panel>
            {open === String(item.id ?? index) && (
              <Suspense fallback={<Loader size="xs" color="darkTeal" type="dots" aria-hidden />}>
                <AnnouncementBody html={item.mainText} />
              </Suspense>
            )}
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
