import { operationTable, type SchemaLoader } from './call-policy';
import {
  contentSchemas,
  creditSchemas,
  dailySaleSchemas,
  dormitorySchemas,
  epaymentSchemas,
  familySchemas,
  feedbacksSchemas,
  helpdeskSchemas,
  messagesSchemas,
  paymentSchemas,
  programsSchemas,
  reservesSchemas,
  surveysSchemas,
  teammatesSchemas,
  universitiesSchemas,
  usersSchemas,
} from './schema-modules';
/*
 * Issue 12, "bad data stays in its box": every read that answers a list the app renders, with the
 * contract's schema of its answer. The transport prunes each list of such an answer item by item
 * (valid-items.ts `pruneInvalidItems`), so one malformed message, meal, room or survey is dropped
 * and reported once, and the rest of the page renders. tests/unit/api/list-policy.test.ts keeps this
 * table equal to the contract's GET operations whose answer holds a list. Each entry loads its
 * schema with its tag's chunk (schema-modules.ts), when the first such answer arrives.
 */
export const listCalls = operationTable<SchemaLoader>({
  'GET /rest/users/me': async () => (await usersSchemas()).getMyProfileResponse,
  'GET /rest/users/{id}': async () => (await usersSchemas()).getUserByIdResponse,
  'GET /rest/users': async () => (await usersSchemas()).getUserByUsernameResponse,
  'GET /rest/users/nurture-profiles': async () => (await creditSchemas()).getNurtureProfileResponse,
  'GET /rest/credit-transfers': async () => (await creditSchemas()).getCreditTransferInfoResponse,
  'GET /rest/payment-transactions/current': async () => (await paymentSchemas()).listPaymentTransactionsResponse,
  'GET /rest/users/activity-logs': async () => (await contentSchemas()).listActivityLogsResponse,
  'GET /rest/announcements': async () => (await contentSchemas()).listAnnouncementsResponse,
  'GET /rest/users/me/feedbacks': async () => (await feedbacksSchemas()).listMyFeedbacksResponse,
  'GET /rest/users/me/messages/inbox': async () => (await messagesSchemas()).listInboxMessagesResponse,
  'GET /rest/users/me/messages/outbox': async () => (await messagesSchemas()).listOutboxMessagesResponse,
  'GET /rest/users/me/messages/{id}': async () => (await messagesSchemas()).getMessageResponse,
  'GET /rest/reserves': async () => (await reservesSchemas()).listReservesResponse,
  'GET /rest/reserves/votes/reasons': async () => (await reservesSchemas()).listVoteReasonsResponse,
  'GET /rest/reserves/votable': async () => (await reservesSchemas()).listVotableItemsResponse,
  'GET /rest/daily-sell-programs': async () => (await dailySaleSchemas()).listDailySellProgramsResponse,
  'GET /rest/users/me/reserve-daily-sales': async () => (await dailySaleSchemas()).listMyReserveDailySalesResponse,
  'GET /rest/reserve/reserve-daily-sale': async () => (await dailySaleSchemas()).listReserveDailySalesAltResponse,
  'GET /rest/programs/v2': async () => (await programsSchemas()).getProgramsV2Response,
  'GET /rest/reservations/programs/v2': async () => (await programsSchemas()).getReservationProgramsV2Response,
  'GET /rest/selfs': async () => (await programsSchemas()).listSelfsResponse,
  'GET /rest/reservations/selfs': async () => (await programsSchemas()).listReservationSelfsResponse,
  'GET /rest/nurtures/users/teammates': async () => (await teammatesSchemas()).listTeammatesResponse,
  'GET /rest/users/me/eskans': async () => (await dormitorySchemas()).listMyEskansResponse,
  'GET /rest/users/me/eskans/cardexes': async () => (await dormitorySchemas()).listMyCardexesResponse,
  'GET /rest/users/me/attendance': async () => (await dormitorySchemas()).listMyAttendanceResponse,
  'GET /rest/me/dormitory-leave': async () => (await dormitorySchemas()).listDormitoryLeavesResponse,
  'GET /rest/users/me/dormitory-requests': async () => (await dormitorySchemas()).listDormitoryRequestsResponse,
  'GET /rest/users/me/dormitories': async () => (await dormitorySchemas()).listMyDormitoriesResponse,
  'GET /rest/users/me/dormitories/solitary/{dormitoryId}/blocks': async () =>
    (await dormitorySchemas()).listSolitaryBlocksResponse,
  'GET /rest/users/me/dormitories/solitary/{dormitoryId}/blocks/{blockId}/floors': async () =>
    (await dormitorySchemas()).listSolitaryFloorsResponse,
  'GET /rest/users/me/dormitories/solitary/{dormitoryId}/blocks/{blockId}/floors/{floorId}/rooms/{roomId}': async () =>
    (await dormitorySchemas()).listSolitaryRoomMembersResponse,
  'GET /rest/users/me/dormitories/groups/rooms': async () => (await dormitorySchemas()).listGroupRoomsResponse,
  'GET /rest/users/me/dormitories/{id}/rooms-capacity': async () => (await dormitorySchemas()).getRoomsCapacityResponse,
  'GET /rest/users/me/valid-entrance-dormitory': async () =>
    (await dormitorySchemas()).getValidEntranceDormitoryResponse,
  'GET /rest/users/me/student-groups/roommates': async () => (await dormitorySchemas()).listRoommatesResponse,
  'GET /rest/users/me/student-groups': async () => (await dormitorySchemas()).getStudentGroupResponse,
  'GET /rest/users/me/surveys': async () => (await surveysSchemas()).listSurveysResponse,
  'GET /rest/users/me/surveys/{id}': async () => (await surveysSchemas()).getSurveyResponse,
  'GET /rest/student-family': async () => (await familySchemas()).getStudentFamilyResponse,
  'GET /rest/study-levels': async () => (await familySchemas()).listStudyLevelsResponse,
  'GET /rest/universities': async () => (await universitiesSchemas()).listUniversitiesResponse,
  'GET /rest/modules/epayment/processing/consumers': async () =>
    (await epaymentSchemas()).listEpaymentConsumersResponse,
  'GET /rest/modules/epayment/processing/gateways': async () => (await epaymentSchemas()).getEpaymentGatewaysResponse,
  'GET /issues.json': async () => (await helpdeskSchemas()).helpdeskListIssuesResponse,
  'GET /issues/{id}.json': async () => (await helpdeskSchemas()).helpdeskGetIssueResponse,
  'GET /issue_statuses.json': async () => (await helpdeskSchemas()).helpdeskListIssueStatusesResponse,
  'GET /custom_fields.json': async () => (await helpdeskSchemas()).helpdeskListCustomFieldsResponse,
  'GET /projects.json': async () => (await helpdeskSchemas()).helpdeskListProjectsResponse,
  'GET /projects/{id}/issue_categories.json': async () => (await helpdeskSchemas()).helpdeskListIssueCategoriesResponse,
});
