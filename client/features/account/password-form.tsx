import { passwordForm } from '#contract';
import { EndpointForm } from '@/components/form/endpoint-form';

/** Old password, new password (the spec's rule), the new one again; `onDone` once changed. */
export function PasswordForm({ onDone = () => {} }: { onDone?: () => void }) {
  return (
    <EndpointForm inline form={passwordForm} target={{ record: null }} invalidates={[]} onClose={onDone} />
  );
}
