import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type BodyOf,
  createPermGroup,
  createPermUser,
  deletePermGroup,
  deletePermUser,
  groupPermInfo,
  permGroupList,
  permGroupOptions,
  permUserList,
  updateGroupPerms,
  updatePermGroup,
  updatePermUser,
} from '#contract';
import { apiRequest } from '@/lib/api-client';
import { endpointQuery, invalidate } from '@/lib/endpoint-query';

export const usePermGroupOptions = () => useQuery(endpointQuery(permGroupOptions));

/** The codes a group may be given and, for a group, the ones it has. */
export const useGroupPermInfo = (groupId: number | null) =>
  useQuery(endpointQuery(groupPermInfo, groupId === null ? {} : { group_id: groupId }));

/** A group changed: the group list and pickers, and the users' list that names the groups. */
function useRefreshGroups() {
  const queryClient = useQueryClient();
  return () => invalidate(queryClient, permGroupList, permGroupOptions, groupPermInfo, permUserList);
}

export function useCreatePermGroup() {
  const onSuccess = useRefreshGroups();
  return useMutation({
    mutationFn: (body: BodyOf<typeof createPermGroup>) => apiRequest(createPermGroup, { body }),
    onSuccess,
  });
}

export function useUpdatePermGroup() {
  const onSuccess = useRefreshGroups();
  return useMutation({
    mutationFn: (body: BodyOf<typeof updatePermGroup>) => apiRequest(updatePermGroup, { body }),
    onSuccess,
  });
}

export function useUpdateGroupPerms() {
  const onSuccess = useRefreshGroups();
  return useMutation({
    mutationFn: (body: BodyOf<typeof updateGroupPerms>) => apiRequest(updateGroupPerms, { body }),
    onSuccess,
  });
}

export function useDeletePermGroup() {
  const onSuccess = useRefreshGroups();
  return useMutation({
    mutationFn: (id: number) => apiRequest(deletePermGroup, { query: { id } }),
    onSuccess,
  });
}

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
