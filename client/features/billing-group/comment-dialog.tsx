import { useTranslation } from 'react-i18next';
import { editVbgComment, VBG_COMMENT_MAX_LENGTH } from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form-field';
import { useEndpointForm } from '@/components/use-endpoint-form';
import { notify } from '@/lib/notify';
import { useEditComment } from './api/edit-comment.ts';
import type { GroupRef } from './warning-settings-dialog.tsx';

type CommentGroup = GroupRef & { comment: string };

/** Edits a billing group's comment (the customer's own note on what the pool is for). */
export function CommentDialog({ group, onClose }: { group: CommentGroup | null; onClose: () => void }) {
  return group && <CommentForm key={group.id} group={group} onClose={onClose} />;
}

function CommentForm({ group, onClose }: { group: CommentGroup; onClose: () => void }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const edit = useEditComment();
  const form = useEndpointForm(editVbgComment, {
    initial: { comment: group.comment },
    toBody: (draft) => ({ vbg_id: group.id, ...draft }),
    onValid: async (body) => {
      if (!(await confirm({ message: t('billingGroup.confirmComment', { name: group.name }) }))) return;
      const saved = await edit.mutateAsync(body).catch(() => null);
      if (!saved) return;
      notify.success(t('billingGroup.commentSaved'));
      onClose();
    },
  });
  const comment = form.values.comment;

  return (
    <FormDialog
      title={t('billingGroup.commentTitle')}
      description={t('billingGroup.settingsOf', { name: group.name, code: group.code })}
      submitLabel={t('common.save')}
      busy={edit.isPending}
      error={form.formError}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <FormField id="vbg-comment" label={t('billingGroup.comment')} error={form.errors.comment}>
        <textarea
          {...form.input('comment', 'vbg-comment')}
          rows={3}
          className="w-full rounded border border-slate-300 px-2.5 py-1.5 text-sm outline-none hover:border-slate-400 focus:border-primary focus:ring-2 focus:ring-primary/20 aria-invalid:border-danger"
        />
        <span className="self-end text-xs text-slate-500 tabular-nums">
          {t('common.charCount', { count: [...comment.trim()].length, max: VBG_COMMENT_MAX_LENGTH })}
        </span>
      </FormField>
    </FormDialog>
  );
}
