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
  Surveys: '/surveys',
  UserWallet: '/user/wallet',
  UserMessages: '/user/messages',
  UserProfile: '/user/profile',
  UserActivityReport: '/user/activity-report',
  ModuleInactive: '/modules/inactive',
} as const;

export type RouteName = keyof typeof paths;
