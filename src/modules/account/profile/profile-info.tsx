import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@/api/generated/rest/model';
import { readableDate } from '@/lib/jalali';
import { lookupText as text } from '@/lib/lookup-text';
import { useFormatters } from '@/ui/use-formatters';
import { useLanguage } from '@/ui/use-language';

type Field = { key: string; value: ReactNode };

function FieldList({ title, fields }: { title: string; fields: Field[] }) {
  const { t } = useTranslation('account');
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" component="dl" m={0}>
        {fields.map((f) => (
          <div key={f.key}>
            <Text component="dt" size="xs" c="dimmed">
              {t(`profile.fields.${f.key}` as 'profile.fields.username')}
            </Text>
            <Text component="dd" m={0} fw={500} data-field={f.key}>
              {f.value ?? '—'}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The profile as the server sends it, read-only (platform.md 2.9: "read-only profile"). */
export function ProfileInfo({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const { digits } = useFormatters();
  const lng = useLanguage();
  const num = (v: unknown) => {
    const s = text(v);
    return s === null ? null : digits(s);
  };
  const yesNo = (v: boolean) => t(v ? 'profile.yes' : 'profile.no');
  // The live server sends faculty and personnel as flags (is a faculty member, is staff); older
  // servers sent the faculty as a look-up and personnel as a number.
  const facultyMember = typeof profile.faculty === 'boolean' ? profile.faculty : undefined;
  const personal: Field[] = [
    { key: 'username', value: num(profile.username) },
    { key: 'firstName', value: text(profile.firstName) },
    { key: 'lastName', value: text(profile.lastName) },
    { key: 'fatherName', value: text(profile.fatherName) },
    { key: 'gender', value: text(profile.gender) },
    { key: 'nationalCode', value: num(profile.nationalCode) },
    { key: 'shenasnameNumber', value: num(profile.shenasnameNumber) },
    { key: 'birthDate', value: readableDate(text(profile.birthDate), lng) || null },
    { key: 'birthPlace', value: text(profile.birthPlace) },
    { key: 'issuePlace', value: text(profile.issuePlace) },
    { key: 'marriageStatus', value: text(profile.marriageStatus) },
    { key: 'militaryServiceStatus', value: text(profile.militaryServiceStatus) },
    { key: 'religion', value: text(profile.religion) },
    {
      key: 'personnel',
      value: typeof profile.personnel === 'boolean' ? yesNo(profile.personnel) : num(profile.personnel),
    },
    ...(facultyMember === undefined ? [] : [{ key: 'facultyMember', value: yesNo(facultyMember) }]),
  ];
  const contact: Field[] = [
    { key: 'mobileNumber', value: num(profile.mobileNumber) },
    { key: 'email', value: text(profile.email) },
    { key: 'province', value: text(profile.province) },
    { key: 'city', value: text(profile.city) },
    { key: 'address', value: text(profile.address) },
    { key: 'postalCode', value: num(profile.postalCode) },
  ];
  const s = profile.student;
  const study: Field[] = s
    ? [
        { key: 'studentNumber', value: num(s.studentNumber) },
        ...(facultyMember === undefined ? [{ key: 'faculty', value: text(profile.faculty) }] : []),
        { key: 'studyLevel', value: text(s.studyLevel) },
        { key: 'studyMajor', value: text(s.studyMajor) },
        { key: 'studyField', value: text(s.studyField) },
        { key: 'educationalStatus', value: text(s.educationalStatus) },
        { key: 'semester', value: num(s.semester) },
        { key: 'passedSemesters', value: num(s.passedSemesters) },
        {
          key: 'isDormitoryResident',
          value: s.isDormitoryResident === undefined ? null : yesNo(s.isDormitoryResident),
        },
      ]
    : [];
  return (
    <Stack gap="lg" data-testid="profile-info">
      <FieldList title={t('profile.sections.personal')} fields={personal} />
      <FieldList title={t('profile.sections.contact')} fields={contact} />
      {study.length > 0 && <FieldList title={t('profile.sections.study')} fields={study} />}
    </Stack>
  );
}
