import { IconHeadset } from '@tabler/icons-react';
import type { ModuleManifest } from '@/lib/module-manifest';
import { paths } from '@/lib/paths';
import { ISSUE_ROUTE } from './issue-path';

/*
 * The helpdesk (modules.md 2.7, platform.md 2.1): four routes on a Redmine reached through the
 * same-origin proxy. Shown when the university enables it and its address is not an empty string
 * (platform.md 2.6).
 */
const manifest = {
  key: 'helpdesk',
  namespaces: ['helpdesk'],
  routes: [
    { path: paths.Helpdesk, lazy: async () => ({ Component: (await import('./helpdesk-hub-page')).HelpdeskHubPage }) },
    {
      path: paths.HelpdeskIssues,
      lazy: async () => ({ Component: (await import('./issue-list-page')).IssueListPage }),
    },
    {
      path: paths.HelpdeskCreateIssue,
      lazy: async () => ({ Component: (await import('./create-issue-page')).CreateIssuePage }),
    },
    { path: ISSUE_ROUTE, lazy: async () => ({ Component: (await import('./issue-page')).IssuePage }) },
  ],
  prefixes: [paths.Helpdesk],
  color: 'gold',
  enabled: ({ university }) => Boolean(university.samad.help_desk) && university.services.help_desk !== '',
  tab: { path: paths.Helpdesk, icon: IconHeadset },
  commands: [
    { id: 'helpdesk-create', labelKey: 'helpdesk:home.create', to: paths.HelpdeskCreateIssue },
    { id: 'helpdesk-list', labelKey: 'helpdesk:home.list', to: paths.HelpdeskIssues },
  ],
} satisfies ModuleManifest;

export default manifest;
