import { useQuery } from '@tanstack/react-query';
import { indexQuestions } from '#contract';
import { endpointQuery } from '@/lib/endpoint-query';

/** The frequently asked questions, in the current language. */
const questionsQuery = () => endpointQuery(indexQuestions);

export const useQuestions = () => useQuery(questionsQuery());
