import { Fragment, type ReactNode, useEffect, useMemo, useRef } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type AnyFormDeclaration, type Endpoint, FORM_TAB, type TextKey } from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { FormDialog, FormError } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { currentLang, words } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useEndpointMutation } from '@/lib/use-endpoint-mutation';
import { FieldInput, type FieldOption } from './field-input.tsx';
import { againName, type Draft, draftOf, inputOfPath, isShown } from './form-values.ts';
import { GroupInput } from './group-input.tsx';
import { schemaResolver } from './schema-resolver.ts';

/**
 * A record to edit, or `{ record: null }` to create one; null: the dialog is closed. A form without
 * an edit endpoint given a record creates, starting from its values (an application sent again).
 */
export type FormTarget<R> = { record: R | null } | null;

export interface EndpointFormProps<R> {
  /** The form's declaration in the contract. */
  form: AnyFormDeclaration;
  target: FormTarget<R>;
  onClose: () => void;
  /** The endpoints whose answers a save changes (the list the record is in). */
  invalidates: readonly Endpoint[];
  /**
   * The choices of the form's `option` fields, by field, or of the draft (the plans of the chosen
   * carrier); for an `enum`, the page's narrower choices (a page's own operations).
   */
  options?: Partial<
    Record<string, readonly FieldOption[] | ((values: Record<string, unknown>) => readonly FieldOption[])>
  >;
  /** A page's own placeholder of a field (the numbers a policy distribution takes). */
  placeholders?: Partial<Record<string, TextKey>>;
  /** Fields shown but not editable for this record (the group of a user who keeps its own). */
  readOnly?: readonly string[];
  /** A line under a field drawn from its value and the draft's, by field (the variables a template holds). */
  hints?: Partial<Record<string, (value: unknown, values: Record<string, unknown>) => ReactNode>>;
  /**
   * What a change of a field does to others, by field: a template chosen fills the message. `set`
   * changes another field's draft value.
   */
  follows?: Partial<Record<string, (value: unknown, set: (field: string, value: unknown) => void) => void>>;
  /** Fields this user may not give (a code it lacks): neither shown nor sent. */
  hidden?: readonly string[];
  /**
   * Values the texts take besides the record's, the body's and the answer's: what the page knows
   * (a limit, the selection's count), or a function of those values (the picked group's name).
   */
  params?: TextParams | ((values: Record<string, unknown>) => TextParams);
  /** Body values the page supplies, not shown (the cards selected in the table). */
  values?: Record<string, unknown>;
  /** Once saved, with the answer and the draft sent (to start the form again from it). */
  onSaved?: (data: unknown, draft: Record<string, unknown>) => void;
  /** A control beside a field's input drawn from the draft, by field (the button sending a code). */
  beside?: Partial<Record<string, (values: Record<string, unknown>) => ReactNode>>;
  /** Whether the dialog stays open once saved, from the answer (refused rows to show below). */
  stayOpen?: (data: unknown) => boolean;
  /** Drawn over the fields (where the record stands now). */
  before?: ReactNode;
  /** Drawn under the fields (what the last save answered). */
  children?: ReactNode;
  /**
   * On the page instead of in a dialog (an account's password): no title, no Cancel; a large
   * submit button; `onClose` runs once saved.
   */
  inline?: boolean;
}

type TextParams = Record<string, string | number>;

/**
 * A declared form in a dialog (contract/form.ts): creating when the target holds no record, editing
 * it otherwise. The endpoint's schema checks every submit; a refusal by the emulator that names a
 * field shows under it, any other on top; the form keeps what was typed on every error, and its
 * submit button waits while the request is on its way. Mounted afresh for each target.
 */
export function EndpointForm<R extends object>({ target, ...props }: EndpointFormProps<R>) {
  if (!target) return null;
  const record = target.record as Record<string, unknown> | null;
  return <DeclaredForm key={String(record?.[props.form.key] ?? 'new')} record={record} {...props} />;
}

type DeclaredFormProps = Omit<EndpointFormProps<object>, 'target'> & {
  record: Record<string, unknown> | null;
};

