import type { ReactNode } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormChoices, FormFieldDecl, UploadedFile } from '#contract';
import { labelOf } from '#contract';
import { AllSelect } from '@/components/all-select';
import { ClientSearch } from '@/components/client-search/client-search';
import { DateInput } from '@/components/date-input/date-input';
import { Input } from '@/components/ui/input';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { Upload } from '@/components/upload';
import { words } from '@/lib/i18n';
import { CardsInput } from './cards-input.tsx';
import type { Draft } from './form-values.ts';
import { TreeInput } from './tree-input.tsx';

/**
 * The choices a page supplies for an `option` or `tree` field (the caller's groups, its plans, the
 * codes a group may get); a `tree` draws consecutive choices naming the same `branch` under it.
 */
export type FieldOption = { value: string; label: string; branch?: string };

interface FieldInputProps {
  /** The input's path in the form (`name`, `hosts.0.ip`). */
  name: string;
  field: FormFieldDecl;
  control: Control<Draft>;
  disabled: boolean;
  options?: readonly FieldOption[];
  /** A line under the input drawn from its value (the variables a template holds). */
  hint?: (value: unknown) => ReactNode;
  /** A control beside the input (the button sending a code to the number typed). */
  beside?: ReactNode;
  /** Values the label names (a group row's `{index}`). */
  labelParams?: Record<string, string | number>;
}

/** The element ids of a form path: `form-hosts-0-ip`. */
export const inputId = (name: string) => `form-${name.replaceAll('.', '-')}`;

const choicesOf = (values: FormChoices) =>
  Object.entries(values).map(([value, label]) => ({ value, label: words(labelOf(label)) }));

/**
 * One field of a declared form, by its kind, with its label, help and error under it. Inputs with
 * one control are labelled by `<label for>`; those with several (radios, checkboxes, a ranking, an
 * upload) are a fieldset named by its legend.
 */
