/**
 * The page of `npm run bench:web`'s baselines: a minimal app of this same stack (React, Mantine,
 * React Router, React Query, XState, i18next, dayjs), a sign-in form and nothing else. Its entries
 * choose the stylesheet and the router: minimal-app.tsx Mantine's whole stylesheet and React
 * Router's data router, floor-app.tsx the form's components' CSS and the declarative router, as the
 * portal has them.
 */
import { Button, MantineProvider, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createMachine } from 'xstate';

void i18next.use(initReactI18next).init({
  lng: 'fa',
  resources: {
    fa: { translation: { title: 'ورود به سامانه', user: 'نام کاربری', password: 'رمز عبور', submit: 'ورود' } },
  },
});

const toggle = createMachine({ id: 'form', initial: 'idle', states: { idle: { on: { submit: 'sent' } }, sent: {} } });
const queryClient = new QueryClient();

export function LoginPage() {
  // The portal's typed keys (src/i18n) do not apply to this app's own resources.
  const t = useTranslation().t as unknown as (key: string) => string;
  const [state, send] = useMachine(toggle);
  const today = useQuery({ queryKey: ['today'], queryFn: async () => dayjs().format('YYYY-MM-DD') });
  return (
    <Paper maw={420} mx="auto" mt="xl" p="lg" withBorder>
      <Stack>
        <Title order={1}>{t('title')}</Title>
        <TextInput label={t('user')} />
        <PasswordInput label={t('password')} />
        <Button onClick={() => send({ type: 'submit' })} disabled={state.matches('sent')}>
          {t('submit')}
        </Button>
        <span>{today.data}</span>
      </Stack>
    </Paper>
  );
}

/** Renders the page under the stack's providers, in the router an entry gives. */
export function renderApp(router: ReactNode): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <MantineProvider>
        <QueryClientProvider client={queryClient}>{router}</QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
}
