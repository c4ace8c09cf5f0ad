import { Accordion, Divider, Stack, Tabs } from '@mantine/core';
import { IconFaceId, IconKey, IconLock, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useConfig } from '@/config/config-context';
import { useCurrentUniversity } from '@/session/current-university';
import { useSession } from '@/session/session-provider';
import { LoadingIndicator } from '@/ui/loading-indicator';
import { PageContainer } from '@/ui/page-container';
import { PasswordChangeForm } from '@/ui/password-change-form';
import { useIsMobile } from '@/ui/use-is-mobile';
import { notifications } from '@mantine/notifications';
import { Cvv2ChangeForm } from './cvv2-change-form';
import { FaceEnrollmentTab } from './face-enrollment-tab';
import { PictureUpload } from './picture-upload';
import { ProfileInfo } from './profile-info';
import { scopeOf, visibleScopes, type ProfileScope } from './profile-scope';

const ICONS: Record<ProfileScope, ReactNode> = {
  profile: <IconUser size={16} aria-hidden />,
  password: <IconLock size={16} aria-hidden />,
  cvv2: <IconKey size={16} aria-hidden />,
  'face-enrollment': <IconFaceId size={16} aria-hidden />,
};

/** /user/profile: the tabs `scope` names, each shown by its setting (platform.md 2.9, 6); sections on mobile. */
export default function ProfilePage() {
  const { t } = useTranslation('account');
  const { ui } = useConfig();
  const university = useCurrentUniversity();
  const { profile } = useSession();
  const isMobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const scopes = visibleScopes(university, ui);
  const active = scopeOf(params.get('scope'), scopes);
  const select = (scope: string | null) => {
    if (scope) setParams({ scope }, { replace: true });
  };

  if (!profile) return <LoadingIndicator />;

  const content: Record<ProfileScope, ReactNode> = {
    profile: (
      <Stack gap="lg">
        {profile.changeProfilePicturePermission && (
          <>
            <PictureUpload username={profile.username} />
            <Divider />
          </>
        )}
        <ProfileInfo profile={profile} />
      </Stack>
    ),
    password: (
      <Stack maw={480}>
        <PasswordChangeForm
          key={active}
          onChanged={() => {
            notifications.show({ color: 'teal', message: t('password.changed') });
            select('profile');
          }}
        />
      </Stack>
    ),
    cvv2: <Cvv2ChangeForm />,
    'face-enrollment': <FaceEnrollmentTab profile={profile} />,
  };

  return (
    <PageContainer title={t('profile.title')} data-testid="profile-page">
      {isMobile ? (
        <Accordion value={active} onChange={select} variant="separated">
          {scopes.map((s) => (
            <Accordion.Item key={s} value={s}>
              <Accordion.Control icon={ICONS[s]}>{t(`tabs.${s}`)}</Accordion.Control>
              <Accordion.Panel>{content[s]}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      ) : (
        <Tabs value={active} onChange={select} keepMounted={false}>
          <Tabs.List mb="md">
            {scopes.map((s) => (
              <Tabs.Tab key={s} value={s} leftSection={ICONS[s]}>
                {t(`tabs.${s}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {scopes.map((s) => (
            <Tabs.Panel key={s} value={s}>
              {content[s]}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </PageContainer>
  );
}
