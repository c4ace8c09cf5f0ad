import { ActionIcon, Alert, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconShoppingCartOff, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { cartTotal } from '@/lib/reserve-cart';
import { useCartCheckout } from '@/ui/cart-checkout';
import { Money } from '@/ui/money';
import { PageContainer } from '@/ui/page-container';
import { useFormatters } from '@/ui/use-formatters';
import { useReserveCart } from '@/ui/use-reserve-cart';

/**
 * /user/cart: the free-restaurant cart (filled on the reserve page of a free-restaurant self) as a
 * page of its own: lines, totals, remove one, empty, the 900 s countdown, checkout through the
 * legacy reserve page (platform.md 2.9, 4).
 */
export default function CartPage({
  onNavigate = (url: string) => window.location.assign(url),
}: {
  onNavigate?: (url: string) => void;
}) {
  const { t } = useTranslation('account');
  const { digits, jalali } = useFormatters();
  const cart = useReserveCart();
  const { busy, error, checkout, time } = useCartCheckout(cart, onNavigate, t('cart.checkoutFailed'));
  const { lines } = cart.cart;

  if (lines.length === 0) {
    return (
      <PageContainer title={t('cart.title')} data-testid="cart-page">
        <Stack align="center" py="xl" gap="xs" data-testid="cart-empty">
          <IconShoppingCartOff size={40} stroke={1.4} aria-hidden />
          <Text c="dimmed">{t('cart.empty')}</Text>
        </Stack>
      </PageContainer>
    );
  }

  return (
    <PageContainer
      title={t('cart.title')}
      leftButton={
        <Button size="xs" variant="light" color="red" onClick={cart.clear} data-testid="cart-clear">
          {t('cart.clear')}
        </Button>
      }
      data-testid="cart-page"
    >
      <Stack gap="md">
        <Table.ScrollContainer minWidth={480}>
          <Table striped data-testid="cart-lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('cart.food')}</Table.Th>
                <Table.Th>{t('cart.date')}</Table.Th>
                <Table.Th>{t('cart.count')}</Table.Th>
                <Table.Th>{t('cart.price')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('cart.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line) => (
                <Table.Tr key={line.id} data-testid="cart-line">
                  <Table.Td>{line.food.foodNames}</Table.Td>
                  <Table.Td>{jalali(line.food.programDate)}</Table.Td>
                  <Table.Td>{digits(line.selectedCount)}</Table.Td>
                  <Table.Td>
                    <Money rials={line.food.price * line.selectedCount} />
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => cart.remove(line.id)}
                      aria-label={t('cart.removeOne', { food: line.food.foodNames })}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="space-between" align="center">
          <Stack gap={2}>
            <Group gap={6}>
              <Text>{t('cart.total')}</Text>
              <Money rials={cartTotal(cart.cart)} fw={700} data-testid="cart-total" />
            </Group>
            <Text size="xs" c="dimmed" data-testid="cart-expiry">
              {t('cart.expires', { time })}
            </Text>
          </Stack>
          <Button onClick={checkout} loading={busy} data-testid="cart-checkout">
            {t('cart.checkout')}
          </Button>
        </Group>
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </PageContainer>
  );
}
