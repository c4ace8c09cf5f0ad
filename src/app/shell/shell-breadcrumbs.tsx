import { Breadcrumbs, Text, useDirection } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '@/lib/paths';
import { directionalChevrons } from '@/ui/directional-chevrons';
import { isHubPath, moduleOfPath, moduleTitleKey, useManifests } from './modules';
import { useRouteChecker } from './route-availability';
import classes from './shell.module.css';
import { routeLabel, routeNameOf } from './use-shell-navigation';

interface Crumb {
  label: string;
  to?: string;
}

/** The trail of a page: home, its module's hub, the nearest named parent and the page itself. */
export function useCrumbs(): Crumb[] {
  const { t, i18n } = useTranslation('shell');
  const { pathname } = useLocation();
  const routed = useRouteChecker();
  const manifests = useManifests();
  if (isHubPath(pathname, manifests)) return [];
  const crumbs: Crumb[] = [{ label: t('nav.home'), to: paths.Home }];
  const module = moduleOfPath(pathname, manifests);
  if (module && module.path !== pathname && routed(module.path))
    crumbs.push({ label: t(moduleTitleKey(module.key)), to: module.path });
  const exact = routeNameOf(pathname);
  const parent = exact ? null : routeNameOf(pathname, true);
  if (parent && paths[parent] !== module?.path && routed(paths[parent])) {
    const label = routeLabel(i18n, parent);
    if (label) crumbs.push({ label, to: paths[parent] });
  }
  const current = exact ? routeLabel(i18n, exact) : null;
  if (current) crumbs.push({ label: current });
  return crumbs;
}

/** platform.md 2.1 "Breadcrumbs link back to section hubs": shown on every page that is not a hub. */
export function ShellBreadcrumbs() {
  const { t } = useTranslation('shell');
  const { dir } = useDirection();
  const { Next } = directionalChevrons(dir);
  const crumbs = useCrumbs();
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label={t('breadcrumbs')} className={classes.crumbs} data-testid="breadcrumbs">
      <Breadcrumbs separator={<Next size={14} color="var(--mantine-color-gray-5)" aria-hidden />} separatorMargin={6}>
        {crumbs.map((crumb, index) =>
          crumb.to && index < crumbs.length - 1 ? (
            <Link key={crumb.to} to={crumb.to} className={classes.crumbLink}>
              {index === 0 && <IconHome size={15} aria-hidden />}
              {crumb.label}
            </Link>
          ) : (
            <Text key="current" component="span" className={classes.crumbCurrent} aria-current="page">
              {crumb.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
