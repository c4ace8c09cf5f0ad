import { Badge, Button, Select, Stack, Table, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/api/api-error';
import {
  createDormitoryRequest,
  getGetValidEntranceDormitoryQueryKey,
  getListDormitoryRequestsQueryKey,
  getListMyDormitoriesQueryOptions,
} from '@/api/generated/rest/hooks/dormitory/dormitory';
import type { DormitoryListEnvelope, PreRegistrationRequest } from '@/api/generated/rest/model';
import { useCurrentUniversity } from '@/session/current-university';
import { LoadingIndicator } from '@/ui/loading-indicator';
import { PageContainer } from '@/ui/page-container';
import { NO_PRE_REGISTER_UNIKEY } from '../access';
import { BackNotice } from '../shared/notice';
import { notify } from '../shared/notify';
import { usePreRegistrations, useValidEntrance } from '../shared/queries';

/** Pre-registration status as shown (modules.md 4). */
export function preRegistrationStatusKey(
  status: string,
): 'WAITING' | 'ACCEPTED' | 'REJECTED' | 'TRANSFER' | 'NOT_CHECKED' {
  if (status === 'WAITING') return 'WAITING';
  if (status === 'ACCEPT' || status === 'APPROVED') return 'ACCEPTED';
  if (status === 'REJECT' || status === 'REJECTED') return 'REJECTED';
  if (status === 'TRANSFER') return 'TRANSFER';
  return 'NOT_CHECKED';
}

/** /dormitory/pre-register (modules.md 2.6 item 5): desired dormitory (unless not required), description. */
export function PreRegisterPage() {
  const { t } = useTranslation('dormitory');
  const university = useCurrentUniversity();
  const entrance = useValidEntrance();
  const requests = usePreRegistrations();
  const loading = entrance.isPending || requests.isPending;
  const failed = entrance.isError || requests.isError;
  const e = entrance.data;
  let body;
  if (loading || failed)
    body = <LoadingIndicator failed={failed} onRetry={() => void (entrance.refetch(), requests.refetch())} />;
  else if (university?.unikey?.toUpperCase() === NO_PRE_REGISTER_UNIKEY || !e?.preregistrationEnabled)
    body = <BackNotice>{t('errors.preRegistrationNotActive')}</BackNotice>;
  else if (!e.inPreregistrationPeriod) body = <BackNotice>{t('errors.notInPreRegistrationPeriod')}</BackNotice>;
  else {
    const current = e.semesters?.[0]?.id;
    const done = requests.data?.payload.some(
      (r) => (current === undefined || r.semester?.id === current) && preRegistrationStatusKey(r.status) !== 'REJECTED',
    );
    body = done ? (
      <BackNotice data-testid="pre-register-done">{t('errors.preRegistrationDone')}</BackNotice>
    ) : (
      <PreRegisterForm withoutDormitory={Boolean(e.preregisterWithoutChooseDormitory)} />
    );
  }
  return (
    <PageContainer title={t('preRegister.title')} data-testid="pre-register-page">
      <Stack gap="lg">
        {body}
        {requests.data && requests.data.payload.length > 0 && <Requests rows={requests.data.payload} />}
      </Stack>
    </PageContainer>
  );
}

function PreRegisterForm({ withoutDormitory }: { withoutDormitory: boolean }) {
  const { t } = useTranslation('dormitory');
  const queryClient = useQueryClient();
  const dormitories = useQuery({
    ...getListMyDormitoriesQueryOptions<DormitoryListEnvelope, ApiError>(),
    enabled: !withoutDormitory,
  });
  const [dormitoryId, setDormitoryId] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const [touched, setTouched] = useState(false);
  const submit = useMutation({
    mutationFn: () =>
      createDormitoryRequest({
        dormitoryId: dormitoryId ? Number(dormitoryId) : null,
        description: description.trim(),
      }),
    onSuccess: async () => {
      notify(t('preRegister.done'));
      await queryClient.invalidateQueries({ queryKey: getListDormitoryRequestsQueryKey() });
      await queryClient.invalidateQueries({ queryKey: getGetValidEntranceDormitoryQueryKey() });
    },
  });
  const missing = !withoutDormitory && !dormitoryId;
  if (!withoutDormitory && (dormitories.isPending || dormitories.isError))
    return <LoadingIndicator failed={dormitories.isError} onRetry={() => void dormitories.refetch()} />;
  return (
    <form
      onSubmit={(ev) => {
        ev.preventDefault();
        setTouched(true);
        if (!missing) submit.mutate();
      }}
    >
      <Stack gap="sm" maw={480}>
        {!withoutDormitory && (
          <Select
            label={t('preRegister.dormitory')}
            required
            data={(dormitories.data?.payload ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
            value={dormitoryId}
            onChange={setDormitoryId}
            error={touched && missing ? t('preRegister.dormitoryRequired') : undefined}
            data-testid="pre-register-dormitory"
          />
        )}
        <Textarea
          label={t('preRegister.description')}
          value={description}
          onChange={(ev) => setDescription(ev.currentTarget.value)}
          autosize
          minRows={2}
        />
        <Button type="submit" loading={submit.isPending} w="fit-content" data-testid="pre-register-submit">
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}

function Requests({ rows }: { rows: PreRegistrationRequest[] }) {
  const { t } = useTranslation('dormitory');
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table data-testid="pre-register-requests">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('preRegister.semester')}</Table.Th>
            <Table.Th>{t('preRegister.destination')}</Table.Th>
            <Table.Th>{t('leaveReport.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r, i) => (
            <Table.Tr key={r.id ?? i}>
              <Table.Td>{r.semester?.name}</Table.Td>
              <Table.Td>{r.destinationDormitory?.name ?? r.suggestedDormitory?.name ?? '—'}</Table.Td>
              <Table.Td>
                <Badge variant="light">{t(`preRegister.status.${preRegistrationStatusKey(r.status)}`)}</Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
