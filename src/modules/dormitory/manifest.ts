import { IconBuildingCommunity } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { ModuleManifest } from '@/lib/module-manifest';
import { paths } from '@/lib/paths';

/*
 * The dormitory (modules.md 2.6; platform.md 2.1's ten routes), brown, enabled by samad.dormitory.
 * Every screen loads lazily.
 */

const page =
  (load: () => Promise<React.ComponentType>): RouteObject['lazy'] =>
  async () => ({ Component: await load() });

const routes: RouteObject[] = [
  { path: paths.Dormitory, lazy: page(async () => (await import('./hub/dormitory-hub-page')).DormitoryHubPage) },
  { path: paths.DormitoryRegister, lazy: page(async () => (await import('./register/register-page')).RegisterPage) },
  {
    path: paths.DormitoryGroupRoomSelector,
    lazy: page(async () => (await import('./register/group-room-selector-page')).GroupRoomSelectorPage),
  },
  {
    path: paths.DormitorySolitaryRoomSelector,
    lazy: page(async () => (await import('./register/solitary-room-selector-page')).SolitaryRoomSelectorPage),
  },
  {
    path: paths.DormitoryPreRegister,
    lazy: page(async () => (await import('./pre-register/pre-register-page')).PreRegisterPage),
  },
  {
    path: paths.DormitoryLeave,
    lazy: page(async () => (await import('./leave/leave-page')).LeavePage as React.ComponentType),
  },
  {
    path: paths.DormitoryLeaveReport,
    lazy: page(async () => (await import('./leave/leave-report-page')).LeaveReportPage),
  },
  {
    path: paths.DormitoryCardexes,
    lazy: page(async () => (await import('./reports/cardexes-page')).CardexesPage as React.ComponentType),
  },
  {
    path: paths.DormitoryAttendanceReport,
    lazy: page(async () => (await import('./reports/attendance-page')).AttendancePage),
  },
  { path: paths.DormitoryLaundry, lazy: page(async () => (await import('./reports/laundry-page')).LaundryPage) },
];

const manifest = {
  key: 'dormitory',
  namespaces: ['dormitory'],
  routes,
  prefixes: [paths.Dormitory],
  color: 'brown',
  enabled: ({ university }) => Boolean(university.samad?.dormitory),
  tab: { path: paths.Dormitory, icon: IconBuildingCommunity },
  commands: [
    { id: 'dormitory-register', labelKey: 'dormitory:home.register', to: paths.DormitoryRegister },
    { id: 'dormitory-leave', labelKey: 'dormitory:home.leave', to: paths.DormitoryLeave },
  ],
} satisfies ModuleManifest;

export default manifest;