export function FieldInput({
  name,
  field,
  control,
  disabled,
  options,
  hint,
  beside,
  labelParams,
}: FieldInputProps) {
  const { t } = useTranslation();
  const { field: input, fieldState } = useController({ name, control });
  const id = inputId(name);
  const error = fieldState.error?.message;
  const aria = {
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? `${id}-error` : field.help ? `${id}-help` : undefined,
  };
  const label = t(field.label, labelParams);
  const placeholder = field.placeholder && t(field.placeholder);
  const value = input.value;
  const set = input.onChange;

  let control_: ReactNode;
  let grouped = false;
  switch (field.kind) {
    case 'text':
    case 'number':
    case 'money':
      control_ = (
        <Input
          id={id}
          ref={input.ref}
          value={value as string}
          placeholder={placeholder}
          disabled={disabled}
          inputMode={field.kind === 'text' ? undefined : 'decimal'}
          onChange={(e) => set(e.target.value)}
          onBlur={input.onBlur}
          {...aria}
        />
      );
      break;
    case 'password':
      control_ = (
        <Input
          id={id}
          ref={input.ref}
          type="password"
          autoComplete={field.autoComplete ?? 'new-password'}
          value={value as string}
          disabled={disabled}
          onChange={(e) => set(e.target.value)}
          onBlur={input.onBlur}
          {...aria}
        />
      );
      break;
    case 'textarea':
    case 'lines':
      control_ = (
        <Textarea
          id={id}
          ref={input.ref}
          rows={field.rows}
          className={field.kind === 'lines' ? 'font-mono' : undefined}
          value={value as string}
          placeholder={placeholder}
          disabled={disabled}
          onChange={(e) => set(e.target.value)}
          onBlur={input.onBlur}
          {...aria}
        />
      );
      break;
    case 'cards':
      control_ = (
        <CardsInput
          id={id}
          value={value as string}
          onChange={set}
          disabled={disabled}
          placeholder={placeholder}
          aria={aria}
        />
      );
      break;
    case 'enum':
    case 'option': {
      // The page may narrow an enum's choices (its own operations).
      const choices = options ?? (field.kind === 'enum' ? choicesOf(field.values) : []);
      if (field.kind === 'enum' && field.as === 'radio') {
        grouped = true;
        control_ = (
          <RadioGroup value={value as string} onValueChange={set} disabled={disabled} aria-label={label}>
            {choices.map((c) => (
              <RadioGroupItem key={c.value} value={c.value}>
                {c.label}
              </RadioGroupItem>
            ))}
          </RadioGroup>
        );
        break;
      }
      if (field.empty) {
        control_ = (
          <AllSelect
            id={id}
            value={value as string}
            onChange={set}
            options={choices}
            allLabel={t(field.empty)}
            {...aria}
          />
        );
        break;
      }
      control_ = (
        <Select value={(value as string) || undefined} onValueChange={set} disabled={disabled}>
          <SelectTrigger id={id} ref={input.ref} {...aria}>
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
          <SelectContent>
            {choices.map((c) => (
              <SelectItem key={c.value} value={c.value}>
                {c.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      );
      break;
    }
    case 'multi': {
      grouped = true;
      const picked = value as string[];
      control_ = (
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {choicesOf(field.values).map((c) => (
            <label key={c.value} className="inline-flex items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                checked={picked.includes(c.value)}
                disabled={disabled}
                onChange={(e) =>
                  set(
                    Object.keys(field.values).filter((k) =>
                      k === c.value ? e.target.checked : picked.includes(k),
                    ),
                  )
                }
                className="accent-primary"
              />
              {c.label}
            </label>
          ))}
        </div>
      );
      break;
    }
    case 'ranking': {
      grouped = true;
      const order = value as string[];
      const choices = choicesOf(field.values);
      control_ = (
        <div className="grid grid-cols-3 gap-2">
          {choices.map((_, place) => (
            <Select
              // biome-ignore lint/suspicious/noArrayIndexKey: a place in the order is its identity
              key={place}
              value={order[place] || undefined}
              disabled={disabled}
              onValueChange={(next) => set(order.map((c, i) => (i === place ? next : c)))}
            >
              <SelectTrigger
                id={place === 0 ? id : `${id}-${place}`}
                aria-label={t('widgets.form.place', { label, n: place + 1 })}
              >
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {choices.map((c) => (
                  <SelectItem key={c.value} value={c.value}>
                    {c.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          ))}
        </div>
      );
      break;
    }
    case 'switch':
      control_ = (
        <Switch id={id} checked={value as boolean} onCheckedChange={set} disabled={disabled} {...aria} />
      );
      break;
    case 'date':
    case 'datetime':
    case 'month':
      control_ = (
        <DateInput
          id={id}
          kind={field.kind}
          value={value as string}
          onChange={set}
          disabled={disabled}
          {...aria}
        />
      );
      break;
    case 'date_range': {
      const [start, end] = value as [string, string];
      control_ = (
        <div className="flex flex-wrap items-center gap-2">
          <DateInput
            id={id}
            kind="date"
            value={start}
            onChange={(v) => set([v, end])}
            disabled={disabled}
            {...aria}
          />
          <span className="text-slate-500">{t('widgets.filter.rangeTo')}</span>
          <DateInput
            id={`${id}-end`}
            kind="date"
            value={end}
            onChange={(v) => set([start, v])}
            disabled={disabled}
            aria-label={t('widgets.filter.rangeEnd', { label })}
          />
        </div>
      );
      break;
    }
    case 'client':
      control_ = (
        <ClientSearch
          id={id}
          label={label}
          value={value as string}
          onChange={(next) => set(next)}
          placeholder={placeholder}
        />
      );
      break;
    case 'tree':
      grouped = true;
      control_ = <TreeInput options={options} value={value as string[]} onChange={set} disabled={disabled} />;
      break;
    case 'upload':
      grouped = true;
      control_ = (
        <Upload
          accept={field.accept}
          maxBytes={field.maxBytes}
          value={value as UploadedFile | null}
          onChange={set}
          disabled={disabled}
        />
      );
      break;
    case 'group':
      throw new Error(`${name}: a group is drawn by GroupInput`);
  }

  const below = (
    <>
      {field.help && (
        <p id={`${id}-help`} className="text-xs text-slate-500">
          {t(field.help)}
        </p>
      )}
      {hint && <div className="text-xs text-slate-500">{hint(value)}</div>}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs text-danger">
          {error}
        </p>
      )}
    </>
  );
  if (beside) {
    control_ = (
      <div className="flex gap-2">
        {control_}
        {beside}
      </div>
    );
  }
  if (grouped) {
    return (
      <fieldset className="flex min-w-0 flex-col gap-1.5" aria-describedby={aria['aria-describedby']}>
        <legend className="mb-1.5 text-sm font-medium text-slate-700">{label}</legend>
        {control_}
        {below}
      </fieldset>
    );
  }
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700 select-none">
        {label}
      </label>
      {control_}
      {below}
    </div>
  );
}
