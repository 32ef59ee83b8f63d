import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FolderInput, FolderMinus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/confirm-dialog';
import type { Row } from '@/components/data-table/cells';
import { DataTable } from '@/components/data-table/data-table';
import { FilterBar } from '@/components/filter-bar/filter-bar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { currentLang } from '@/lib/i18n';
import { listQueryOf, useListParams } from '@/lib/list-params';
import { notify } from '@/lib/notify';
import { CARD_PROJECT_LIST_KEY, fetchCardProjectList, useAssignCardProject } from './api/card-projects.ts';
import { useProjectGroupOptions } from './api/project-groups.ts';
import { AssignDialog } from './assign-dialog.tsx';
import { cardProjectFilters } from './card-project-filters.ts';

/**
 * /card_project: the caller's cards with their project group. Cards selected in the table (across
 * pages) are assigned to a group or removed from theirs; each change is confirmed first.
 */
export default function CardProjectPage() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const [params, setParams] = useListParams();
  const query = listQueryOf(params);
  const list = useQuery({
    queryKey: [...CARD_PROJECT_LIST_KEY, query],
    queryFn: () => fetchCardProjectList(query),
    placeholderData: keepPreviousData,
  });
  const groups = useProjectGroupOptions().data ?? [];
  const assign = useAssignCardProject();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [picking, setPicking] = useState(false);
  const count = selected.size;
  const caption = t('projectLocate.menu.cardProject');

  const run = async (groupId: number | null, message: string, done: (updated: number) => string) => {
    if (!(await confirm({ message }))) return;
    const result = await assign
      .mutateAsync({ card_ids: [...selected].map(Number), project_group_id: groupId })
      .catch(() => null);
    if (!result) return;
    const unchanged =
      result.unchanged > 0 ? t('projectLocate.cardProject.unchanged', { count: result.unchanged }) : '';
    notify.success(done(result.updated) + unchanged);
    setSelected(new Set());
  };

  const assignTo = (group: { id: number; name: string }) => {
    setPicking(false);
    void run(group.id, t('projectLocate.cardProject.confirmAssign', { count, name: group.name }), (updated) =>
      t('projectLocate.cardProject.assigned', { updated, name: group.name }),
    );
  };
  const removeSelected = () =>
    run(null, t('projectLocate.cardProject.confirmRemove', { count }), (updated) =>
      t('projectLocate.cardProject.removed', { updated }),
    );

  return (
    <Card className="flex flex-col gap-4 p-4">
      <FilterBar
        key={JSON.stringify(params.filters)}
        fields={cardProjectFilters(t, currentLang(), groups)}
        values={params.filters}
        onSearch={(filters) => setParams({ filters, page: 1 })}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="primary"
          disabled={count === 0 || assign.isPending}
          title={count === 0 ? t('projectLocate.cardProject.selectFirst') : undefined}
          onClick={() => setPicking(true)}
        >
          <FolderInput />
          {t('projectLocate.cardProject.assign')}
        </Button>
        <Button
          disabled={count === 0 || assign.isPending}
          title={count === 0 ? t('projectLocate.cardProject.selectFirst') : undefined}
          onClick={removeSelected}
        >
          <FolderMinus />
          {t('projectLocate.cardProject.remove')}
        </Button>
      </div>
      <DataTable
        caption={caption}
        storageKey="card-project-list"
        rowKey="id"
        columns={list.data?.tableHeader ?? []}
        rows={(list.data?.tableData ?? []) as Row[]}
        total={list.data?.total_count ?? 0}
        page={params.page}
        pageSize={params.pageSize}
        loading={list.isFetching}
        onPageChange={(page) => setParams({ page })}
        onPageSizeChange={(pageSize) => setParams({ pageSize, page: 1 })}
        selectable
        selectedKeys={selected}
        onSelectionChange={setSelected}
        selectLabel={(row) => String(row.iccid)}
      />
      <AssignDialog open={picking} count={count} onClose={() => setPicking(false)} onPick={assignTo} />
    </Card>
  );
}
