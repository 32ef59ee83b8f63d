import { useMutation } from '@tanstack/react-query';
import { type BodyOf, login } from '#contract';
import { apiRequest } from '@/lib/api-client';

export const useLogin = () =>
  useMutation({ mutationFn: (body: BodyOf<typeof login>) => apiRequest(login, { body }) });
