import { useMutation } from '@tanstack/react-query';
import { type BodyOf, codeLogin } from '#contract';
import { apiRequest } from '@/lib/api-client';

export const useCodeLogin = () =>
  useMutation({ mutationFn: (body: BodyOf<typeof codeLogin>) => apiRequest(codeLogin, { body }) });
