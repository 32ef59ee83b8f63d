import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { defineForm } from '../form.ts';
import { labelled } from '../labels.ts';
import { defineList, filter } from '../list.ts';
import { positiveId } from '../numbers.ts';
import { SMS_CONTENT_MAX, templateVariableIssue } from '../sms-text.ts';
import { FIELDS } from '../vocabulary.ts';
import { SMS_KINDS } from './sms.ts';

/**
 * SMS templates and signatures (/sms/template): a main client's templates, with ${variables} a
 * send fills, of type 指令 or 通知, enabled or not (one an SMS was written from cannot be deleted);
 * and its signatures, applied for with func_sms_sign and reviewed by the carrier on the emulator
 * clock. Each write is declared once here, its form beside it.
 */

const keysOf = <K extends string>(labels: Record<K, unknown>) => Object.keys(labels) as [K, ...K[]];
const content = z.string().trim().max(SMS_CONTENT_MAX, 'sms_content_too_long');

export const SMS_TEMPLATE_STATUSES = labelled({
  enabled: { 'zh-CN': '启用', en: 'Enabled', tone: 'success' },
  disabled: { 'zh-CN': '停用', en: 'Disabled', tone: 'default' },
});
export type SmsTemplateStatus = keyof typeof SMS_TEMPLATE_STATUSES;

export const SMS_SIGNATURE_STATUSES = labelled({
  reviewing: { 'zh-CN': '审核中', en: 'Under review', tone: 'warning' },
  approved: { 'zh-CN': '已通过', en: 'Approved', tone: 'success' },
  rejected: { 'zh-CN': '未通过', en: 'Rejected', tone: 'danger' },
});

/** Minutes the carrier takes to review a signature. */
export const SMS_SIGNATURE_REVIEW_MINUTES = 30;

export const SMS_TEMPLATE_NAME_MAX = 30;
export const SMS_SIGNATURE_NAME_MIN = 2;
export const SMS_SIGNATURE_NAME_MAX = 12;

const templateName = z
  .string()
  .trim()
  .min(1, 'sms_template_name_required')
  .max(SMS_TEMPLATE_NAME_MAX, 'sms_template_name_too_long');
const templateContent = content.min(1, 'sms_content_required').superRefine((text, ctx) => {
  const issue = templateVariableIssue(text);
  if (issue) ctx.addIssue({ code: 'custom', message: `sms_variable_${issue}` });
});
const templateFields = {
  name: templateName,
  content: templateContent,
  kind: z.enum(keysOf(SMS_KINDS)),
  status: z.enum(keysOf(SMS_TEMPLATE_STATUSES)).default('enabled'),
};

export const smsTemplateRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  content: z.string(),
  variables: z.string(),
  kind: z.enum(keysOf(SMS_KINDS)),
  status: z.enum(keysOf(SMS_TEMPLATE_STATUSES)),
  /** SMS written from it: a template in use cannot be deleted. */
  used: z.number().int(),
  created_at: z.string(),
  created_by: z.string(),
});
export type SmsTemplateRow = z.infer<typeof smsTemplateRowSchema>;

export const smsTemplateList = defineList({
  path: '/sms/template/list/',
  summary: "The caller's main client's SMS templates",
  access: { anyOf: ['router_sms_template'] },
  row: smsTemplateRowSchema,
  filters: {
    name: filter.text(
      { 'zh-CN': '模板名称', en: 'Template' },
      { 'zh-CN': '输入名称搜索', en: 'Search by name' },
    ),
    kind: filter.enum(SMS_KINDS, { 'zh-CN': '模板类型', en: 'Type' }),
    status: filter.enum(SMS_TEMPLATE_STATUSES, FIELDS.status),
  },
  sorts: ['created_at'],
  columns: [
    { prop: 'name', label: { 'zh-CN': '模板名称', en: 'Template' }, type: 'text' },
    { prop: 'content', label: { 'zh-CN': '模板内容', en: 'Content' }, type: 'text' },
    { prop: 'variables', label: { 'zh-CN': '变量', en: 'Variables' }, type: 'text' },
    { prop: 'kind', label: { 'zh-CN': '模板类型', en: 'Type' }, type: 'tag', options: SMS_KINDS },
    { prop: 'status', label: FIELDS.status, type: 'status', options: SMS_TEMPLATE_STATUSES },
    { prop: 'used', label: { 'zh-CN': '使用次数', en: 'Times used' }, type: 'text' },
    { prop: 'created_at', label: { 'zh-CN': '创建时间', en: 'Created' }, type: 'text', sortable: true },
    { prop: 'created_by', label: { 'zh-CN': '创建人', en: 'Created by' }, type: 'text' },
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [
        { key: 'edit', label: { 'zh-CN': '编辑', en: 'Edit' } },
        { key: 'delete', label: { 'zh-CN': '删除', en: 'Delete' } },
      ],
    },
  ],
});

export const createSmsTemplate = defineEndpoint({
  method: 'POST',
  path: '/sms/template/',
  summary: 'Adds an SMS template (names are unique per main client)',
  access: { anyOf: ['router_sms_template'] },
  body: z.object(templateFields),
  data: smsTemplateRowSchema,
});

