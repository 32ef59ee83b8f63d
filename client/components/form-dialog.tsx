import type { FormEvent, ReactNode } from 'react';
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

export interface FormDialogProps {
  /** Defaults to true: mount the dialog with the state of its form, e.g. `{target && <EditForm key=… />}`. */
  open?: boolean;
  /** The dialog's accessible name. */
  title: ReactNode;
  description?: ReactNode;
  submitLabel: ReactNode;
  /** While true the submit button is disabled (a request is on its way). */
  busy?: boolean;
  /** An error about the whole form, announced under the fields; field errors belong in `FormField`. */
  error?: string | null;
  /**
   * Runs on submit (the browser's own submit is prevented): check, `confirm`, mutate, `notify`,
   * close. Usually a declared form's (`EndpointForm`), checked with the endpoint's body schema.
   */
  onSubmit: () => unknown;
  /** Cancel, the close button, Escape and a click outside all come here. */
  onClose: () => void;
  /** For the dialog's content, e.g. `max-w-lg`. */
  className?: string;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A dialog holding one form: title and description, the fields, an error, Cancel and a submit button.
 * The form's state lives in the component that renders it, so mount it only while it is open (with a
 * `key` per edited item) and every opening starts afresh.
 */
export function FormDialog({
  open = true,
  title,
  description,
  submitLabel,
  busy = false,
  error,
  onSubmit,
  onClose,
  className,
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className={className} {...(description ? {} : { 'aria-describedby': undefined })}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          {children}
          <FormError error={error} />
          <DialogFooter>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button type="submit" variant="primary" disabled={busy}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** An error about a whole form, announced under its fields. */
export function FormError({ error }: { error: string | null | undefined }) {
  return (
    error && (
      <p role="alert" className="text-sm text-danger">
        {error}
      </p>
    )
  );
}