function DeclaredForm({
  form,
  record,
  onClose,
  invalidates,
  options,
  placeholders,
  readOnly,
  hints,
  follows,
  hidden,
  params: pageParams,
  values,
  onSaved,
  beside,
  stayOpen,
  before,
  children,
  inline = false,
}: DeclaredFormProps) {
  const { t } = useTranslation();
  const lang = currentLang();
  const confirm = useConfirm();
  const editing = record !== null && form.update !== undefined;
  const endpoint = editing && form.update ? form.update : form.create;
  // The fields this dialog has: when editing, those the edit endpoint takes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page's hidden fields are fixed for the dialog's life
  const fields = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(form.fields).filter(
          ([name, field]) => !(editing && field.createOnly) && !hidden?.includes(name),
        ),
      ),
    [form, editing],
  );
  const mutation = useEndpointMutation(endpoint, { invalidates, showsErrors: true });
  // biome-ignore lint/correctness/useExhaustiveDependencies: one resolver for the dialog's life (defineForm checked the body)
  const resolver = useMemo(
    () =>
      schemaResolver(
        fields,
        endpoint.body!,
        editing
          ? { ...values, [form.key]: record?.[form.key], ...form.updateWith }
          : { ...values, ...form.createWith },
      ),
    [],
  );
  const methods = useForm<Draft, unknown, Record<string, unknown>>({
    defaultValues: { ...draftOf(fields, record), ...(form.tabs.length > 0 && { [FORM_TAB]: '0' }) },
    resolver,
  });
  const { control, formState } = methods;
  const draft = methods.watch();
  // A field's change moves the fields that follow it (a template fills the message), with the
  // page's latest choices.
  const following = useRef(follows);
  following.current = follows;
  // biome-ignore lint/correctness/useExhaustiveDependencies: subscribed once for the form's life
  useEffect(() => {
    const set = (field: string, value: unknown) =>
      methods.setValue(field as FieldPath<Draft>, value, { shouldDirty: true });
    const watching = methods.watch((values, { name, type }) => {
      const follow = name && type === 'change' ? following.current?.[name] : undefined;
      follow?.((values as Draft)[name as string], set);
    });
    return () => watching.unsubscribe();
  }, []);
  /** A text's placeholders from the values known so far, the declared aliases and the page's. */
  const paramsOf = (known: Record<string, unknown>): Record<string, string> => {
    const aliased = Object.fromEntries(
      Object.entries(form.textParams).map(([name, from]) => [name, known[from]]),
    );
    const page = typeof pageParams === 'function' ? pageParams(known) : pageParams;
    return { ...known, ...aliased, ...page } as Record<string, string>;
  };

  // A language switch words the shown messages again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on a language change only
  useEffect(() => {
    if (formState.isSubmitted) void methods.trigger();
  }, [lang]);

  const submit = methods.handleSubmit(async (body) => {
    const { texts } = form;
    const withValue = texts.confirmCreateWith;
    const ask = editing
      ? texts.confirmUpdate
      : withValue && body[withValue.field] !== undefined
        ? withValue.text
        : texts.confirmCreate;
    // Placeholders take the edited record's values, then the body's, then the saved record's.
    const known = { ...record, ...body };
    if (ask && !(await confirm({ message: words(ask, paramsOf(known)) }))) return;
    try {
      const saved = await mutation.mutateAsync({ body: body as never });
      const answer = (saved && typeof saved === 'object' ? saved : {}) as Record<string, unknown>;
      const said = paramsOf({ ...known, ...answer });
      const failed = texts.failures !== undefined && Number(said[texts.failures]) > 0;
      const done =
        failed && texts.failed ? texts.failed : editing && texts.updated ? texts.updated : texts.created;
      if (done) (failed ? notify.info : notify.success)(words(done, said));
      onSaved?.(saved, methods.getValues());
      if (!stayOpen?.(saved)) onClose();
    } catch (error) {
      if (!(error instanceof ApiError) || error.outcome.kind !== 'error') return;
      const { field, message } = error.outcome;
      const name = field ? inputOfPath(fields, field, methods.getValues()) : null;
      if (name)
        methods.setError(name as FieldPath<Draft>, { type: 'server', message }, { shouldFocus: true });
      else methods.setError('root.server', { type: 'server', message });
    }
  });

  const drawn = (name: string) => {
    const field = fields[name];
    if (!field || !isShown(field, draft)) return null;
    const disabled = (editing && field.readOnlyOnEdit === true) || readOnly?.includes(name) === true;
    const choices = options?.[name];
    const placeholder = placeholders?.[name];
    const again = field.kind === 'password' && field.again && (
      <div className="sm:col-span-2">
        <FieldInput
          name={againName(name)}
          field={{ kind: 'password', label: field.again.label }}
          control={control}
          disabled={disabled}
        />
      </div>
    );
    return (
      <Fragment key={name}>
        <div className={cn(field.width !== 'half' && 'sm:col-span-2')}>
          {field.kind === 'group' ? (
            <GroupInput name={name} field={field} control={control} disabled={disabled} />
          ) : (
            <FieldInput
              name={name}
              field={placeholder ? { ...field, placeholder } : field}
              control={control}
              disabled={disabled}
              options={typeof choices === 'function' ? choices(draft) : choices}
              hint={hints?.[name] && ((value) => hints[name]?.(value, draft))}
              beside={beside?.[name]?.(draft)}
            />
          )}
        </div>
        {again}
      </Fragment>
    );
  };
  const inSections = new Set([...form.sections, ...form.tabs].flatMap((s) => s.fields));
  // A tab whose fields this page hides is not offered; the others keep their index.
  const tabs = form.tabs
    .map((tab, index) => ({ ...tab, index: String(index) }))
    .filter((tab) => tab.fields.some((name) => fields[name]));
  const loose = Object.keys(fields).filter((name) => !inSections.has(name));
  // Tabs hold a file or a list, and what it answered (each line's outcome) below.
  const wide =
    form.tabs.length > 0 || Object.values(fields).some((f) => f.width === 'half' || f.kind === 'tree');
  const { texts } = form;
  const description = editing && texts.updateDescription ? texts.updateDescription : texts.description;
  const shown = paramsOf(record ?? {});
  const body = (
    <>
      {before}
      {texts.notice && <p className="rounded bg-sky-50 px-3 py-2 text-xs text-sky-800">{t(texts.notice)}</p>}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {loose.map(drawn)}
        {form.sections.map((section) => (
          <section key={section.title} className="contents">
            <h3 className="border-b border-slate-200 pb-1 text-sm font-semibold text-slate-800 sm:col-span-2">
              {t(section.title)}
            </h3>
            {section.fields.map(drawn)}
          </section>
        ))}
      </div>
      {tabs.length > 0 && (
        <Tabs value={String(draft[FORM_TAB])} onValueChange={(tab) => methods.setValue(FORM_TAB, tab)}>
          <TabsList>
            {tabs.map((tab) => (
              <TabsTrigger key={tab.label} value={tab.index}>
                {t(tab.label)}
              </TabsTrigger>
            ))}
          </TabsList>
          {tabs.map((tab) => (
            <TabsContent
              key={tab.label}
              value={tab.index}
              className="grid grid-cols-1 gap-4 pt-3 sm:grid-cols-2"
            >
              {tab.fields.map(drawn)}
            </TabsContent>
          ))}
        </Tabs>
      )}
      {children}
    </>
  );
  const error = formState.errors.root?.server?.message ?? formState.errors.root?.message;
  if (inline) {
    return (
      // A page's inputs are as tall as its large submit button.
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 [&_[data-slot=input]]:h-10">
        {body}
        <FormError error={error} />
        <Button type="submit" variant="primary" size="lg" disabled={formState.isSubmitting}>
          {texts.submit ? t(texts.submit) : <SaveLabel />}
        </Button>
      </form>
    );
  }
  return (
    <FormDialog
      title={words(editing && texts.update ? texts.update : texts.create, shown)}
      description={description && words(description, shown)}
      submitLabel={texts.submit ? t(texts.submit) : <SaveLabel />}
      busy={formState.isSubmitting}
      error={error}
      onSubmit={submit}
      onClose={onClose}
      className={wide ? 'sm:max-w-2xl' : undefined}
    >
      {body}
    </FormDialog>
  );
}

function SaveLabel() {
  const { t } = useTranslation();
  return t('common.save');
}
