import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Room } from '@/api/generated/rest/model';
import { localizeDigits } from '@/lib/digits';
import { Money } from '@/ui/money';
import { useLanguage } from '@/ui/use-language';

interface RoomCardProps {
  room: Room;
  floorName?: string;
  selected?: boolean;
  disabled?: boolean;
  onSelect: () => void;
  /** The members button: hidden when absent; disabled in the group selector (modules.md 2.6 item 8). */
  onMembers?: () => void;
  membersDisabled?: boolean;
  /** Why the room cannot be chosen (e.g. too few free places for the group). */
  note?: ReactNode;
}

/** The places a room still has (its size less the people in it). */
export const freePlaces = (room: Pick<Room, 'roomSize' | 'personCount'>) =>
  (room.roomSize ?? 0) - (room.personCount ?? 0);

/**
 * A floor's rooms: two a row on phones, three from `sm` on (a floor of six rooms leaves no card
 * alone on its row), each card as wide as its column.
 */
export function RoomGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" maw={720}>
      {children}
    </SimpleGrid>
  );
}

/** One room: floor, code, people and capacity, the fee of a place, select and members buttons. */
export function RoomCard({
  room,
  floorName,
  selected,
  disabled,
  onSelect,
  onMembers,
  membersDisabled,
  note,
}: RoomCardProps) {
  const { t } = useTranslation('dormitory');
  const lng = useLanguage();
  const n = (v: number | string | null | undefined) => localizeDigits(String(v ?? 0), lng);
  const people = room.personCount ?? 0;
  return (
    <Card
      withBorder
      bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
      data-testid={`room-${room.code}`}
      aria-current={selected || undefined}
    >
      <Stack gap={4}>
        <Group justify="space-between">
          <Text fw={700}>{t('rooms.code', { code: n(room.code) })}</Text>
          {selected && <Badge size="xs">{t('rooms.current')}</Badge>}
        </Group>
        {floorName && (
          <Text size="sm" c="dimmed">
            {floorName}
          </Text>
        )}
        <Text size="sm">{t('rooms.occupancy', { people: n(people), size: n(room.roomSize) })}</Text>
        {typeof room.price === 'number' && (
          <Text size="sm">
            {t('rooms.price')}: <Money rials={room.price} withUnit />
          </Text>
        )}
        {note && (
          <Text size="xs" c="dimmed" data-testid={`room-${room.code}-note`}>
            {note}
          </Text>
        )}
        <Group gap="xs" mt={4}>
          <Button
            size="xs"
            disabled={disabled}
            onClick={onSelect}
            aria-label={t('rooms.selectRoom', { code: n(room.code) })}
          >
            {t('rooms.select')}
          </Button>
          {(onMembers || membersDisabled) && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconUsers size={14} />}
              disabled={membersDisabled}
              onClick={onMembers}
            >
              {t('rooms.members')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
