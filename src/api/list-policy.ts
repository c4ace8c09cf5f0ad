import type { ZodType } from 'zod';
import { operationTable } from './call-policy';
import { getMyProfileResponse, getUserByIdResponse, getUserByUsernameResponse } from './generated/rest/zod/users/users';
import { getCreditTransferInfoResponse, getNurtureProfileResponse } from './generated/rest/zod/credit/credit';
import { listPaymentTransactionsResponse } from './generated/rest/zod/payment/payment';
import { listActivityLogsResponse, listAnnouncementsResponse } from './generated/rest/zod/content/content';
import { getMessageResponse, listInboxMessagesResponse, listOutboxMessagesResponse } from './generated/rest/zod/messages/messages';
import { listReservesResponse, listVotableItemsResponse, listVoteReasonsResponse } from './generated/rest/zod/reserves/reserves';
import { listDailySellProgramsResponse, listMyReserveDailySalesResponse, listReserveDailySalesAltResponse } from './generated/rest/zod/daily-sale/daily-sale';
import { getProgramsV2Response, getReservationProgramsV2Response, listReservationSelfsResponse, listSelfsResponse } from './generated/rest/zod/programs/programs';
import { listTeammatesResponse } from './generated/rest/zod/teammates/teammates';
import { listMyFeedbacksResponse } from './generated/rest/zod/feedbacks/feedbacks';
import { getRoomsCapacityResponse, getStudentGroupResponse, getValidEntranceDormitoryResponse, listDormitoryLeavesResponse, listDormitoryRequestsResponse, listGroupRoomsResponse, listMyAttendanceResponse, listMyCardexesResponse, listMyDormitoriesResponse, listMyEskansResponse, listRoommatesResponse, listSolitaryBlocksResponse, listSolitaryFloorsResponse, listSolitaryRoomMembersResponse } from './generated/rest/zod/dormitory/dormitory';
import { getSurveyResponse, listSurveysResponse } from './generated/rest/zod/surveys/surveys';
import { getStudentFamilyResponse, listStudyLevelsResponse } from './generated/rest/zod/family/family';
import { listUniversitiesResponse } from './generated/rest/zod/universities/universities';
import { getEpaymentGatewaysResponse, listEpaymentConsumersResponse } from './generated/epayment/zod/epayment/epayment';
import { helpdeskGetIssueResponse, helpdeskListCustomFieldsResponse, helpdeskListIssueCategoriesResponse, helpdeskListIssueStatusesResponse, helpdeskListIssuesResponse, helpdeskListProjectsResponse } from './generated/helpdesk/zod/helpdesk/helpdesk';
/*
 * Issue 12, "bad data stays in its box": every read that answers a list the app renders, with the
 * contract's schema of its answer. The transport prunes each list of such an answer item by item
 * (valid-items.ts `pruneInvalidItems`), so one malformed message, meal, room or survey is dropped
 * and reported once, and the rest of the page renders. tests/unit/api/list-policy.test.ts keeps this
 * table equal to the contract's GET operations whose answer holds a list. Loaded lazily by the
 * transport (the schemas are not needed before the first answer).
 */
export const listCalls = operationTable<ZodType>({
  'GET /rest/users/me': getMyProfileResponse,
  'GET /rest/users/{id}': getUserByIdResponse,
  'GET /rest/users': getUserByUsernameResponse,
  'GET /rest/users/nurture-profiles': getNurtureProfileResponse,
  'GET /rest/credit-transfers': getCreditTransferInfoResponse,
  'GET /rest/payment-transactions/current': listPaymentTransactionsResponse,
  'GET /rest/users/activity-logs': listActivityLogsResponse,
  'GET /rest/announcements': listAnnouncementsResponse,
  'GET /rest/users/me/feedbacks': listMyFeedbacksResponse,
  'GET /rest/users/me/messages/inbox': listInboxMessagesResponse,
  'GET /rest/users/me/messages/outbox': listOutboxMessagesResponse,
  'GET /rest/users/me/messages/{id}': getMessageResponse,
  'GET /rest/reserves': listReservesResponse,
  'GET /rest/reserves/votes/reasons': listVoteReasonsResponse,
  'GET /rest/reserves/votable': listVotableItemsResponse,
  'GET /rest/daily-sell-programs': listDailySellProgramsResponse,
  'GET /rest/users/me/reserve-daily-sales': listMyReserveDailySalesResponse,
  'GET /rest/reserve/reserve-daily-sale': listReserveDailySalesAltResponse,
  'GET /rest/programs/v2': getProgramsV2Response,
  'GET /rest/reservations/programs/v2': getReservationProgramsV2Response,
  'GET /rest/selfs': listSelfsResponse,
  'GET /rest/reservations/selfs': listReservationSelfsResponse,
  'GET /rest/nurtures/users/teammates': listTeammatesResponse,
  'GET /rest/users/me/eskans': listMyEskansResponse,
  'GET /rest/users/me/eskans/cardexes': listMyCardexesResponse,
  'GET /rest/users/me/attendance': listMyAttendanceResponse,
  'GET /rest/me/dormitory-leave': listDormitoryLeavesResponse,
  'GET /rest/users/me/dormitory-requests': listDormitoryRequestsResponse,
  'GET /rest/users/me/dormitories': listMyDormitoriesResponse,
  'GET /rest/users/me/dormitories/solitary/{dormitoryId}/blocks': listSolitaryBlocksResponse,
  'GET /rest/users/me/dormitories/solitary/{dormitoryId}/blocks/{blockId}/floors': listSolitaryFloorsResponse,
  'GET /rest/users/me/dormitories/solitary/{dormitoryId}/blocks/{blockId}/floors/{floorId}/rooms/{roomId}': listSolitaryRoomMembersResponse,
  'GET /rest/users/me/dormitories/groups/rooms': listGroupRoomsResponse,
  'GET /rest/users/me/dormitories/{id}/rooms-capacity': getRoomsCapacityResponse,
  'GET /rest/users/me/valid-entrance-dormitory': getValidEntranceDormitoryResponse,
  'GET /rest/users/me/student-groups/roommates': listRoommatesResponse,
  'GET /rest/users/me/student-groups': getStudentGroupResponse,
  'GET /rest/users/me/surveys': listSurveysResponse,
  'GET /rest/users/me/surveys/{id}': getSurveyResponse,
  'GET /rest/student-family': getStudentFamilyResponse,
  'GET /rest/study-levels': listStudyLevelsResponse,
  'GET /rest/universities': listUniversitiesResponse,
  'GET /rest/modules/epayment/processing/consumers': listEpaymentConsumersResponse,
  'GET /rest/modules/epayment/processing/gateways': getEpaymentGatewaysResponse,
  'GET /issues.json': helpdeskListIssuesResponse,
  'GET /issues/{id}.json': helpdeskGetIssueResponse,
  'GET /issue_statuses.json': helpdeskListIssueStatusesResponse,
  'GET /custom_fields.json': helpdeskListCustomFieldsResponse,
  'GET /projects.json': helpdeskListProjectsResponse,
  'GET /projects/{id}/issue_categories.json': helpdeskListIssueCategoriesResponse,
});

