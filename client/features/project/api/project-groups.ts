import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type BodyOf,
  cardDetail,
  cardList,
  cardListOptions,
  cardProjectList,
  createProjectGroup,
  deleteProjectGroup,
  projectGroupList,
  projectGroupOptions,
  updateProjectGroup,
} from '#contract';
import { apiRequest } from '@/lib/api-client';
import { endpointQuery, invalidate } from '@/lib/endpoint-query';

export const useProjectGroupOptions = () => useQuery(endpointQuery(projectGroupOptions));

/**
 * After a group is created, renamed or deleted: the group lists and pickers, the card list's group
 * choices, and the cards that show their group's name (the card list, card projects, a card's page).
 */
function useRefreshGroups() {
  const queryClient = useQueryClient();
  return () =>
    invalidate(
      queryClient,
      projectGroupList,
      projectGroupOptions,
      cardProjectList,
      cardListOptions,
      cardList,
      cardDetail,
    );
}

export function useSaveProjectGroup() {
  const onSuccess = useRefreshGroups();
  return useMutation({
    mutationFn: (body: BodyOf<typeof createProjectGroup> & { id?: number }) =>
      body.id === undefined
        ? apiRequest(createProjectGroup, { body })
        : apiRequest(updateProjectGroup, { body: { ...body, id: body.id } }),
    onSuccess,
  });
}

export function useDeleteProjectGroup() {
  const onSuccess = useRefreshGroups();
  return useMutation({
    mutationFn: (id: number) => apiRequest(deleteProjectGroup, { query: { id } }),
    onSuccess,
  });
}
