import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { defineForm } from '../form.ts';
import { defineList, filter } from '../list.ts';
import { positiveId } from '../numbers.ts';
import { FIELDS } from '../vocabulary.ts';
import { CARD_STATUS_KEYS, CARD_STATUSES, CARRIER_KEYS, CARRIERS } from './card.ts';

/**
 * Project groups (项目组): a main client's named sets of cards. The groups belong to the main
 * client; its sub-clients see them and sort their own cards into them, and only the main client
 * creates, renames and deletes them. A group is deleted only once no card is assigned to it.
 */
export const PROJECT_NAME_MAX = 30;
export const PROJECT_DESCRIPTION_MAX = 200;
/** Cards one assignment may move at once. */
export const PROJECT_ASSIGN_MAX = 500;

const projectName = z
  .string()
  .trim()
  .min(1, 'project_name_required')
  .max(PROJECT_NAME_MAX, 'project_name_too_long');
const projectDescription = z.string().trim().max(PROJECT_DESCRIPTION_MAX, 'project_description_too_long');
const groupId = positiveId();

export const projectGroupRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Cards of the caller's scope in the group (a sub-client counts its own). */
  card_count: z.number().int(),
  created_at: z.string(),
});
export type ProjectGroupRow = z.infer<typeof projectGroupRowSchema>;

export const PROJECT_GROUP_SORT_KEYS = ['name', 'card_count', 'created_at'] as const;

export const projectGroupList = defineList({
  path: '/project_group/',
  summary: "The caller's project groups with their card counts",
  access: { anyOf: ['router_project_group'] },
  row: projectGroupRowSchema,
  filters: {
    /** Part of the group's name (a client has a few groups). */
    name: filter.text('project.group.name', 'common.searchByName'),
  },
  sorts: PROJECT_GROUP_SORT_KEYS,
  columns: [
    { prop: 'name', label: 'project.group.name', type: 'text', sortable: true },
    { prop: 'description', label: 'project.group.description', type: 'text' },
    { prop: 'card_count', label: 'common.cardCount', type: 'text', sortable: true },
    { prop: 'created_at', label: 'project.groupList.column.created_at', type: 'text', sortable: true },
    {
      // Only whoever manages the groups (a main client's users) gets this column: no code says so,
      // so the route leaves it out for a sub-client.
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

export const projectGroupOptions = defineEndpoint({
  method: 'GET',
  path: '/project_group/options/',
  summary: "Every project group of the caller's main client, by name, for filters and pickers",
  access: { anyOf: ['router_project_group', 'router_card_project'] },
  data: z.array(z.object({ id: z.number().int(), name: z.string(), card_count: z.number().int() })),
});

export const createProjectGroup = defineEndpoint({
  method: 'POST',
  path: '/project_group/',
  summary: 'Creates a project group (main clients only); names are unique per client',
  access: { anyOf: ['router_project_group'] },
  body: z.object({ name: projectName, description: projectDescription.default('') }),
  data: projectGroupRowSchema,
});

export const updateProjectGroup = defineEndpoint({
  method: 'PUT',
  path: '/project_group/',
  summary: 'Renames a project group or changes its description (main clients only)',
  access: { anyOf: ['router_project_group'] },
  body: z.object({ id: groupId, name: projectName, description: projectDescription.default('') }),
  data: projectGroupRowSchema,
});

/** The project group dialog: new and edit (the main client's). */
export const projectGroupForm = defineForm({
  create: createProjectGroup,
  update: updateProjectGroup,
  fields: {
    name: { kind: 'text', label: 'project.group.name' },
    description: { kind: 'textarea', rows: 3, label: 'project.group.description' },
  },
  texts: {
    create: 'project.group.create',
    update: 'project.group.editTitle',
    description: 'project.group.deleteRule',
    confirmCreate: 'project.group.confirmCreate',
    confirmUpdate: 'project.group.confirmUpdate',
    created: 'project.group.created',
    updated: 'project.group.updated',
  },
});

export const deleteProjectGroup = defineEndpoint({
  method: 'DELETE',
  path: '/project_group/',
  summary: 'Deletes a project group that no card is assigned to (main clients only)',
  access: { anyOf: ['router_project_group'] },
  query: z.object({ id: groupId }),
  data: z.object({ id: z.number().int() }),
});

export const cardProjectRowSchema = z.object({
  id: z.number().int(),
  iccid: z.string(),
  msisdn: z.string(),
  carrier: z.enum(CARRIER_KEYS),
  status: z.enum(CARD_STATUS_KEYS),
  plan_name: z.string(),
  project_group_id: z.number().int().nullable(),
  project_group_name: z.string().nullable(),
  client_name: z.string(),
});
export type CardProjectRow = z.infer<typeof cardProjectRowSchema>;

/** The project filter's value for cards in no group. */
export const NO_PROJECT = 'none';

export const cardProjectList = defineList({
  path: '/card_project/',
  summary: "The caller's cards with their project group, filtered by group, number and status",
  access: { anyOf: ['router_card_project'] },
  row: cardProjectRowSchema,
  filters: {
    /** A group's id (the page offers the project group options), or `none` for cards in no group. */
    project_group_id: filter.optionOr('id', FIELDS.projectGroup, {
      [NO_PROJECT]: 'project.cardProject.noGroup',
    }),
    /** An ICCID or MSISDN, or the start of one. */
    number: filter.prefix(FIELDS.cardNumber, 'common.iccidSlashMsisdn'),
    status: filter.enum(CARD_STATUSES, FIELDS.cardStatus),
  },
  columns: [
    { prop: 'iccid', label: FIELDS.iccid, type: 'text' },
    { prop: 'msisdn', label: FIELDS.msisdn, type: 'text' },
    { prop: 'carrier', label: FIELDS.carrier, type: 'tag', options: CARRIERS },
    { prop: 'status', label: FIELDS.cardStatus, type: 'status', options: CARD_STATUSES },
    { prop: 'plan_name', label: FIELDS.plan, type: 'text' },
    { prop: 'project_group_name', label: FIELDS.projectGroup, type: 'text' },
    { prop: 'client_name', label: 'common.client', type: 'text', hidden: true },
  ],
});

export const assignCardProject = defineEndpoint({
  method: 'POST',
  path: '/card_project/',
  summary: 'Assigns cards to a project group, or removes them from theirs (project_group_id null)',
  access: { anyOf: ['router_card_project'] },
  body: z.object({
    card_ids: z
      .array(z.number().int().positive())
      .min(1, 'card_ids_required')
      .max(PROJECT_ASSIGN_MAX, 'card_ids_too_many'),
    project_group_id: z.number({ error: 'project_group_required' }).int().positive().nullable(),
  }),
  data: z.object({
    /** Cards whose group changed (a card already where it was asked to go is left as it is). */
    updated: z.number().int(),
    unchanged: z.number().int(),
  }),
});

/**
 * Assigning the cards selected in the table to a group: the page supplies `card_ids`, and the
 * texts' count and the picked group's name.
 */
export const cardProjectAssignForm = defineForm({
  create: assignCardProject,
  fields: {
    project_group_id: {
      kind: 'option',
      value: 'id',
      label: 'project.cardProject.pickGroup',
      placeholder: 'project.cardProject.pickGroup',
    },
  },
  texts: {
    create: 'project.cardProject.assignTitle',
    description: 'project.cardProject.assignDescription',
    submit: 'common.confirm',
    confirmCreate: 'project.cardProject.confirmAssign',
    created: 'project.cardProject.assigned',
  },
});
