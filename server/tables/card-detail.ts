import {
  CARD_OPERATION_ACTIONS,
  CARD_STATUSES,
  SMS_DIRECTIONS,
  SMS_STATUSES,
  STATUS_OPERATORS,
  STATUS_REASONS,
  WHITELIST_SOURCES,
  WHITELIST_STATUSES,
} from '#contract';
import { defineHeader, optionsOf } from '../lib/table-header.ts';
import { rechargeColumns } from './recharge-columns.ts';

/** The tables of the card detail page, one per section (labels in both languages). */

const TIME = { 'zh-CN': '时间', en: 'Time' };

// The reason right after the time: on a phone those two fit without scrolling the table.
export const statusHistoryHeader = defineHeader((lang) => [
  { prop: 'at', label: TIME, type: 'text' },
  {
    prop: 'reason',
    label: { 'zh-CN': '原因', en: 'Reason' },
    type: 'tag',
    options: optionsOf(STATUS_REASONS, lang),
  },
  {
    prop: 'to_status',
    label: { 'zh-CN': '新状态', en: 'To' },
    type: 'status',
    options: optionsOf(CARD_STATUSES, lang),
  },
  {
    prop: 'from_status',
    label: { 'zh-CN': '原状态', en: 'From' },
    type: 'status',
    options: optionsOf(CARD_STATUSES, lang),
  },
  // Usernames have no option: they show as they are.
  {
    prop: 'operator',
    label: { 'zh-CN': '操作方', en: 'By' },
    type: 'tag',
    options: optionsOf(STATUS_OPERATORS, lang),
  },
]);

export const sessionsHeader = defineHeader((lang) => [
  { prop: 'started_at', label: { 'zh-CN': '开始时间', en: 'Started' }, type: 'text' },
  { prop: 'ended_at', label: { 'zh-CN': '结束时间', en: 'Ended' }, type: 'text' },
  {
    prop: 'online',
    label: { 'zh-CN': '在线状态', en: 'Online' },
    type: 'status',
    options: [
      { value: 'online', label: lang === 'en' ? 'Online' : '在线', tone: 'success' },
      { value: 'offline', label: lang === 'en' ? 'Offline' : '离线', tone: 'default' },
    ],
  },
  { prop: 'duration_min', label: { 'zh-CN': '时长(分钟)', en: 'Duration (min)' }, type: 'text' },
  { prop: 'usage_kb', label: { 'zh-CN': '流量(KB)', en: 'Data (KB)' }, type: 'text' },
  { prop: 'ip', label: { 'zh-CN': 'IP地址', en: 'IP address' }, type: 'text' },
  { prop: 'apn', label: { 'zh-CN': 'APN', en: 'APN' }, type: 'text' },
  { prop: 'location', label: { 'zh-CN': '基站位置', en: 'Cell location' }, type: 'text' },
]);

export const smsHeader = defineHeader((lang) => [
  { prop: 'at', label: TIME, type: 'text' },
  {
    prop: 'direction',
    label: { 'zh-CN': '方向', en: 'Direction' },
    type: 'tag',
    options: optionsOf(SMS_DIRECTIONS, lang),
  },
  { prop: 'content', label: { 'zh-CN': '短信内容', en: 'Content' }, type: 'text' },
  {
    prop: 'status',
    label: { 'zh-CN': '状态', en: 'Status' },
    type: 'status',
    options: optionsOf(SMS_STATUSES, lang),
  },
]);

export const rechargesHeader = defineHeader((lang) => [
  { prop: 'order_no', label: { 'zh-CN': '订单号', en: 'Order no.' }, type: 'text' },
  { prop: 'at', label: { 'zh-CN': '充值时间', en: 'Time' }, type: 'text' },
  ...rechargeColumns(lang),
  { prop: 'operator', label: { 'zh-CN': '操作人', en: 'By' }, type: 'text' },
]);

export const whitelistHeader = defineHeader((lang) => [
  { prop: 'phone', label: { 'zh-CN': '白名单号码', en: 'Number' }, type: 'text' },
  {
    prop: 'status',
    label: { 'zh-CN': '状态', en: 'Status' },
    type: 'status',
    options: optionsOf(WHITELIST_STATUSES, lang),
  },
  {
    prop: 'source',
    label: { 'zh-CN': '来源', en: 'Source' },
    type: 'tag',
    options: optionsOf(WHITELIST_SOURCES, lang),
  },
  { prop: 'created_at', label: { 'zh-CN': '添加时间', en: 'Added' }, type: 'text' },
]);

export const operationsHeader = defineHeader((lang) => [
  { prop: 'at', label: TIME, type: 'text' },
  {
    prop: 'action',
    label: { 'zh-CN': '操作', en: 'Action' },
    type: 'tag',
    options: optionsOf(CARD_OPERATION_ACTIONS, lang),
  },
  { prop: 'detail', label: { 'zh-CN': '详情', en: 'Details' }, type: 'text' },
  { prop: 'username', label: { 'zh-CN': '操作人', en: 'By' }, type: 'text' },
]);
