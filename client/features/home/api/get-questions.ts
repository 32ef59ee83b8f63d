import { queryOptions, useQuery } from '@tanstack/react-query';
import { indexQuestions } from '#contract';
import { apiRequest } from '@/lib/api-client';

/** The frequently asked questions, in the current language. */
export const questionsQuery = () =>
  queryOptions({ queryKey: ['index', 'questions'], queryFn: () => apiRequest(indexQuestions) });

export const useQuestions = () => useQuery(questionsQuery());
