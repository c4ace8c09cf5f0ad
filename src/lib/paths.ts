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
  FoodDailySale: '/food/dailysale',
  FoodTeammate: '/food/teammate',
  FoodReservesReport: '/food/reserves-report',
  /** The week planner. */
  FoodPlan: '/food/plan',
  Sport: '/sport',
  SportGyms: '/sport/gyms',
  SportReserve: '/sport/reserve',
  SportDailySale: '/sport/dailysale',
  SportReservesReport: '/sport/reserves-report',
  Health: '/health',
  HealthClinics: '/health/clinics',
  HealthReserve: '/health/reserve',
  HealthDailySale: '/health/dailysale',
  HealthReservesReport: '/health/reserves-report',
  Transport: '/transport',
  TransportTerminals: '/transport/terminals',
  TransportReserve: '/transport/reserve',
  TransportDailySale: '/transport/dailysale',
  TransportReservesReport: '/transport/reserves-report',
  Helpdesk: '/helpdesk',
  HelpdeskIssues: '/helpdesk/issues',
  HelpdeskCreateIssue: '/helpdesk/create-issue',
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
  SurveyRelativesInfo: '/survey/relatives-info',
  SurveyCulturalCapabilities: '/survey/cultural-capabilities',
  SurveyElectionCandidacy: '/survey/election-candidacy',
  SurveyElections: '/survey/elections',
  SurveySurvey: '/survey/survey',
  SurveyCompetition: '/survey/competition',
  SurveyCamp: '/survey/camp',
  UserWallet: '/user/wallet',
  UserMessages: '/user/messages',
  UserProfile: '/user/profile',
  UserActivityReport: '/user/activity-report',
  UserCart: '/user/cart',
  UserAuthorize: '/user/authorize',
  UserFeedbacks: '/user/feedbacks',
  ModuleInactive: '/modules/inactive',
} as const;

export type RouteName = keyof typeof paths;

export const surveyParticipatePath = (surveyId: string | number) => `/survey/${encodeURIComponent(String(surveyId))}`;

/** The route pattern of SurveyParticipate (platform.md 2.1, `:surveyId` numeric); kept out of `paths` because it is not a place to go by itself. */
export const SURVEY_PARTICIPATE_PATTERN = '/survey/:surveyId';
