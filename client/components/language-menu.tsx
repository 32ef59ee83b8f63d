import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { setLanguage } from '@/lib/i18n';

/** The language menu itself, loaded when its button is first pressed (language-switch-button.tsx). */
export default function LanguageMenu({
  triggerClassName,
  defaultOpen,
  children,
}: {
  triggerClassName: string;
  defaultOpen: boolean;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <button type="button" data-slot="button" className={triggerClassName}>
          {children}
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup
          value={i18n.language}
          onValueChange={(v) => void setLanguage(v === 'en' ? 'en' : 'zh-CN').catch(() => undefined)}
        >
          <DropdownMenuRadioItem value="zh-CN">{t('layout.chinese')}</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="en">{t('layout.english')}</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
