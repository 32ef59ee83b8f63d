import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/data-table/pagination';
import { SafeHtml } from '@/components/safe-html';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { markRead, NOTICE_LISTS } from '@/lib/api/layout';
import { cn } from '@/lib/cn';
import { invalidate } from '@/lib/endpoint-query';
import { usePlatformNotices } from './api/get-platform-notices.ts';

/** /platform_notice: every notice, newest first; opening an unread one marks it read. */
export default function PlatformNoticePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [openId, setOpenId] = useState<number | null>(null);
  const notices = usePlatformNotices(page, pageSize);
  const items = notices.data?.items ?? [];

  const toggle = (id: number, read: boolean) => {
    setOpenId(openId === id ? null : id);
    if (!read) void markRead(id).then(() => invalidate(queryClient, ...NOTICE_LISTS));
  };

  return (
    <Card className="flex flex-col gap-3 p-4">
      <h1 className="text-lg font-semibold">{t('common.notices.title')}</h1>
      {items.length === 0 && !notices.isFetching && (
        <p className="py-8 text-center text-slate-400">{t('common.notices.empty')}</p>
      )}
      <ul className="flex flex-col divide-y divide-slate-100">
        {items.map((n) => (
          <li key={n.id} className="py-2">
            <button
              type="button"
              aria-expanded={openId === n.id}
              onClick={() => toggle(n.id, n.read)}
              className="flex w-full items-center gap-3 text-left hover:text-primary"
            >
              <Badge tone={n.read ? 'default' : 'warning'}>
                {n.read ? t('notices.read') : t('common.notices.unread')}
              </Badge>
              {/* Title and date side by side, or the date under the title on a phone. */}
              <span className="flex min-w-0 flex-1 flex-col gap-0.5 sm:flex-row sm:items-center sm:gap-3">
                <span className={cn('flex-1', !n.read && 'font-semibold')}>{n.title}</span>
                <span className="text-xs text-slate-500 tabular-nums">{n.published_at}</span>
              </span>
              <ChevronDown
                className={cn('size-4 transition-transform', openId === n.id && 'rotate-180')}
                aria-hidden
              />
            </button>
            {openId === n.id && <SafeHtml html={n.content} className="mt-2 rounded bg-slate-50 p-3" />}
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pageSize={pageSize}
        total={notices.data?.total_count ?? 0}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
    </Card>
  );
}
