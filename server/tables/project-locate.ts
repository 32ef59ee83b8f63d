import { CARD_STATUSES, CARRIERS, type Lang } from '#contract';
import { defineHeader, optionsOf } from '../lib/table-header.ts';

const projectGroupColumns = defineHeader((lang) => [
  { prop: 'name', label: { 'zh-CN': '项目组名称', en: 'Project group' }, type: 'text', sortable: true },
  { prop: 'description', label: { 'zh-CN': '描述', en: 'Description' }, type: 'text' },
  { prop: 'card_count', label: { 'zh-CN': '卡数量', en: 'Cards' }, type: 'text', sortable: true },
  { prop: 'created_at', label: { 'zh-CN': '创建日期', en: 'Created' }, type: 'text', sortable: true },
  {
    prop: 'actions',
    label: { 'zh-CN': '操作', en: 'Actions' },
    type: 'buttons',
    buttons: [
      { key: 'edit', label: lang === 'en' ? 'Edit' : '编辑' },
      { key: 'delete', label: lang === 'en' ? 'Delete' : '删除' },
    ],
  },
]);

/** The groups' columns; the edit and delete buttons only for whoever manages the groups (a main client). */
export const projectGroupHeader = (lang: Lang, canManage: boolean) =>
  projectGroupColumns(lang).filter((c) => canManage || c.prop !== 'actions');

export const cardProjectHeader = defineHeader((lang) => [
  { prop: 'iccid', label: { 'zh-CN': 'ICCID', en: 'ICCID' }, type: 'text' },
  { prop: 'msisdn', label: { 'zh-CN': 'MSISDN', en: 'MSISDN' }, type: 'text' },
  {
    prop: 'carrier',
    label: { 'zh-CN': '运营商', en: 'Carrier' },
    type: 'tag',
    options: optionsOf(CARRIERS, lang),
  },
  {
    prop: 'status',
    label: { 'zh-CN': '卡状态', en: 'Status' },
    type: 'status',
    options: optionsOf(CARD_STATUSES, lang),
  },
  { prop: 'plan_name', label: { 'zh-CN': '套餐', en: 'Plan' }, type: 'text' },
  { prop: 'project_group_name', label: { 'zh-CN': '项目组', en: 'Project group' }, type: 'text' },
  { prop: 'client_name', label: { 'zh-CN': '所属客户', en: 'Client' }, type: 'text', hidden: true },
]);

export const locateQueryHeader = defineHeader((lang) => [
  { prop: 'at', label: { 'zh-CN': '查询时间', en: 'Queried at' }, type: 'text' },
  { prop: 'iccid', label: { 'zh-CN': 'ICCID', en: 'ICCID' }, type: 'text' },
  { prop: 'msisdn', label: { 'zh-CN': 'MSISDN', en: 'MSISDN' }, type: 'text' },
  {
    prop: 'carrier',
    label: { 'zh-CN': '运营商', en: 'Carrier' },
    type: 'tag',
    options: optionsOf(CARRIERS, lang),
  },
  { prop: 'city', label: { 'zh-CN': '城市', en: 'City' }, type: 'text' },
  { prop: 'address', label: { 'zh-CN': '基站位置', en: 'Cell location' }, type: 'text' },
  { prop: 'lat', label: { 'zh-CN': '纬度', en: 'Latitude' }, type: 'text', hidden: true },
  { prop: 'lng', label: { 'zh-CN': '经度', en: 'Longitude' }, type: 'text', hidden: true },
  { prop: 'username', label: { 'zh-CN': '操作人', en: 'Queried by' }, type: 'text' },
]);
