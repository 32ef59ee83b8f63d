import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type BodyOf,
  createProjectGroup,
  deleteProjectGroup,
  projectGroupList,
  projectGroupOptions,
  type QueryOf,
  updateProjectGroup,
} from '#contract';
import { apiRequest } from '@/lib/api-client';

/** Every project query starts with this key: a change to groups or assignments invalidates them all. */
export const PROJECT_KEY = ['project'] as const;
export const PROJECT_GROUP_LIST_KEY = [...PROJECT_KEY, 'groups'] as const;

export const fetchProjectGroupList = (query: Record<string, string | number>) =>
  apiRequest(projectGroupList, { query: query as QueryOf<typeof projectGroupList> });

export const projectGroupOptionsQuery = queryOptions({
  queryKey: [...PROJECT_KEY, 'options'],
  queryFn: () => apiRequest(projectGroupOptions),
});

export const useProjectGroupOptions = () => useQuery(projectGroupOptionsQuery);

/** After any change to groups: lists, options, and the cards that show their group name. */
export function useInvalidateProjects() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: PROJECT_KEY }),
      queryClient.invalidateQueries({ queryKey: ['card'] }),
    ]);
}

export function useSaveProjectGroup() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: (body: BodyOf<typeof createProjectGroup> & { id?: number }) =>
      body.id === undefined
        ? apiRequest(createProjectGroup, { body })
        : apiRequest(updateProjectGroup, { body: { ...body, id: body.id } }),
    onSuccess: invalidate,
  });
}

export function useDeleteProjectGroup() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: (id: number) => apiRequest(deleteProjectGroup, { query: { id } }),
    onSuccess: invalidate,
  });
}
