import { useAtomValue } from 'jotai';
import { contactForm, PHONE_PATTERN } from '#contract';
import { EndpointForm } from '@/components/form/endpoint-form';
import { SendCodeButton } from '@/components/send-code-button';
import { sendVerifyCodeTo } from '@/lib/api/send-code';
import { clientInfoAtom } from '@/lib/session';

/** Contact name, mobile (verified by a code sent to it) and email; `onDone` once saved. */
export function ContactForm({ onDone }: { onDone: () => void }) {
  const info = useAtomValue(clientInfoAtom);
  const phoneOf = (values: Record<string, unknown>) => String(values.phone ?? '').trim();
  return (
    <EndpointForm
      inline
      form={contactForm}
      target={{ record: info ?? {} }}
      invalidates={[]}
      onClose={onDone}
      beside={{
        code: (values) => (
          <SendCodeButton
            purpose="contact"
            disabled={!PHONE_PATTERN.test(phoneOf(values))}
            send={() => sendVerifyCodeTo(phoneOf(values), 'contact')}
          />
        ),
      }}
    />
  );
}
