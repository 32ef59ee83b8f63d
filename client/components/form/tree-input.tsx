import { useTranslation } from 'react-i18next';
import { CheckboxField as Check } from '@/components/ui/checkbox';
import type { FieldOption } from './field-input.tsx';

/** The choices as the tree draws them: a choice alone, or a branch and the choices under it. */
type Node = FieldOption | { branch: string; choices: FieldOption[] };

/** Choices in order; consecutive choices naming the same `branch` go under it. */
function nodesOf(options: readonly FieldOption[]): Node[] {
  const nodes: Node[] = [];
  for (const option of options) {
    const last = nodes.at(-1);
    if (option.branch === undefined) nodes.push(option);
    else if (last && 'choices' in last && last.branch === option.branch) last.choices.push(option);
    else nodes.push({ branch: option.branch, choices: [option] });
  }
  return nodes;
}

/**
 * A `tree` field (contract/form.ts): checkboxes for the choices the page supplies, under their
 * branches. A branch is checked when any of its choices is (half-checked while some are not);
 * ticking it selects all of its choices, or clears them when all were selected.
 */
export function TreeInput({
  options,
  value,
  onChange,
  disabled,
}: {
  /** Undefined while the page reads them. */
  options: readonly FieldOption[] | undefined;
  value: readonly string[];
  onChange: (next: string[]) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  if (!options) return <p className="text-sm text-slate-500">{t('common.loading')}</p>;
  const picked = new Set(value);
  const all = options.map((o) => o.value);
  const count = all.filter((v) => picked.has(v)).length;

  const toggle = (values: readonly string[], on: boolean) => {
    const next = new Set(picked);
    for (const v of values) {
      if (on) next.add(v);
      else next.delete(v);
    }
    // In the order offered, and only what is offered.
    onChange(all.filter((v) => next.has(v)));
  };
  const some = (values: readonly string[]) => values.filter((v) => picked.has(v)).length;
  const leaf = (option: FieldOption) => (
    <Check
      key={option.value}
      checked={picked.has(option.value)}
      disabled={disabled}
      onChange={(on) => toggle([option.value], on)}
    >
      {option.label}
    </Check>
  );

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-slate-500">
        <Check
          checked={count > 0}
          indeterminate={count > 0 && count < all.length}
          disabled={disabled}
          onChange={() => toggle(all, count < all.length)}
        >
          {t('widgets.form.selectAll')}
        </Check>
        <span className="tabular-nums">{t('widgets.form.selected', { count, total: all.length })}</span>
      </div>
      <div className="max-h-[45vh] overflow-y-auto rounded border border-slate-200 p-2">
        <ul className="flex flex-col gap-1.5">
          {nodesOf(options).map((node) => {
            if (!('choices' in node)) return <li key={node.value}>{leaf(node)}</li>;
            const values = node.choices.map((c) => c.value);
            const n = some(values);
            return (
              <li key={node.branch}>
                <Check
                  strong
                  checked={n > 0}
                  indeterminate={n > 0 && n < values.length}
                  disabled={disabled}
                  onChange={() => toggle(values, n < values.length)}
                >
                  {node.branch}
                </Check>
                <div className="grid grid-cols-1 gap-x-4 pl-6 sm:grid-cols-2">{node.choices.map(leaf)}</div>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
