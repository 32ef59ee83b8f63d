import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  assignCardProject,
  type BodyOf,
  cardDetail,
  cardList,
  cardOperations,
  cardProjectList,
  projectGroupList,
  projectGroupOptions,
} from '#contract';
import { apiRequest } from '@/lib/api-client';
import { invalidate } from '@/lib/endpoint-query';

/**
 * Moves cards into a group or out of theirs: the cards' group shows in card projects, the card
 * list and each card's page (with a line in its log), and the groups' card counts change.
 */
export function useAssignCardProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof assignCardProject>) => apiRequest(assignCardProject, { body }),
    onSuccess: () =>
      invalidate(
        queryClient,
        cardProjectList,
        projectGroupList,
        projectGroupOptions,
        cardList,
        cardDetail,
        cardOperations,
      ),
  });
}
