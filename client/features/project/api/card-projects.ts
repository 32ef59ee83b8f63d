import { useMutation } from '@tanstack/react-query';
import { assignCardProject, type BodyOf, cardProjectList, type QueryOf } from '#contract';
import { apiRequest } from '@/lib/api-client';
import { PROJECT_KEY, useInvalidateProjects } from './project-groups.ts';

export const CARD_PROJECT_LIST_KEY = [...PROJECT_KEY, 'cards'] as const;

export const fetchCardProjectList = (query: Record<string, string | number>) =>
  apiRequest(cardProjectList, { query: query as QueryOf<typeof cardProjectList> });

export function useAssignCardProject() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: (body: BodyOf<typeof assignCardProject>) => apiRequest(assignCardProject, { body }),
    onSuccess: invalidate,
  });
}
