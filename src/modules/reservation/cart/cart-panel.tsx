import { ActionIcon, Button, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconShoppingCart, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/ui/money';
import { useFormatters } from '@/ui/use-formatters';
import { useOnline } from '@/ui/use-online';
import { useCartCheckout } from '@/ui/cart-checkout';
import { cartTotal } from '@/lib/reserve-cart';
import type { ReserveCart } from '@/ui/use-reserve-cart';

/** The free-restaurant cart beside the program: its lines, the time left, the total and checkout. */
export function CartPanel({
  cart,
  onNavigate = (url) => window.location.assign(url),
}: {
  cart: ReserveCart;
  onNavigate?: (url: string) => void;
}) {
  const { t } = useTranslation('reservation');
  const { digits } = useFormatters();
  // Offline: checkout needs the server and the bank.
  const online = useOnline();
  const { busy, error, checkout, time } = useCartCheckout(cart, onNavigate, t('cart.checkoutFailed'));
  const { lines } = cart.cart;

  return (
    <Paper withBorder radius="md" p="md" data-testid="cart-panel" aria-labelledby="reserve-cart-title">
      <Stack gap="sm">
        <Group gap="xs">
          <IconShoppingCart size={20} aria-hidden />
          <Title order={2} size="h5" id="reserve-cart-title">
            {t('cart.title')}
          </Title>
        </Group>
        {lines.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('cart.empty')}
          </Text>
        ) : (
          <>
            <SimpleGrid
              cols={{ base: 1, sm: 2, lg: 3 }}
              spacing="xs"
              verticalSpacing={6}
              component="ul"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
            >
              {lines.map((line) => (
                <Group key={line.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" lineClamp={1}>
                    {line.food.foodNames}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    <Text size="sm" fw={600}>
                      {t('cart.lineCount', { n: digits(line.selectedCount) })}
                    </Text>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="sm"
                      onClick={() => cart.remove(line.id)}
                      aria-label={t('cart.removeLabel', { food: line.food.foodNames })}
                    >
                      <IconTrash size={14} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
              ))}
            </SimpleGrid>
            <Divider />
            <Group justify="space-between" align="center">
              <Stack gap={2}>
                <Group gap={6}>
                  <Text size="sm">{t('cart.total')}</Text>
                  <Money rials={cartTotal(cart.cart)} fw={700} />
                </Group>
                <Text size="xs" c="dimmed" aria-live="off" data-testid="cart-expiry">
                  {t('cart.expires', { time })}
                </Text>
              </Stack>
              <Button onClick={checkout} loading={busy} disabled={!online} data-testid="cart-checkout">
                {t('cart.checkout')}
              </Button>
            </Group>
            {error && (
              <Text size="sm" c="red" role="alert">
                {error}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
