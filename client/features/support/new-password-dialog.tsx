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

/** The reset password, shown once: the client must change it at the next login. */
export function NewPasswordDialog({
  result,
  onClose,
}: {
  result: { username: string; password: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={result !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('support.newPasswordTitle')}</DialogTitle>
          <DialogDescription>{t('support.newPasswordText')}</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="text-slate-500">{t('auth.username')}</dt>
          <dd className="font-medium">{result?.username}</dd>
          <dt className="text-slate-500">{t('auth.password')}</dt>
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
