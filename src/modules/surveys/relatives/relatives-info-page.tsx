import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconTrash } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/api/api-error';
import {
  getGetStudentFamilyQueryOptions,
  getListStudyLevelsQueryOptions,
  useSaveStudentFamily,
} from '@/api/generated/rest/hooks/family/family';
import type { StudentFamily, StudentFamilyListEnvelope, StudyLevelListEnvelope } from '@/api/generated/rest/model';
import { isoDate } from '@/lib/jalali';
import { useDraft } from '@/session/use-draft';
import { DatePickerInput } from '@/ui/date-picker-input';
import { DraftNotice } from '@/ui/draft-notice';
import { LoadingIndicator } from '@/ui/loading-indicator';
import { NumericInput } from '@/ui/numeric-input';
import { PageContainer } from '@/ui/page-container';
import { useSurveyFormat } from '../use-survey-format';
import {
  formProblem,
  initialRelatives,
  isRelativeDrafts,
  newRelative,
  relativeErrors,
  RELATIONS,
  RULES,
  toServer,
  type FieldProblem,
  type RelativeField,
} from './relatives-model';

/** The draft of this form (src/lib/drafts.ts). */
const RELATIVES_DRAFT = 'surveys.relatives';

/** /survey/relatives-info (modules.md 2.8, 5): the student's relatives, father and mother required. */
export function RelativesInfoPage() {
  const { t } = useTranslation('surveys');
  const family = useQuery({
    ...getGetStudentFamilyQueryOptions<StudentFamilyListEnvelope, ApiError>(),
    select: (e: StudentFamilyListEnvelope) => e.payload,
  });
  const levels = useQuery({
    ...getListStudyLevelsQueryOptions<StudyLevelListEnvelope, ApiError>(),
    select: (e: StudyLevelListEnvelope) => e.payload,
  });
  return (
    <PageContainer title={t('relatives.title')} data-testid="relatives-page">
      {(family.isPending || levels.isPending) && !family.isError && !levels.isError && <LoadingIndicator />}
      {(family.isError || levels.isError) && (
        <LoadingIndicator
          failed
          onRetry={() => {
            if (family.isError) void family.refetch();
            if (levels.isError) void levels.refetch();
          }}
        />
      )}
      {family.isSuccess && levels.isSuccess && (
        <RelativesForm
          key={family.dataUpdatedAt}
          saved={family.data}
          levels={levels.data.map((l) => ({ value: String(l.id), label: l.name }))}
        />
      )}
    </PageContainer>
  );
}

