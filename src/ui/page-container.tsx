import { Box, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './page-container.module.css';
import { usePageTitle } from './use-document-title';

export interface PageContainerProps {
  title: ReactNode;
  /** At the start of the title bar (right in RTL), before the title: typically "back". */
  sideButton?: ReactNode;
  /** In the middle of the title bar. */
  centerButton?: ReactNode;
  /** At the end of the title bar (left in RTL, hence the name): actions such as filter or help. */
  leftButton?: ReactNode;
  children?: ReactNode;
  /** Draws the content on a card (default) or straight on the page. */
  withCard?: boolean;
  'data-testid'?: string;
}

/** A screen's frame: a title bar with optional side, centre and left buttons, then the content. */
export function PageContainer({
  title,
  sideButton,
  centerButton,
  leftButton,
  children,
  withCard = true,
  'data-testid': testId,
}: PageContainerProps) {
  usePageTitle(typeof title === 'string' ? title : null);
  return (
    <Box component="section" className={classes.root} data-testid={testId}>
      <header className={classes.bar} data-centered={centerButton ? true : undefined}>
        <div className={classes.start}>
          {sideButton}
          <Title order={1} className={classes.title}>
            {title}
          </Title>
        </div>
        <div className={classes.center}>{centerButton}</div>
        <div className={classes.end}>{leftButton}</div>
      </header>
      {withCard ? (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} shadow="xs">
          {children}
        </Paper>
      ) : (
        children
      )}
    </Box>
  );
}
