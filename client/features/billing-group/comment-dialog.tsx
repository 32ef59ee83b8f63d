import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkComment, VBG_COMMENT_MAX_LENGTH, vbgIssueMessage } from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { currentLang } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useEditComment } from './api/edit-comment.ts';
import type { GroupRef } from './warning-settings-dialog.tsx';

/** Edits a billing group's comment (the customer's own note on what the pool is for). */
export function CommentDialog({
  group,
  onClose,
}: {
  group: (GroupRef & { comment: string }) | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={group !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('billingGroup.commentTitle')}</DialogTitle>
          <DialogDescription>
            {group && t('billingGroup.settingsOf', { name: group.name, code: group.code })}
          </DialogDescription>
        </DialogHeader>
        {group && <CommentForm key={group.id} group={group} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function CommentForm({ group, onDone }: { group: GroupRef & { comment: string }; onDone: () => void }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const edit = useEditComment();
  const [comment, setComment] = useState(group.comment);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkComment(comment);
    if (!checked.ok) {
      setError(vbgIssueMessage(checked.issue, currentLang()));
      return;
    }
    setError(null);
    if (!(await confirm({ message: t('billingGroup.confirmComment', { name: group.name }) }))) return;
    const saved = await edit.mutateAsync({ vbg_id: group.id, comment: checked.value }).catch(() => null);
    if (!saved) return;
    notify.success(t('billingGroup.commentSaved'));
    onDone();
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormField id="vbg-comment" label={t('billingGroup.comment')} error={error}>
        <textarea
          id="vbg-comment"
          rows={3}
          value={comment}
          aria-invalid={!!error}
          aria-describedby={error ? 'vbg-comment-error' : undefined}
          onChange={(e) => setComment(e.target.value)}
          className="w-full rounded border border-slate-300 px-2.5 py-1.5 text-sm outline-none hover:border-slate-400 focus:border-primary focus:ring-2 focus:ring-primary/20 aria-invalid:border-danger"
        />
        <span className="self-end text-xs text-slate-500 tabular-nums">
          {t('billingGroup.commentCount', { count: [...comment.trim()].length, max: VBG_COMMENT_MAX_LENGTH })}
        </span>
      </FormField>
      <DialogFooter>
        <Button onClick={onDone}>{t('common.cancel')}</Button>
        <Button type="submit" variant="primary" disabled={edit.isPending}>
          {t('billingGroup.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
