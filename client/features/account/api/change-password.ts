import { useMutation } from '@tanstack/react-query';
import { type BodyOf, changePassword } from '#contract';
import { apiRequest } from '@/lib/api-client';

export const useChangePassword = () =>
  useMutation({ mutationFn: (body: BodyOf<typeof changePassword>) => apiRequest(changePassword, { body }) });
