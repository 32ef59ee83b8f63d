import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useProjectGroupOptions } from './api/project-groups.ts';

/** Picks the group the selected cards go to; the page confirms and assigns. */
export function AssignDialog({
  open,
  count,
  onClose,
  onPick,
}: {
  open: boolean;
  count: number;
  onClose: () => void;
  onPick: (group: { id: number; name: string }) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('project.cardProject.assignTitle')}</DialogTitle>
          <DialogDescription>{t('project.cardProject.assignDescription', { count })}</DialogDescription>
        </DialogHeader>
        {open && <PickForm onClose={onClose} onPick={onPick} />}
      </DialogContent>
    </Dialog>
  );
}

function PickForm({
  onClose,
  onPick,
}: {
  onClose: () => void;
  onPick: (group: { id: number; name: string }) => void;
}) {
  const { t } = useTranslation();
  const groups = useProjectGroupOptions().data ?? [];
  const [picked, setPicked] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const group = groups.find((g) => String(g.id) === picked);
    if (!group) return setError(t('project.cardProject.pickGroupRequired'));
    onPick(group);
  };

  if (groups.length === 0)
    return <p className="text-sm text-slate-600">{t('project.cardProject.noGroups')}</p>;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormField id="assign-group" label={t('project.cardProject.pickGroup')} error={error}>
        <Select
          value={picked}
          onValueChange={(value) => {
            setPicked(value);
            setError(null);
          }}
        >
          <SelectTrigger id="assign-group" aria-invalid={!!error}>
            <SelectValue placeholder={t('project.cardProject.pickGroup')} />
          </SelectTrigger>
          <SelectContent>
            {groups.map((g) => (
              <SelectItem key={g.id} value={String(g.id)}>
                {t('project.cardProject.groupOption', { name: g.name, count: g.card_count })}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>
      <DialogFooter>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="submit" variant="primary">
          {t('common.confirm')}
        </Button>
      </DialogFooter>
    </form>
  );
}
