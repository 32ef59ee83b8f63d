import { CircleHelp, TriangleAlert } from 'lucide-react';
import { createContext, type ReactNode, use, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { useDebouncedCallback } from './use-debounce.ts';

/** Spec section 9: a burst of confirm clicks within 200 ms confirms once. */
const CONFIRM_DEBOUNCE_MS = 200;

export interface ConfirmOptions {
  /** Defaults to 提示 / Confirm. */
  title?: string;
  message: ReactNode;
  /** Default 确定 / OK. */
  confirmLabel?: string;
  /** Default 取消 / Cancel. */
  cancelLabel?: string;
  /** `danger`: a warning icon and a red confirm button, for destructive actions. */
  variant?: 'default' | 'danger';
}

interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Runs once per burst of clicks, 200 ms after the last. The dialog then closes; when this returns
   * a promise, it stays open and busy until the promise settles, and stays open if it rejects.
   */
  onConfirm: () => unknown;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, onConfirm, title, message, confirmLabel, cancelLabel } = props;
  const { t } = useTranslation();
  const danger = props.variant === 'danger';
  const [busy, setBusy] = useState(false);

  const confirm = useDebouncedCallback(async () => {
    const pending = onConfirm();
    if (pending instanceof Promise) {
      setBusy(true);
      try {
        await pending;
      } catch {
        // The request layer has told the user why; the dialog stays open to try again.
        return;
      } finally {
        setBusy(false);
      }
    }
    onOpenChange(false);
  }, CONFIRM_DEBOUNCE_MS);

  const changeOpen = (next: boolean) => {
    if (busy) return;
    if (!next) confirm.cancel();
    onOpenChange(next);
  };

  const Icon = danger ? TriangleAlert : CircleHelp;
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent role="alertdialog" showCloseButton={false} className="max-w-sm">
        <div className="flex gap-3">
          <Icon
            aria-hidden
            className={cn('mt-0.5 size-5 shrink-0', danger ? 'text-danger' : 'text-warning')}
          />
          <DialogHeader className="pr-0">
            <DialogTitle>{title ?? t('widgets.confirm.title')}</DialogTitle>
            <DialogDescription>{message}</DialogDescription>
          </DialogHeader>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button size="sm" disabled={busy}>
              {cancelLabel ?? t('common.cancel')}
            </Button>
          </DialogClose>
          <Button
            size="sm"
            variant={danger ? 'danger' : 'primary'}
            disabled={busy}
            aria-busy={busy}
            onClick={() => confirm()}
          >
            {confirmLabel ?? t('common.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/** Mount once near the root: it renders the dialog every `useConfirm()` asks through. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [open, setOpen] = useState(false);
  const settle = useRef<((confirmed: boolean) => void) | null>(null);

  const finish = (confirmed: boolean) => {
    settle.current?.(confirmed);
    settle.current = null;
  };
  const confirm = useCallback<Confirm>((next) => {
    // A newer question replaces an unanswered one, which counts as cancelled.
    settle.current?.(false);
    return new Promise<boolean>((resolve) => {
      settle.current = resolve;
      setOptions(next);
      setOpen(true);
    });
  }, []);

  return (
    <ConfirmContext value={confirm}>
      {children}
      {options && (
        <ConfirmDialog
          {...options}
          open={open}
          onOpenChange={(next) => {
            if (next) return;
            finish(false);
            setOpen(false);
          }}
          onConfirm={() => finish(true)}
        />
      )}
    </ConfirmContext>
  );
}

/** `if (await confirm({ message, variant: 'danger' })) ...`: resolves true once confirmed, false otherwise. */
export function useConfirm(): Confirm {
  const confirm = use(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() needs a <ConfirmProvider> above it');
  return confirm;
}
