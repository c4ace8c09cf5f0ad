import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageError } from './full-page-error';

/*
 * "Bad data stays in its box": a render error (malformed server data, a bug in one widget)
 * replaces only the boundary's children with a translated, retryable notice; the shell, the other
 * widgets and the session stay. Each independent widget (forced messages, announcements, slides,
 * banners, each home frame) and each page outlet has one. `resetKeys` (the page's address) clear the
 * error when they change, so leaving a broken page works without a reload.
 */

export interface ErrorBoundaryProps {
  /** What failed, for the console report (never shown). */
  name: string;
  /** `page`: the full-page error of a route body; `widget`: an inline notice; `silent`: nothing (overlays). */
  variant?: 'page' | 'widget' | 'silent';
  /** The error clears when any of these change (e.g. the pathname of a page outlet). */
  resetKeys?: readonly unknown[];
  children: ReactNode;
}

interface State {
  error: unknown;
  keys: readonly unknown[] | undefined;
}

const sameKeys = (a: readonly unknown[] | undefined, b: readonly unknown[] | undefined) =>
  a === b || (!!a && !!b && a.length === b.length && a.every((value, i) => Object.is(value, b[i])));

export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, keys: this.props.resetKeys };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown render error') };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    if (sameKeys(props.resetKeys, state.keys)) return null;
    return { keys: props.resetKeys, error: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[${this.props.name}] failed to render`, error, info.componentStack);
  }

  private retry = () => this.setState({ error: null });

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    const variant = this.props.variant ?? 'widget';
    if (variant === 'silent') return null;
    return <BoundaryFallback variant={variant} name={this.props.name} onRetry={this.retry} />;
  }
}

function BoundaryFallback({
  variant,
  name,
  onRetry,
}: {
  variant: 'page' | 'widget';
  name: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (variant === 'page') {
    return (
      <FullPageError description={t('errors.pageDescription')} onRetry={onRetry} mih="40vh">
        <span data-testid="page-error" data-boundary={name} hidden />
      </FullPageError>
    );
  }
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      role="alert"
      data-testid="widget-error"
      data-boundary={name}
    >
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="sm">{t('errors.widget')}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('actions.tryAgain')}
        </Button>
      </Group>
    </Alert>
  );
}
