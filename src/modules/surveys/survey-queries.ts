import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ApiError } from '@/api/api-error';
import { getGetSurveyQueryOptions, getListSurveysQueryOptions } from '@/api/generated/rest/hooks/surveys/surveys';
import type { Survey, SurveyDetailEnvelope, SurveyListEnvelope } from '@/api/generated/rest/model';

/** The module's reads, on the generated query options (one source of each key). */

export function useSurveyList(options: { enabled?: boolean } = {}) {
  return useQuery({
    ...getListSurveysQueryOptions<SurveyListEnvelope, ApiError>(),
    enabled: options.enabled ?? true,
    select: (envelope: SurveyListEnvelope): Survey[] => envelope.payload,
  });
}

export function useSurveyDetail(id: number) {
  return useQuery({
    ...getGetSurveyQueryOptions<SurveyDetailEnvelope, ApiError>(id),
    select: (envelope: SurveyDetailEnvelope) => envelope.payload,
  });
}

/** After a submission: the list (answered flags, the mandatory redirect) and the survey itself. */
export function useRefreshSurveys() {
  const queryClient = useQueryClient();
  return useCallback(
    (id?: number) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getListSurveysQueryOptions().queryKey }),
        id === undefined
          ? Promise.resolve()
          : queryClient.invalidateQueries({ queryKey: getGetSurveyQueryOptions(id).queryKey }),
      ]),
    [queryClient],
  );
}
