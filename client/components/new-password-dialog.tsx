import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

/**
 * A reset password, shown once: its user must change it at the next login. `text` says so for
 * the page's kind of user (support's clients by default).
 */
export function NewPasswordDialog({
  result,
  text,
  onClose,
}: {
  result: { username: string; password: string } | null;
  text?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={result !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('support.newPasswordTitle')}</DialogTitle>
          <DialogDescription>{text ?? t('support.newPasswordText')}</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="text-slate-500">{t('common.username')}</dt>
          <dd className="font-medium">{result?.username}</dd>
          <dt className="text-slate-500">{t('common.auth.password')}</dt>
          <dd className="font-mono font-medium select-all">{result?.password}</dd>
        </dl>
        <DialogFooter>
          <Button variant="primary" onClick={onClose}>
            {t('common.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