function RelativesForm({ saved, levels }: { saved: StudentFamily[]; levels: { value: string; label: string }[] }) {
  const { t } = useTranslation('surveys');
  const format = useSurveyFormat();
  const queryClient = useQueryClient();
  // Kept as the student's draft until saved: a session that ends mid-form loses nothing.
  const draft = useDraft(RELATIVES_DRAFT, () => initialRelatives(saved), isRelativeDrafts);
  const { value: drafts, set: setDrafts } = draft;
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [attempted, setAttempted] = useState(false);
  const today = useMemo(() => isoDate(new Date()), []);
  const save = useSaveStudentFamily({
    mutation: {
      onSuccess: () => {
        draft.clear();
        notifications.show({ color: 'green', message: t('relatives.saved'), autoClose: 4000 });
        void queryClient.invalidateQueries({ queryKey: getGetStudentFamilyQueryOptions().queryKey });
      },
    },
  });

  const errors = drafts.map((d) => relativeErrors(d, today));
  const listProblem = formProblem(drafts);
  const invalid = listProblem !== null || errors.some((e) => Object.keys(e).length > 0);

  const update = (key: string, field: RelativeField, value: string) =>
    setDrafts((prev) => prev.map((d) => (d.key === key ? { ...d, [field]: value } : d)));
  const touch = (key: string, field: RelativeField) => setTouched((prev) => ({ ...prev, [`${key}.${field}`]: true }));
  const shownError = (index: number, key: string, field: RelativeField): string | undefined => {
    const problem: FieldProblem | undefined = errors[index]?.[field];
    if (!problem || !(attempted || touched[`${key}.${field}`])) return undefined;
    const rule = RULES[field];
    return t(`relatives.problem.${problem}`, {
      min: format.digits(rule?.min ?? 0),
      max: format.digits(rule?.max ?? 0),
    });
  };

  const submit = () => {
    setAttempted(true);
    if (invalid) return;
    save.mutate({ data: { studentFamilies: drafts.map(toServer) } });
  };

  const relationOptions = RELATIONS.map((r) => ({ value: r, label: t(`relatives.relation.${r}`) }));

  return (
    <form noValidate onSubmit={(event) => (event.preventDefault(), submit())}>
      <Stack gap="lg">
        <DraftNotice restored={draft.restored} onDiscard={() => draft.clear(initialRelatives(saved))} />
        <Text size="sm" c="dimmed">
          {t('relatives.intro')}
        </Text>
        {drafts.map((draft, index) => {
          const err = (field: RelativeField) => shownError(index, draft.key, field);
          const text = (field: RelativeField, extra: Partial<ComponentProps<typeof TextInput>> = {}) => (
            <TextInput
              label={t(`relatives.field.${field}`)}
              value={draft[field]}
              onChange={(event) => update(draft.key, field, event.currentTarget.value)}
              onBlur={() => touch(draft.key, field)}
              error={err(field)}
              data-testid={`relative-${index}-${field}`}
              {...extra}
            />
          );
          const title = draft.relation ? t(`relatives.relation.${draft.relation}`) : t('relatives.newRecord');
          return (
            <Card
              key={draft.key}
              withBorder
              radius="md"
              padding="md"
              component="fieldset"
              aria-label={title}
              data-testid={`relative-${index}`}
            >
              <Group justify="space-between" mb="sm">
                <Title order={2} size="h5">
                  {format.digits(index + 1)}. {title}
                </Title>
                {drafts.length > 1 && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => setDrafts((prev) => prev.filter((d) => d.key !== draft.key))}
                    aria-label={t('relatives.remove', { name: title })}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
                <Select
                  label={t('relatives.field.relation')}
                  data={relationOptions}
                  value={draft.relation || null}
                  onChange={(value) => (update(draft.key, 'relation', value ?? ''), touch(draft.key, 'relation'))}
                  error={err('relation')}
                  withAsterisk
                  allowDeselect={false}
                  data-testid={`relative-${index}-relation`}
                />
                {text('firstName', { withAsterisk: true, maxLength: 50 })}
                {/* The hint under the field, so the row's inputs stay aligned; limits from RULES. */}
                {text('lastName', {
                  withAsterisk: true,
                  maxLength: RULES.lastName?.max,
                  description: t('relatives.lastNameHint', {
                    min: format.digits(RULES.lastName?.min ?? 0),
                    max: format.digits(RULES.lastName?.max ?? 0),
                  }),
                  inputWrapperOrder: ['label', 'input', 'description', 'error'],
                })}
                <NumericInput
                  label={t('relatives.field.nationalCode')}
                  value={draft.nationalCode}
                  onChange={(value) => update(draft.key, 'nationalCode', value)}
                  onBlur={() => touch(draft.key, 'nationalCode')}
                  error={err('nationalCode')}
                  maxLength={10}
                  data-testid={`relative-${index}-nationalCode`}
                />
                <DatePickerInput
                  label={t('relatives.field.birthDate')}
                  value={draft.birthDate ? new Date(`${draft.birthDate}T00:00:00`) : null}
                  onChange={(selection) => (
                    update(draft.key, 'birthDate', selection?.isoDate ?? ''),
                    touch(draft.key, 'birthDate')
                  )}
                  maxDate={new Date()}
                  error={err('birthDate')}
                  clearable
                  data-testid={`relative-${index}-birthDate`}
                />
                <NumericInput
                  label={t('relatives.field.age')}
                  value={draft.age}
                  onChange={(value) => update(draft.key, 'age', value)}
                  onBlur={() => touch(draft.key, 'age')}
                  error={err('age')}
                  maxLength={3}
                  data-testid={`relative-${index}-age`}
                />
                <Select
                  label={t('relatives.field.studyLevelId')}
                  data={levels}
                  value={draft.studyLevelId || null}
                  onChange={(value) => update(draft.key, 'studyLevelId', value ?? '')}
                  clearable
                  error={err('studyLevelId')}
                  data-testid={`relative-${index}-studyLevelId`}
                />
                {text('job', { maxLength: 50 })}
                <NumericInput
                  label={t('relatives.field.mobileNumber')}
                  value={draft.mobileNumber}
                  onChange={(value) => update(draft.key, 'mobileNumber', value)}
                  onBlur={() => touch(draft.key, 'mobileNumber')}
                  error={err('mobileNumber')}
                  maxLength={11}
                  placeholder={t('relatives.mobilePlaceholder')}
                  data-testid={`relative-${index}-mobileNumber`}
                />
                {text('contactInfo', { maxLength: 50 })}
                {text('address', { maxLength: 50 })}
              </SimpleGrid>
            </Card>
          );
        })}
        <Group>
          <Button
            variant="light"
            color="navy"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setDrafts((prev) => [...prev, newRelative()])}
            data-testid="relative-add"
          >
            {t('relatives.add')}
          </Button>
        </Group>
        {attempted && listProblem && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            role="alert"
            data-testid="relatives-list-problem"
          >
            {t(`relatives.listProblem.${listProblem}`)}
          </Alert>
        )}
        {attempted && !listProblem && invalid && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            {t('relatives.fixErrors')}
          </Alert>
        )}
        <Group>
          <Button type="submit" color="navy" loading={save.isPending} data-testid="relatives-save">
            {t('relatives.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
