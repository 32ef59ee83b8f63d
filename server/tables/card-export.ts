import { TASK_STATUSES } from '#contract';
import { defineHeader, optionsOf } from '../lib/table-header.ts';

export const cardExportHeader = defineHeader((lang) => [
  { prop: 'id', label: { 'zh-CN': '任务编号', en: 'Task' }, type: 'text' },
  { prop: 'created_at', label: { 'zh-CN': '创建时间', en: 'Started' }, type: 'text' },
  { prop: 'filters', label: { 'zh-CN': '筛选条件', en: 'Filters' }, type: 'text', width: 260 },
  { prop: 'total', label: { 'zh-CN': '卡数', en: 'Cards' }, type: 'text' },
  {
    prop: 'status',
    label: { 'zh-CN': '状态', en: 'Status' },
    type: 'tag',
    options: optionsOf(TASK_STATUSES, lang),
  },
  { prop: 'progress', label: { 'zh-CN': '进度', en: 'Progress' }, type: 'progress' },
  { prop: 'username', label: { 'zh-CN': '操作人', en: 'By' }, type: 'text' },
  { prop: 'finished_at', label: { 'zh-CN': '完成时间', en: 'Finished' }, type: 'text' },
  { prop: 'error', label: { 'zh-CN': '失败原因', en: 'Error' }, type: 'text', hidden: true },
  { prop: 'download', label: { 'zh-CN': '下载', en: 'Download' }, type: 'download' },
]);
