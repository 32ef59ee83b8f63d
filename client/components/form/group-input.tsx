import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { type Control, useFieldArray, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormFieldDecl } from '#contract';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { FieldInput, inputId } from './field-input.tsx';
import { type Draft, draftOf } from './form-values.ts';

type GroupField = Extract<FormFieldDecl, { kind: 'group' }>;

/**
 * A repeated group of fields (thresholds, hosts): one row of inputs per item, a button to remove a
 * row and one to add a row while the declared bounds allow. The declared help shows under its
 * legend; an issue of the whole list (too many, a repeated value) under its rows.
 */
export function GroupInput({
  name,
  field,
  control,
  disabled,
}: {
  name: string;
  field: GroupField;
  control: Control<Draft>;
  disabled: boolean;
}): ReactNode {
  const { t } = useTranslation();
  // The draft is untyped (its fields come from a declaration): the list is named as a list.
  const rows = useFieldArray({
    control: control as unknown as Control<Record<string, Draft[]>>,
    name,
    keyName: '_key' as 'id',
  });
  const { errors } = useFormState({ control, name });
  const listError = (errors[name] as { root?: { message?: string } } | undefined)?.root?.message;
  const id = inputId(name);
  const subFields = Object.entries(field.fields);
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-2"
      aria-describedby={listError ? `${id}-error` : field.help ? `${id}-help` : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{t(field.label)}</legend>
      {field.help && (
        <p id={`${id}-help`} className="-mt-1 text-xs text-slate-500">
          {t(field.help, { max: field.max })}
        </p>
      )}
      {rows.fields.map((row, index) => (
        <fieldset
          key={(row as unknown as { _key: string })._key}
          aria-label={t('widgets.form.row', { index: index + 1 })}
          className={cn(
            'grid items-start gap-2',
            subFields.length > 1 ? 'sm:grid-cols-[1fr_1fr_auto]' : 'grid-cols-[1fr_auto]',
          )}
        >
          {subFields.map(([sub, decl]) => (
            <FieldInput
              key={sub}
              name={`${name}.${index}.${sub}`}
              field={decl}
              control={control}
              disabled={disabled}
              labelParams={{ index: index + 1 }}
            />
          ))}
          {rows.fields.length > (field.min ?? 0) && (
            <Button
              variant="ghost"
              size="icon"
              className="mt-6"
              aria-label={t('widgets.form.removeRow', { index: index + 1 })}
              disabled={disabled}
              onClick={() => rows.remove(index)}
            >
              <Trash2 />
            </Button>
          )}
        </fieldset>
      ))}
      {(field.max === undefined || rows.fields.length < field.max) && (
        <Button
          size="sm"
          className="self-start"
          disabled={disabled}
          onClick={() => rows.append(draftOf(field.fields, null))}
        >
          <Plus />
          {t(field.addLabel)}
        </Button>
      )}
      {listError && (
        <p id={`${id}-error`} role="alert" className="text-xs text-danger">
          {listError}
        </p>
      )}
    </fieldset>
  );
}
