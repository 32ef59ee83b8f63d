import { useQuery } from '@tanstack/react-query';
import { faqCategories, faqContent } from '#contract';
import { endpointQuery } from '@/lib/endpoint-query';

export const useFaqCategories = () => useQuery(endpointQuery(faqCategories));

/** One question; every read counts a view, so it is read once per opening. */
export const useFaqContent = (id: number | null) =>
  useQuery({
    ...endpointQuery(faqContent, { id: id ?? 0 }),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
