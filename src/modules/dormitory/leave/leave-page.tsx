import { Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ApiError } from '@/api/api-error';
import {
  createDormitoryLeave,
  getListDormitoryLeavesQueryKey,
  getListMyEskansQueryOptions,
} from '@/api/generated/rest/hooks/dormitory/dormitory';
import type { EskanListEnvelope } from '@/api/generated/rest/model';
import { normalizeDigits } from '@/lib/digits';
import { isoDate } from '@/lib/jalali';
import { paths } from '@/lib/paths';
import { useDraft } from '@/session/use-draft';
import { DatePickerInput } from '@/ui/date-picker-input';
import { DraftNotice } from '@/ui/draft-notice';
import { LoadingIndicator } from '@/ui/loading-indicator';
import { PageContainer } from '@/ui/page-container';
import { notify } from '../shared/notify';
import { EMPTY_LEAVE, isLeaveForm, LEAVE_FIELDS, leaveErrors, type LeaveField, type LeaveForm } from './leave-form';

/** The draft of this form (src/lib/drafts.ts). */
const LEAVE_DRAFT = 'dormitory.leave';
/** A kept ISO day as the picker's value (local midnight). */
const dateOf = (iso: string | null) => (iso ? new Date(`${iso}T00:00:00`) : null);

/** /dormitory/leave (modules.md 2.6 item 2): current dormitory and block, the form; success goes to the dormitory home. */
export function LeavePage({ today = new Date() }: { today?: Date }) {
  const { t } = useTranslation('dormitory');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const eskans = useQuery(getListMyEskansQueryOptions<EskanListEnvelope, ApiError>());
  // Kept as the student's draft until sent: a session that ends mid-form loses nothing.
  const draft = useDraft(LEAVE_DRAFT, () => EMPTY_LEAVE, isLeaveForm);
  const { value: form, set: setForm } = draft;
  // The date fields start from the draft; a discarded draft remounts them empty.
  const [generation, setGeneration] = useState(0);
  const [touched, setTouched] = useState<Partial<Record<LeaveField, boolean>>>({});
  const errors = leaveErrors(form, isoDate(today));
  const invalid = Object.keys(errors).length > 0;
  const submit = useMutation({
    mutationFn: () =>
      createDormitoryLeave({
        fromDate: form.fromDate!,
        toDate: form.toDate!,
        relation: form.relation.trim(),
        address: form.address.trim(),
        mobileNumber: normalizeDigits(form.mobileNumber.trim()),
        phoneNumber: normalizeDigits(form.phoneNumber.trim()),
        description: form.description.trim(),
        status: 'NOT_CHECKED',
      }),
    onSuccess: async () => {
      draft.clear();
      notify(t('leave.done'));
      await queryClient.invalidateQueries({ queryKey: getListDormitoryLeavesQueryKey() });
      void navigate(paths.Dormitory);
    },
  });
  const set = (key: keyof LeaveForm, value: string | null) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (key !== 'description') setTouched((x) => ({ ...x, [key]: true }));
  };
  const errorOf = (key: LeaveField) => (touched[key] && errors[key] ? t(`leave.${errors[key]}`) : undefined);
  const current = eskans.data?.payload[0];
  // A disabled submit says why: the fields still empty or wrong, by their labels, in the form's order.
  const missing = LEAVE_FIELDS.filter((key) => errors[key])
    .map((key) => t(`leave.${key}`))
    .join(t('leave.missingSeparator'));
  return (
    <PageContainer title={t('leave.title')} data-testid="leave-page">
      {eskans.isPending || eskans.isError ? (
        <LoadingIndicator failed={eskans.isError} onRetry={() => void eskans.refetch()} />
      ) : (
        <form
          onSubmit={(ev) => {
            ev.preventDefault();
            if (!invalid) submit.mutate();
          }}
        >
          <Stack gap="sm" maw={560}>
            <DraftNotice
              restored={draft.restored}
              onDiscard={() => {
                draft.clear(EMPTY_LEAVE);
                setTouched({});
                setGeneration((g) => g + 1);
              }}
            />
            <Text data-testid="leave-current">
              {current
                ? t('leave.current', {
                    dormitory: current.dormitory?.name ?? '',
                    block: current.dormitoryBlock?.name ?? '',
                  })
                : t('leave.noAccommodation')}
            </Text>
            <Group grow align="flex-start">
              <DatePickerInput
                key={`from-${generation}`}
                label={t('leave.fromDate')}
                required
                defaultValue={dateOf(form.fromDate)}
                onChange={(v) => set('fromDate', v?.isoDate ?? null)}
                error={errorOf('fromDate')}
                data-testid="leave-from"
              />
              <DatePickerInput
                key={`to-${generation}`}
                label={t('leave.toDate')}
                required
                defaultValue={dateOf(form.toDate)}
                onChange={(v) => set('toDate', v?.isoDate ?? null)}
                error={errorOf('toDate')}
                data-testid="leave-to"
              />
            </Group>
            <TextInput
              label={t('leave.relation')}
              required
              value={form.relation}
              onChange={(e) => set('relation', e.currentTarget.value)}
              error={errorOf('relation')}
            />
            <Group grow align="flex-start">
              <TextInput
                label={t('leave.mobileNumber')}
                required
                inputMode="tel"
                dir="ltr"
                value={form.mobileNumber}
                onChange={(e) => set('mobileNumber', e.currentTarget.value)}
                error={errorOf('mobileNumber')}
              />
              <TextInput
                label={t('leave.phoneNumber')}
                required
                inputMode="tel"
                dir="ltr"
                value={form.phoneNumber}
                onChange={(e) => set('phoneNumber', e.currentTarget.value)}
                error={errorOf('phoneNumber')}
              />
            </Group>
            <TextInput
              label={t('leave.address')}
              required
              value={form.address}
              onChange={(e) => set('address', e.currentTarget.value)}
              error={errorOf('address')}
            />
            <Textarea
              label={t('leave.description')}
              value={form.description}
              onChange={(e) => set('description', e.currentTarget.value)}
              autosize
              minRows={2}
            />
            <Button
              type="submit"
              disabled={invalid}
              loading={submit.isPending}
              w="fit-content"
              aria-describedby={invalid ? 'leave-missing' : undefined}
              data-testid="leave-submit"
            >
              {t('submit')}
            </Button>
            {invalid ? (
              <Text id="leave-missing" size="sm" c="dimmed" data-testid="leave-missing">
                {t('leave.missing', { fields: missing })}
              </Text>
            ) : null}
          </Stack>
        </form>
      )}
    </PageContainer>
  );
}
