import { Button, MantineThemeProvider } from '@mantine/core';
import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUniversity } from '@/session/current-university';
import { paths } from '@/lib/paths';
import type { ReservationVariant } from '../variants';
import { EmptyNotice } from './query-state';

const VariantContext = createContext<ReservationVariant | null>(null);

/**
 * A page of one variant: the variant for everything inside, and its module colour as the primary
 * colour (the shell colours its own frame; this keeps a page right when mounted on its own too).
 * A variant the university does not enable shows a notice instead of its screens.
 */
export function VariantScope({ variant, children }: { variant: ReservationVariant; children: ReactNode }) {
  const { t } = useTranslation('reservation');
  const { t: tc } = useTranslation();
  const university = useCurrentUniversity();
  const theme = useMemo(() => ({ primaryColor: variant.color }), [variant.color]);
  const enabled = university ? variant.enabled(university.samad) : false;
  return (
    <VariantContext.Provider value={variant}>
      <MantineThemeProvider theme={theme}>
        {enabled ? (
          children
        ) : (
          <EmptyNotice
            actions={
              <Button component={Link} to={paths.Home} variant="light">
                {tc('actions.home')}
              </Button>
            }
          >
            {t('notEnabled', { module: t(variant.text('title')) })}
          </EmptyNotice>
        )}
      </MantineThemeProvider>
    </VariantContext.Provider>
  );
}

/** A route page of the variants: the screen (which reads the variant with useVariant) inside VariantScope. */
export function variantPage<P extends object>(Screen: ComponentType<P>) {
  return function VariantPage({ variant, ...props }: P & { variant: ReservationVariant }) {
    return (
      <VariantScope variant={variant}>
        <Screen {...(props as P)} />
      </VariantScope>
    );
  };
}

export function useVariant(): ReservationVariant {
  const variant = useContext(VariantContext);
  if (!variant) throw new Error('useVariant outside VariantScope');
  return variant;
}
