import { defineMessages } from './define.ts';

export const projectMessages = defineMessages(
  {
    project: {
      group: {
        name: '项目组名称',
        description: '描述',
        create: '新建项目组',
        editTitle: '编辑项目组',
        confirmCreate: '确定创建项目组“{name}”吗？',
        confirmUpdate: '确定保存对项目组“{name}”的修改吗？',
        created: '项目组“{name}”已创建',
        updated: '项目组“{name}”已保存',
        confirmDelete: '确定删除项目组“{name}”吗？删除后不可恢复。',
        deleted: '项目组“{name}”已删除',
        hasCards: '项目组“{name}”下还有 {count} 张卡。请先在“卡项目”中将这些卡移出，再删除项目组。',
        goUnassign: '去移出',
        subNote: '项目组由主账号创建和维护；您可以在“卡项目”中把自己的卡分配到这些项目组。',
        deleteRule: '仅可删除没有卡的项目组。',
      },
      cardProject: {
        noGroup: '未分配项目组',
        assign: '分配到项目组',
        remove: '移出项目组',
        selectFirst: '请先在表格中勾选卡片',
        assignTitle: '分配到项目组',
        assignDescription: '已选择 {count} 张卡，选择要分配到的项目组：',
        pickGroup: '选择项目组',
        groupOption: '{name}（{count} 张卡）',
        noGroups: '还没有项目组，请先在“项目组”中新建。',
        confirmAssign: '确定将所选 {count} 张卡分配到项目组“{name}”吗？',
        confirmRemove: '确定将所选 {count} 张卡移出其项目组吗？',
        assigned: '已将 {updated} 张卡分配到项目组“{name}”{unchanged}',
        removed: '已将 {updated} 张卡移出项目组',
        unchanged: '，{count} 张卡原已在目标位置，无需变更',
      },
      groupList: {
        column: {
          created_at: '创建日期',
        },
      },
    },
  },
  {
    project: {
      group: {
        name: 'Project group',
        description: 'Description',
        create: 'New project group',
        editTitle: 'Edit project group',
        confirmCreate: 'Create the project group "{name}"?',
        confirmUpdate: 'Save the changes to the project group "{name}"?',
        created: 'Project group "{name}" created',
        updated: 'Project group "{name}" saved',
        confirmDelete: 'Delete the project group "{name}"? This cannot be undone.',
        deleted: 'Project group "{name}" deleted',
        hasCards:
          'The project group "{name}" still holds {count} cards. Remove them in Card projects first, then delete the group.',
        goUnassign: 'Remove cards',
        subNote:
          'Project groups are created and maintained by the main account; you can assign your own cards to them in Card projects.',
        deleteRule: 'Only a project group without cards can be deleted.',
      },
      cardProject: {
        noGroup: 'No project group',
        assign: 'Assign to group',
        remove: 'Remove from group',
        selectFirst: 'Select cards in the table first',
        assignTitle: 'Assign to a project group',
        assignDescription: '{count} cards selected. Choose the project group to assign them to:',
        pickGroup: 'Project group',
        groupOption: '{name} ({count} cards)',
        noGroups: 'There is no project group yet: create one in Project groups first.',
        confirmAssign: 'Assign the {count} selected cards to the project group "{name}"?',
        confirmRemove: 'Remove the {count} selected cards from their project group?',
        assigned: '{updated} cards assigned to the project group "{name}"{unchanged}',
        removed: '{updated} cards removed from their project group',
        unchanged: '; {count} cards were already there',
      },
      groupList: {
        column: {
          created_at: 'Created',
        },
      },
    },
  },
);
