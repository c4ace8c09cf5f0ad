import { Code, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import classes from './wallet.module.css';

type Row = [string, string];

function ParamsTable({ rows, caption, testId }: { rows: Row[]; caption: string; testId: string }) {
  const { t } = useTranslation('wallet');
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {caption}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('paymentResult.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table withTableBorder striped className={classes.paramsTable} data-testid={testId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('paymentResult.name')}</Table.Th>
                <Table.Th scope="col">{t('paymentResult.value')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map(([name, value], i) => (
                <Table.Tr key={`${name}-${i}`}>
                  <Table.Td>
                    <Code>{name}</Code>
                  </Table.Td>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/**
 * The debugging part of /payment-result (platform.md 2.6): the route and query parameters the
 * gateway returned and the location, as they arrived.
 */
export function PaymentResultDetails() {
  const { t } = useTranslation('wallet');
  const params = useParams();
  const location = useLocation();
  const routeRows: Row[] = Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => [name === '*' ? t('paymentResult.restOfPath') : name, String(value)]);
  const queryRows: Row[] = [...new URLSearchParams(location.search).entries()];
  const locationRows: Row[] = [
    ['pathname', location.pathname],
    ['search', location.search],
    ['hash', location.hash],
    ['state', location.state === null || location.state === undefined ? '' : JSON.stringify(location.state)],
    ['key', location.key],
  ];
  return (
    <Stack gap="lg" data-testid="payment-result-details">
      <Text c="dimmed">{t('paymentResult.description')}</Text>
      <ParamsTable rows={routeRows} caption={t('paymentResult.routeParams')} testId="payment-route-params" />
      <ParamsTable rows={queryRows} caption={t('paymentResult.queryParams')} testId="payment-query-params" />
      <ParamsTable rows={locationRows} caption={t('paymentResult.location')} testId="payment-location" />
    </Stack>
  );
}