export const updateSmsTemplate = defineEndpoint({
  method: 'PUT',
  path: '/sms/template/',
  summary: 'Changes an SMS template (its name, content, type or status)',
  access: { anyOf: ['router_sms_template'] },
  body: z.object({ id: positiveId(), ...templateFields }),
  data: smsTemplateRowSchema,
});

export const deleteSmsTemplate = defineEndpoint({
  method: 'DELETE',
  path: '/sms/template/',
  summary: 'Deletes an SMS template no SMS was written from',
  access: { anyOf: ['router_sms_template'] },
  query: z.object({ id: positiveId() }),
  data: z.object({ id: z.number().int() }),
});

export const smsSignatureRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(keysOf(SMS_SIGNATURE_STATUSES)),
  reason: z.string().nullable(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
  created_by: z.string(),
});
export type SmsSignatureRow = z.infer<typeof smsSignatureRowSchema>;

export const smsSignatureList = defineList({
  path: '/sms/signature/list/',
  summary: "The caller's main client's SMS signatures and their review",
  access: { anyOf: ['router_sms_template'] },
  row: smsSignatureRowSchema,
  filters: { status: filter.enum(SMS_SIGNATURE_STATUSES, FIELDS.status) },
  sorts: ['created_at'],
  columns: [
    { prop: 'name', label: { 'zh-CN': '签名', en: 'Signature' }, type: 'text' },
    { prop: 'status', label: FIELDS.status, type: 'status', options: SMS_SIGNATURE_STATUSES },
    { prop: 'reason', label: { 'zh-CN': '审核意见', en: 'Review note' }, type: 'text' },
    { prop: 'created_at', label: { 'zh-CN': '申请时间', en: 'Applied' }, type: 'text', sortable: true },
    { prop: 'reviewed_at', label: { 'zh-CN': '审核时间', en: 'Reviewed' }, type: 'text' },
    { prop: 'created_by', label: { 'zh-CN': '申请人', en: 'Applied by' }, type: 'text' },
  ],
});

export const createSmsSignature = defineEndpoint({
  method: 'POST',
  path: '/sms/signature/',
  summary: 'Applies for an SMS signature; the carrier reviews it on the emulator clock',
  access: { anyOf: ['func_sms_sign'] },
  body: z.object({
    name: z
      .string()
      .trim()
      .regex(
        new RegExp(`^[\\u4e00-\\u9fa5A-Za-z0-9]{${SMS_SIGNATURE_NAME_MIN},${SMS_SIGNATURE_NAME_MAX}}$`),
        'sms_signature_name_invalid',
      ),
  }),
  data: smsSignatureRowSchema,
});

const TEMPLATE_NAME = { 'zh-CN': '模板名称', en: 'Template name' };

/** The template dialog: new and edit. */
export const smsTemplateForm = defineForm({
  create: createSmsTemplate,
  update: updateSmsTemplate,
  fields: {
    name: { kind: 'text', label: TEMPLATE_NAME },
    content: {
      kind: 'textarea',
      label: { 'zh-CN': '模板内容', en: 'Template content' },
      help: {
        'zh-CN': '变量写作 ${name}（字母、数字、下划线），发送时替换为实际内容',
        en: 'Write a variable as ${name} (letters, digits, underscores); it is replaced when sending',
      },
    },
    kind: { kind: 'enum', as: 'radio', values: SMS_KINDS, label: { 'zh-CN': '短信类型', en: 'SMS type' } },
    status: { kind: 'enum', as: 'radio', values: SMS_TEMPLATE_STATUSES, label: FIELDS.status },
  },
  texts: {
    create: { 'zh-CN': '新建模板', en: 'New template' },
    update: { 'zh-CN': '编辑模板', en: 'Edit template' },
    description: {
      'zh-CN': '被短信使用过的模板不能删除，可停用。',
      en: 'A template used by an SMS cannot be deleted; disable it instead.',
    },
    created: { 'zh-CN': '模板“{name}”已创建', en: 'Template “{name}” created' },
    updated: { 'zh-CN': '模板“{name}”已保存', en: 'Template “{name}” saved' },
  },
});

/** The signature application dialog. */
export const smsSignatureForm = defineForm({
  create: createSmsSignature,
  fields: { name: { kind: 'text', label: { 'zh-CN': '签名名称', en: 'Signature name' } } },
  texts: {
    create: { 'zh-CN': '申请签名', en: 'Apply for a signature' },
    description: {
      'zh-CN': '签名以【】显示在短信开头，须为 2-12 个汉字、字母或数字，运营商审核约 30 分钟。',
      en: 'A signature shows in 【】 at the start of the SMS: 2 to 12 Chinese characters, letters or digits; the carrier reviews it in about 30 minutes.',
    },
    submit: { 'zh-CN': '确定', en: 'OK' },
    created: { 'zh-CN': '签名“{name}”已提交审核', en: 'Signature “{name}” sent for review' },
  },
});
