import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermCode } from '#contract';
import { SelectCheckbox } from '@/components/data-table/select-checkbox';
import { type Branch, treeOf } from './perm-tree-nodes.ts';

/**
 * Checkboxes for a group's menus and functions. A branch is checked when any of its codes is
 * (half-checked while some are not); ticking it selects all of its codes, or clears them when all
 * were selected. Only the codes of pages and functions are kept: a menu group has no code of its own.
 */
export function PermTree({
  held,
  value,
  onChange,
}: {
  held: readonly PermCode[];
  value: ReadonlySet<PermCode>;
  onChange: (next: Set<PermCode>) => void;
}) {
  const { t } = useTranslation();
  const nodes = treeOf(held);
  const all = held.filter((c) => value.has(c)).length;

  const toggle = (codes: readonly PermCode[], on: boolean) => {
    const next = new Set(value);
    for (const code of codes) {
      if (on) next.add(code);
      else next.delete(code);
    }
    onChange(next);
  };

  const leaf = (code: PermCode) => (
    <Check key={code} checked={value.has(code)} onChange={(on) => toggle([code], on)}>
      {t(`perm.${code}`)}
    </Check>
  );

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-slate-500">
        <Check
          checked={all > 0}
          indeterminate={all > 0 && all < held.length}
          onChange={() => toggle(held, all < held.length)}
        >
          {t('users.group.selectAll')}
        </Check>
        <span className="tabular-nums">{t('users.group.selected', { count: all, total: held.length })}</span>
      </div>
      <div className="max-h-[45vh] overflow-y-auto rounded border border-slate-200 p-2">
        <ul className="flex flex-col gap-1.5">
          {nodes.map((node) =>
            typeof node === 'string' ? (
              <li key={node}>{leaf(node)}</li>
            ) : (
              <li key={node.key}>
                <BranchBox branch={node} value={value} onToggle={toggle} />
                <div className="grid grid-cols-1 gap-x-4 pl-6 sm:grid-cols-2">{node.codes.map(leaf)}</div>
              </li>
            ),
          )}
        </ul>
      </div>
    </div>
  );
}

function BranchBox({
  branch,
  value,
  onToggle,
}: {
  branch: Branch;
  value: ReadonlySet<PermCode>;
  onToggle: (codes: readonly PermCode[], on: boolean) => void;
}) {
  const { t } = useTranslation();
  const some = branch.codes.filter((c) => value.has(c)).length;
  return (
    <Check
      strong
      checked={some > 0}
      indeterminate={some > 0 && some < branch.codes.length}
      onChange={() => onToggle(branch.codes, some < branch.codes.length)}
    >
      {t(branch.titleKey)}
    </Check>
  );
}

/** A checkbox and its label. */
function Check({
  checked,
  indeterminate = false,
  strong = false,
  onChange,
  children,
}: {
  checked: boolean;
  indeterminate?: boolean;
  strong?: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 items-center gap-2 py-0.5">
      <SelectCheckbox
        id={id}
        checked={checked}
        indeterminate={indeterminate}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label
        htmlFor={id}
        className={
          strong ? 'text-sm font-medium text-slate-800' : 'min-w-0 break-words text-sm text-slate-700'
        }
      >
        {children}
      </label>
    </div>
  );
}
