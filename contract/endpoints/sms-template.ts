import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { defineForm } from '../form.ts';
import { keysOf, labelled } from '../labels.ts';
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

const content = z.string().trim().max(SMS_CONTENT_MAX, 'sms_content_too_long');

export const SMS_TEMPLATE_STATUSES = labelled({
  enabled: { label: 'common.enabled', tone: 'success' },
  disabled: { label: 'common.disabled', tone: 'default' },
});
export type SmsTemplateStatus = keyof typeof SMS_TEMPLATE_STATUSES;

export const SMS_SIGNATURE_STATUSES = labelled({
  reviewing: { label: 'common.underReview', tone: 'warning' },
  approved: { label: 'common.approved', tone: 'success' },
  rejected: { label: 'common.rejected', tone: 'danger' },
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
    name: filter.text('sms.templateList.filter.name', 'common.searchByName'),
    kind: filter.enum(SMS_KINDS, 'sms.templateList.filter.kind.placeholder'),
    status: filter.enum(SMS_TEMPLATE_STATUSES, FIELDS.status),
  },
  sorts: ['created_at'],
  columns: [
    { prop: 'name', label: 'sms.templateList.filter.name', type: 'text' },
    { prop: 'content', label: 'sms.templateList.column.content', type: 'text' },
    { prop: 'variables', label: 'sms.templateList.column.variables', type: 'text' },
    { prop: 'kind', label: 'sms.templateList.filter.kind.placeholder', type: 'tag', options: SMS_KINDS },
    { prop: 'status', label: FIELDS.status, type: 'status', options: SMS_TEMPLATE_STATUSES },
    { prop: 'used', label: 'sms.templateList.column.used', type: 'text' },
    { prop: 'created_at', label: 'common.created', type: 'text', sortable: true },
    { prop: 'created_by', label: 'sms.templateList.column.created_by', type: 'text' },
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [
        { key: 'edit', label: 'actions.edit' },
        { key: 'delete', label: 'actions.delete' },
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
    { prop: 'name', label: 'sms.send.signature', type: 'text' },
    { prop: 'status', label: FIELDS.status, type: 'status', options: SMS_SIGNATURE_STATUSES },
    { prop: 'reason', label: 'sms.signatureList.column.reason', type: 'text' },
    { prop: 'created_at', label: 'sms.signatureList.column.created_at', type: 'text', sortable: true },
    { prop: 'reviewed_at', label: 'field.reviewedAt', type: 'text' },
    { prop: 'created_by', label: 'sms.signatureList.column.created_by', type: 'text' },
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

const TEMPLATE_NAME = 'sms.templateName';

/** The template dialog: new and edit. */
export const smsTemplateForm = defineForm({
  create: createSmsTemplate,
  update: updateSmsTemplate,
  fields: {
    name: { kind: 'text', label: TEMPLATE_NAME },
    content: {
      kind: 'textarea',
      label: 'sms.templateForm.fields.content',
      help: 'sms.templateForm_fields_content_help',
    },
    kind: { kind: 'enum', as: 'radio', values: SMS_KINDS, label: 'sms.templateForm.fields.kind' },
    status: { kind: 'enum', as: 'radio', values: SMS_TEMPLATE_STATUSES, label: FIELDS.status },
  },
  texts: {
    create: 'sms.templateForm.texts.create',
    update: 'sms.templateForm.texts.update',
    description: 'sms.templateForm.texts.description',
    created: 'sms.templateForm.texts.created',
    updated: 'sms.templateForm.texts.updated',
  },
});

/** The signature application dialog. */
export const smsSignatureForm = defineForm({
  create: createSmsSignature,
  fields: { name: { kind: 'text', label: 'sms.signatureForm.fields.name' } },
  texts: {
    create: 'sms.signatureForm.texts.create',
    description: 'sms.signatureForm.texts.description',
    submit: 'common.confirm',
    created: 'sms.signatureForm.texts.created',
  },
});
