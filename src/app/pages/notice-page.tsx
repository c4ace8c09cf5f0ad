import { Center, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PublicLayout } from './public-layout';

/** A full page that only tells something (not found, no module enabled): a mark, a title, a line, an action. */
export function NoticePage({
  mark,
  title,
  description,
  maw,
  children,
}: {
  mark: ReactNode;
  title: string;
  description: string;
  maw: number;
  children?: ReactNode;
}) {
  return (
    <PublicLayout>
      <Center mih="60vh">
        <Stack align="center" gap="md" maw={maw}>
          {mark}
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed" ta="center">
            {description}
          </Text>
          {children}
        </Stack>
      </Center>
    </PublicLayout>
  );
}
