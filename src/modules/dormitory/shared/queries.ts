import { useQuery } from '@tanstack/react-query';
import { isApiError, type ApiError } from '@/api/api-error';
import {
  getGetValidEntranceDormitoryQueryKey,
  getListDormitoryRequestsQueryOptions,
  getStudentGroup,
  getValidEntranceDormitory,
} from '@/api/generated/rest/hooks/dormitory/dormitory';
import type {
  PreRegistrationRequest,
  PreRegistrationRequestListEnvelope,
  StudentGroup,
} from '@/api/generated/rest/model';

/** The registration rules for the user; null when none applies (VALID_ENTRANCE_DORMITORY_NOT_FOUND). */
export function useValidEntrance() {
  return useQuery({
    queryKey: getGetValidEntranceDormitoryQueryKey(),
    queryFn: async ({ signal }) => {
      try {
        return (await getValidEntranceDormitory({ signal })).payload;
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export function usePreRegistrations() {
  return useQuery(getListDormitoryRequestsQueryOptions<PreRegistrationRequestListEnvelope, ApiError>());
}

const ACCEPTED = new Set(['ACCEPT', 'APPROVED']);

/** The accepted pre-registration whose destination the user registers in. */
export function acceptedRequest(
  requests: readonly PreRegistrationRequest[] | undefined,
): PreRegistrationRequest | null {
  return requests?.find((r) => ACCEPTED.has(r.status) && r.destinationDormitory) ?? null;
}

/** The user's group, or null when the server says there is none (STUDENT_GROUP_NOT_FOUND). */
export async function fetchGroupOrNull(): Promise<StudentGroup | null> {
  try {
    return (await getStudentGroup()).payload;
  } catch (error) {
    if (isApiError(error) && (error.errorCode === 'STUDENT_GROUP_NOT_FOUND' || error.status === 404)) return null;
    throw error;
  }
}

export const GROUP_QUERY_KEY = ['dormitory', 'student-group'] as const;

/** The group, refetched every few seconds: other members act in their own browsers. */
export function useStudentGroup(poll = true) {
  return useQuery({
    queryKey: GROUP_QUERY_KEY,
    queryFn: fetchGroupOrNull,
    refetchInterval: poll ? 4000 : false,
    refetchOnWindowFocus: true,
  });
}
