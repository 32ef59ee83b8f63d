import { Headset, Mail, Phone } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useLoginConfig } from '@/lib/api/login-config';

/** The floating online-service button, on the pages the route table marks for it (client logins). */
export function OnlineService() {
  const { t } = useTranslation();
  const service = useLoginConfig().data?.service;
  if (!service) return null;
  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label={t('onlineService.button')}
        className="fixed right-5 bottom-5 z-30 flex size-12 items-center justify-center rounded-full bg-primary text-white shadow-lg hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        <Headset className="size-6" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          align="end"
          sideOffset={8}
          className="z-40 flex w-64 flex-col gap-2 rounded-md border border-slate-200 bg-white p-4 text-sm shadow-lg"
        >
          <p className="font-semibold">{t('onlineService.title')}</p>
          <p className="flex items-center gap-2">
            <Phone className="size-4 text-primary" aria-hidden />
            <a href={`tel:${service.phone}`} className="hover:text-primary">
              {service.phone}
            </a>
          </p>
          <p className="flex items-center gap-2">
            <Mail className="size-4 text-primary" aria-hidden />
            <a href={`mailto:${service.email}`} className="hover:text-primary">
              {service.email}
            </a>
          </p>
          <p className="text-slate-500">{service.hours}</p>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
