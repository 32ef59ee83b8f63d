import { useQuery } from '@tanstack/react-query';
import { wxBinding } from '#contract';
import { endpointQuery } from '@/lib/endpoint-query';

export const useWxBinding = () => useQuery(endpointQuery(wxBinding));
