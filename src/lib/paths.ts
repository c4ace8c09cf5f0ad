/**
 * Named routes of platform.md 2.1, the one place a path is spelled. Modules navigate with these
 * names, never with literal strings, so the route table and the links cannot drift apart.
 */
export const paths = {
  Home: '/',
  Login: '/login',
  ResetPassword: '/reset-password',
  FAQ: '/faq',
  Announcements: '/announcements',
  PaymentResult: '/payment-result',
  Logout: '/logout',
  Face: '/face',
  FaceEnrollment: '/face/enrollment',
  Food: '/food',
  FoodSelfs: '/food/selfs',
  FoodReserve: '/food/reserve',
  Sport: '/sport',
  SportGyms: '/sport/gyms',
  SportReserve: '/sport/reserve',
  Health: '/health',
  HealthClinics: '/health/clinics',
  HealthReserve: '/health/reserve',
  Transport: '/transport',
  TransportTerminals: '/transport/terminals',
  TransportReserve: '/transport/reserve',
  Helpdesk: '/helpdesk',
  Dormitory: '/dormitory',
  DormitoryRegister: '/dormitory/register',
  DormitoryPreRegister: '/dormitory/pre-register',
  DormitoryAttendanceReport: '/dormitory/attendance-report',
  DormitoryLaundry: '/dormitory/laundry',
  DormitoryLeave: '/dormitory/leave',
  DormitoryLeaveReport: '/dormitory/leave-report',
  DormitoryGroupRoomSelector: '/dormitory/register/group-room-selector',
  DormitorySolitaryRoomSelector: '/dormitory/register/solitary-room-selector',
  DormitoryCardexes: '/dormitory/cardexes',
  Surveys: '/surveys',
  UserWallet: '/user/wallet',
  UserMessages: '/user/messages',
  UserProfile: '/user/profile',
  UserActivityReport: '/user/activity-report',
  ModuleInactive: '/modules/inactive',
} as const;

export type RouteName = keyof typeof paths;

export const surveyParticipatePath = (surveyId: string | number) => `/survey/${encodeURIComponent(String(surveyId))}`;
