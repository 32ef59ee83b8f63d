import { useQuery } from '@tanstack/react-query';
import { carrierApiDoc } from '#contract';
import { endpointQuery } from '@/lib/endpoint-query';
import { ApiDocView } from './api-doc-view.tsx';

/** /carrier_doc: the carriers' APIs, for support users (opened from the support menu in a new tab). */
export default function CarrierApiDocPage() {
  const doc = useQuery(endpointQuery(carrierApiDoc, {}));
  return <ApiDocView doc={doc.data} loading={doc.isLoading} />;
}
