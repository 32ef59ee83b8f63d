import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '@/components/safe-html';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { markRead, NOTICE_LISTS, unreadNoticesQuery } from '@/lib/api/layout';
import { invalidate } from '@/lib/endpoint-query';
import { noticesPendingAtom, usePublishPending } from './greetings.ts';

/** On entering the portal, each unread notice is shown one after another and marked read. */
export function UnreadNotices() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const notices = useQuery(unreadNoticesQuery());
  const [index, setIndex] = useState(0);
  const items = notices.data?.items ?? [];
  const notice = items[index];
  usePublishPending(noticesPendingAtom, notices.isPending || notice !== undefined);
  if (!notice) return null;

  const next = () => {
    void markRead(notice.id).catch(() => undefined);
    if (index + 1 >= items.length) void invalidate(queryClient, ...NOTICE_LISTS);
    setIndex(index + 1);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && next()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{notice.title}</DialogTitle>
          <DialogDescription>
            {t('notices.counter', { current: index + 1, total: items.length })} · {notice.published_at}
          </DialogDescription>
        </DialogHeader>
        <SafeHtml html={notice.content} className="max-h-[50vh] overflow-auto" />
        <DialogFooter>
          <Button variant="primary" onClick={next}>
            {index + 1 < items.length ? t('notices.next') : t('notices.gotIt')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
