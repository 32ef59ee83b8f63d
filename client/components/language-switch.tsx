import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { setLanguage } from '@/lib/i18n';

/**
 * Switches every visible string; the server's messages and table labels follow the same setting.
 * `labelClassName` lets a crowded bar show the current language's name only where it fits.
 */
export function LanguageSwitch({
  className,
  labelClassName,
}: {
  className?: string;
  labelClassName?: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className={className} aria-label={t('layout.language')}>
          <Languages />
          <span className={labelClassName}>
            {i18n.language === 'en' ? t('layout.english') : t('layout.chinese')}
          </span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup
          value={i18n.language}
          onValueChange={(v) => setLanguage(v === 'en' ? 'en' : 'zh-CN')}
        >
          <DropdownMenuRadioItem value="zh-CN">{t('layout.chinese')}</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="en">{t('layout.english')}</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
