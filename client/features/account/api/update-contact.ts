import { useMutation } from '@tanstack/react-query';
import { type BodyOf, updateContact } from '#contract';
import { apiRequest } from '@/lib/api-client';

export const useUpdateContact = () =>
  useMutation({ mutationFn: (body: BodyOf<typeof updateContact>) => apiRequest(updateContact, { body }) });
