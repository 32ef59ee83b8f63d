import { Card } from '@/components/ui/card';
import { AgreementView } from './agreement-view.tsx';

/** /protocol: the agreements, to read again at any time. */
export default function ProtocolPage() {
  return (
    <div className="flex flex-col gap-4">
      <Card className="p-6">
        <AgreementView module="base_module" />
      </Card>
      <Card className="p-6">
        <AgreementView module="privacy_module" />
      </Card>
    </div>
  );
}
