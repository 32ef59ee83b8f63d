import { useQuery } from '@tanstack/react-query';
import { customerApiDoc } from '#contract';
import { endpointQuery } from '@/lib/endpoint-query';
import { ApiDocView } from './api-doc-view.tsx';

/** /api_doc: the open API for the customer's own systems (opened from the API menu in a new tab). */
export default function CustomerApiDocPage() {
  const doc = useQuery(endpointQuery(customerApiDoc));
  return <ApiDocView doc={doc.data} loading={doc.isLoading} />;
}
