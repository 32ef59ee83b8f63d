import { useAtomValue } from 'jotai';
import {
  Bell,
  ChevronDown,
  ExternalLink,
  FileText,
  KeyRound,
  LogOut,
  MessageCircle,
  UserRoundPen,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { logout } from '#contract';
import { LanguageSwitch } from '@/components/language-switch';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useLoginConfig } from '@/lib/api/login-config';
import { apiRequest } from '@/lib/api-client';
import { navigate } from '@/lib/hash-location';
import { clearSession, clientInfoAtom } from '@/lib/session';
import { queryClient } from '../query-client.ts';

async function signOut() {
  // The token is forgotten locally even if the server cannot be told.
  await apiRequest(logout).catch(() => undefined);
  clearSession();
  queryClient.clear();
  navigate('/login', { replace: true });
}

export function UserMenu() {
  const { t } = useTranslation();
  const info = useAtomValue(clientInfoAtom);
  const isSupport = info?.login_type === 'support';
  const config = useLoginConfig();
  return (
    <div className="flex items-center gap-0.5 @5xl/top:gap-1">
      <LanguageSwitch
        className="px-1.5 @min-[1150px]/top:px-2.5"
        labelClassName="hidden @min-[1150px]/top:inline"
      />
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="sm" className="px-1.5" aria-label={t('layout.userMenu')}>
            <span className="flex size-6 items-center justify-center rounded-full bg-primary text-xs text-white">
              {(info?.username ?? '?').slice(0, 1).toUpperCase()}
            </span>
            <span className="hidden max-w-40 truncate @min-[1000px]/top:inline">{info?.username}</span>
            <ChevronDown />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel className="px-2 py-1.5 text-xs text-slate-500">{info?.name}</DropdownMenuLabel>
          <DropdownMenuItem onSelect={() => navigate('/change_password_page')}>
            <KeyRound />
            {t('account.changePassword')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => navigate('/change_contact_page')}>
            <UserRoundPen />
            {t('account.changeContact')}
          </DropdownMenuItem>
          {!isSupport && (
            <DropdownMenuItem onSelect={() => navigate('/change_wx_page')}>
              <MessageCircle />
              {t('account.changeWx')}
            </DropdownMenuItem>
          )}
          {!isSupport && (
            <DropdownMenuItem onSelect={() => navigate('/protocol')}>
              <FileText />
              {t('account.agreementTitle')}
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => navigate('/platform_notice')}>
            <Bell />
            {t('common.notices.title')}
          </DropdownMenuItem>
          {config.data?.old_version_url && (
            <DropdownMenuItem asChild>
              <a href={config.data.old_version_url} target="_blank" rel="noreferrer">
                <ExternalLink />
                {t('layout.oldVersion')}
              </a>
            </DropdownMenuItem>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => void signOut()}>
            <LogOut />
            {t('layout.logout')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
