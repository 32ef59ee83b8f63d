import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type BodyOf,
  createPermUser,
  deletePermUser,
  permGroupList,
  permGroupOptions,
  permUserList,
  updatePermUser,
} from '#contract';
import { apiRequest } from '@/lib/api-client';
import { endpointQuery, invalidate } from '@/lib/endpoint-query';

export const usePermGroupOptions = () => useQuery(endpointQuery(permGroupOptions));

/** A user changed: the users' list and the groups' user counts. */
function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () => invalidate(queryClient, permUserList, permGroupList);
}

export function useCreatePermUser() {
  const onSuccess = useRefreshUsers();
  return useMutation({
    mutationFn: (body: BodyOf<typeof createPermUser>) => apiRequest(createPermUser, { body }),
    onSuccess,
  });
}

export function useUpdatePermUser() {
  const onSuccess = useRefreshUsers();
  return useMutation({
    mutationFn: (body: BodyOf<typeof updatePermUser>) => apiRequest(updatePermUser, { body }),
    onSuccess,
  });
}

export function useDeletePermUser() {
  const onSuccess = useRefreshUsers();
  return useMutation({
    mutationFn: (id: number) => apiRequest(deletePermUser, { query: { id } }),
    onSuccess,
  });
}
