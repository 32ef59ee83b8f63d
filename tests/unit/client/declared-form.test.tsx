// @vitest-environment jsdom

import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import {
  type ActionKeyOf,
  CARRIERS,
  defineEndpoint,
  defineForm,
  type ocPolicyList,
  positiveId,
  SMS_KINDS,
  type smsTemplateList,
  type TextKey,
} from '#contract';
import { ConfirmProvider } from '@/components/confirm-dialog';
import { EndpointForm } from '@/components/form/endpoint-form';
import { bodyOf, draftOf, inputOfPath } from '@/components/form/form-values';
import { i18n, loadCatalogue } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { envelope, renderWidget } from '../components/render.tsx';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  // jsdom has no ResizeObserver; Radix's switch measures itself with one.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

/**
 * The test form's texts, under keys of their own (`test.t0`, ...) added to the catalogue below in
 * both languages: a declaration names keys, the form words them with i18next.
 */
const TEST_TEXTS: Record<string, string> = {};
const same = (text: string) => {
  const name = `t${Object.keys(TEST_TEXTS).length}`;
  TEST_TEXTS[name] = text;
  return `test.${name}` as TextKey;
};
const row = z.object({ value: z.number().int().min(1).max(100), note: z.string().max(10) });

/** A write whose body has a field of every kind a form declares. */
const save = defineEndpoint({
  method: 'POST',
  path: '/test/form/',
  summary: 'A form of every kind',
  access: 'login',
  body: z.object({
    name: z.string().trim().min(1, 'sms_template_name_required').max(8, 'sms_template_name_too_long'),
    note: z.string().max(50),
    count: z.number().int().min(1),
    amount: z.number().positive(),
    kind: z.enum(['command', 'notice']),
    tone: z.enum(['command', 'notice']),
    group_id: positiveId().optional(),
    carriers: z.array(z.enum(['cmcc', 'cucc', 'ctcc'])),
    order: z.array(z.enum(['cmcc', 'cucc', 'ctcc'])),
    on: z.boolean(),
    day: z.string().optional(),
    at: z.string().optional(),
    month: z.string().optional(),
    period_start: z.string().optional(),
    period_end: z.string().optional(),
    client_id: positiveId().optional(),
    numbers: z.array(z.string()).max(3),
    file_url: z.string().optional(),
    thresholds: z.array(row).max(2),
    secret: z.string().min(1).optional(),
  }),
  data: z.object({ name: z.string() }),
});
const edit = defineEndpoint({ ...save, method: 'PUT', body: save.body!.extend({ id: positiveId() }) });

const form = defineForm({
  create: save,
  update: edit,
  fields: {
    name: { kind: 'text', label: same('名称'), readOnlyOnEdit: false },
    note: { kind: 'textarea', label: same('备注'), help: same('至多50字') },
    count: { kind: 'number', label: same('数量'), width: 'half' },
    amount: { kind: 'money', label: same('金额'), width: 'half' },
    kind: { kind: 'enum', values: SMS_KINDS, label: same('类型') },
    tone: { kind: 'enum', as: 'radio', values: SMS_KINDS, label: same('语气') },
    group_id: { kind: 'option', value: 'id', label: same('分组') },
    carriers: { kind: 'multi', values: CARRIERS, label: same('黑名单') },
    order: { kind: 'ranking', values: CARRIERS, label: same('优先级') },
    on: { kind: 'switch', label: same('开关'), initial: true },
    day: { kind: 'date', label: same('日期') },
    at: { kind: 'datetime', label: same('时间') },
    month: { kind: 'month', label: same('月份') },
    period: { kind: 'date_range', label: same('期间') },
    client_id: { kind: 'client', label: same('客户') },
    numbers: { kind: 'cards', label: same('卡号') },
    file_url: { kind: 'upload', accept: ['xlsx'], maxBytes: 1024, label: same('文件') },
    thresholds: {
      kind: 'group',
      label: same('阈值'),
      addLabel: same('添加阈值'),
      max: 2,
      fields: { value: { kind: 'number', label: same('阈值') }, note: { kind: 'text', label: same('说明') } },
    },
    secret: { kind: 'text', label: same('密钥'), showWhen: { field: 'tone', values: ['notice'] } },
  },
  texts: {
    create: same('新建'),
    update: same('编辑'),
    created: same('“{name}”已创建'),
    updated: same('“{name}”已保存'),
  },
});

for (const lang of ['zh-CN', 'en'])
  i18n.addResourceBundle(lang, 'translation', { test: TEST_TEXTS }, true, true);

const record = {
  id: 9,
  name: '甲',
  note: '',
  count: 3,
  amount: 12.5,
  kind: 'notice',
  tone: 'command',
  group_id: 4,
  carriers: ['cucc'],
  order: ['ctcc', 'cmcc', 'cucc'],
  on: false,
  day: '2026-11-18',
  at: '2026-11-18 10:30:00',
  month: '2026-11',
  period_start: '2026-11-01',
  period_end: '2026-11-30',
  client_id: 7,
  numbers: ['8986001', '8986002'],
  file_url: { file_url: '/upload/abc.xlsx', file_name: 'a.xlsx', size: 10 },
  thresholds: [{ value: 80, note: '八成' }],
};

function open(target: { record: Record<string, unknown> | null }, onClose = vi.fn()) {
  const view = renderWidget(
    <ConfirmProvider>
      <EndpointForm
        form={form}
        target={target}
        onClose={onClose}
        invalidates={[]}
        options={{ group_id: [{ value: '4', label: '四组' }] }}
      />
    </ConfirmProvider>,
  );
  return { ...view, dialog: screen.getByRole('dialog'), onClose };
}

/** Waits for what the user would wait for; generous, as a loaded CI machine is slow to render. */
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 15_000 });

/** The saves sent (the client search's own look-ups left out). */
const saves = () => fetchMock.mock.calls.filter(([url]) => url.startsWith('/ep/api/test/form/'));
const sentBody = () => JSON.parse(String(saves().at(-1)![1].body)) as Record<string, unknown>;

/** Answers the client search with client 7, and every save with `answer()`. */
function answering(answer: () => Promise<Response>) {
  fetchMock.mockImplementation((url) =>
    url.startsWith('/ep/api/test/form/')
      ? answer()
      : Promise.resolve(envelope({ results: [{ id: 7, text: '七号客户' }], pagination: { more: false } })),
  );
}

describe('form values: the draft an input holds and the body it sends', () => {
  it('gives every kind its empty draft, and the declared initial value', () => {
    const draft = draftOf(form.fields, null);
    expect(draft).toMatchObject({
      name: '',
      count: '',
      kind: 'command',
      carriers: [],
      order: ['cmcc', 'cucc', 'ctcc'],
      on: true,
      period: ['', ''],
      numbers: '',
      file_url: null,
      thresholds: [],
    });
  });

  it('sends numbers as numbers, text that is not one as typed, cards as a list, a range as two fields', () => {
    const draft = {
      ...draftOf(form.fields, null),
      count: '-5',
      amount: 'abc',
      numbers: '1\n 2,3',
      period: ['2026-11-01', ''],
    };
    expect(bodyOf(form.fields, draft)).toMatchObject({
      count: -5,
      amount: 'abc',
      numbers: ['1', '2', '3'],
      period_start: '2026-11-01',
    });
    expect(bodyOf(form.fields, draft)).not.toHaveProperty('period_end');
    expect(bodyOf(form.fields, draft)).not.toHaveProperty('secret');
    expect(bodyOf(form.fields, { ...draft, tone: 'notice', secret: 'k' })).toHaveProperty('secret', 'k');
  });

  it('finds the input a body path belongs to, or none', () => {
    const draft = draftOf(form.fields, null);
    expect(inputOfPath(form.fields, 'name', draft)).toBe('name');
    expect(inputOfPath(form.fields, 'period_end', draft)).toBe('period');
    expect(inputOfPath(form.fields, 'order.1', draft)).toBe('order');
    expect(inputOfPath(form.fields, 'thresholds.0.value', draft)).toBe('thresholds.0.value');
    expect(inputOfPath(form.fields, 'secret', draft)).toBeNull();
    expect(inputOfPath(form.fields, 'id', draft)).toBeNull();
  });

  it('sends a field named `object.field` inside that object, and an enum led by 全部 as nothing while chosen', () => {
    const search = defineEndpoint({
      method: 'POST',
      path: '/test/nested/',
      summary: 'A body with an object',
      access: 'login',
      body: z.object({
        how: z.enum(['list', 'filter']),
        filter: z
          .object({ carrier: z.enum(['cmcc', 'cucc']).optional(), name: z.string().optional() })
          .optional(),
      }),
      data: z.object({}),
    });
    const nested = defineForm({
      create: search,
      fields: {
        how: { kind: 'enum', values: { list: same('名单'), filter: same('筛选') }, label: same('方式') },
        'filter.carrier': {
          kind: 'enum',
          empty: same('全部'),
          values: CARRIERS,
          label: same('运营商'),
          showWhen: { field: 'how', values: ['filter'] },
        },
        'filter.name': { kind: 'text', label: same('名称'), showWhen: { field: 'how', values: ['filter'] } },
      },
      texts: { create: same('查找'), created: same('已查找') },
    });
    const draft = draftOf(nested.fields, null);
    expect(draft).toEqual({ how: 'list', filter: { carrier: '', name: '' } });
    expect(bodyOf(nested.fields, draft)).toEqual({ how: 'list' });
    const filtering = { ...draft, how: 'filter' };
    expect(bodyOf(nested.fields, filtering)).toEqual({ how: 'filter', filter: { name: '' } });
    expect(bodyOf(nested.fields, { how: 'filter', filter: { carrier: 'cucc', name: 'x' } })).toEqual({
      how: 'filter',
      filter: { carrier: 'cucc', name: 'x' },
    });
    expect(inputOfPath(nested.fields, 'filter.carrier', filtering)).toBe('filter.carrier');
    expect(inputOfPath(nested.fields, 'filter.carrier', draft)).toBeNull();
    // A record's nested value, and the declared start of one the record does not hold.
    expect(draftOf(nested.fields, { filter: { carrier: 'cmcc' } })).toEqual({
      how: 'list',
      filter: { carrier: 'cmcc', name: '' },
    });
  });

  it('keeps a flat group as rows of its one field and sends their values, an issue of a value under its row', () => {
    const phones = defineEndpoint({
      method: 'POST',
      path: '/test/phones/',
      summary: 'A list of values',
      access: 'login',
      body: z.object({ phones: z.array(z.string().regex(/^1\d{10}$/)).max(3) }),
      data: z.object({}),
    });
    const flat = defineForm({
      create: phones,
      fields: {
        phones: {
          kind: 'group',
          flat: true,
          min: 1,
          max: 3,
          fields: { phone: { kind: 'text', label: same('手机号 {index}') } },
          label: same('手机号'),
          addLabel: same('添加'),
        },
      },
      texts: { create: same('号码'), created: same('已存') },
    });
    expect(draftOf(flat.fields, null)).toEqual({ phones: [{ phone: '' }] });
    const draft = draftOf(flat.fields, { phones: ['13800138000', '13900139000'] });
    expect(draft).toEqual({ phones: [{ phone: '13800138000' }, { phone: '13900139000' }] });
    expect(bodyOf(flat.fields, draft)).toEqual({ phones: ['13800138000', '13900139000'] });
    expect(inputOfPath(flat.fields, 'phones.1', draft)).toBe('phones.1.phone');
  });

  it("types a list's row actions from its declaration", () => {
    expectTypeOf<ActionKeyOf<typeof smsTemplateList>>().toEqualTypeOf<'edit' | 'delete'>();
    expectTypeOf<ActionKeyOf<typeof ocPolicyList>>().toEqualTypeOf<
      'copy' | 'edit' | 'enable' | 'disable' | 'delete'
    >();
  });
});

describe('a declared form in its dialog', () => {
  it('renders every kind of an edited record and sends it back unchanged, with the record key', async () => {
    answering(async () => envelope({ name: '甲' }));
    const { user, dialog, onClose } = open({ record });
    expect(screen.getByRole('dialog', { name: '编辑' })).toBeTruthy();
    expect(within(dialog).getByLabelText('数量')).toHaveProperty('value', '3');
    expect(within(dialog).getByLabelText('金额')).toHaveProperty('value', '12.50');
    expect(within(dialog).getByLabelText('卡号')).toHaveProperty('value', '8986001\n8986002');
    expect(within(dialog).getByLabelText('日期')).toHaveProperty('value', '2026-11-18');
    expect(within(dialog).getByRole('checkbox', { name: '中国联通' })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('switch', { name: '开关' }).getAttribute('aria-checked')).toBe('false');
    expect(within(dialog).getByText('a.xlsx')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await eventually(() => expect(onClose).toHaveBeenCalled());
    expect(saves()).toHaveLength(1);
    expect(saves()[0]![1].method).toBe('PUT');
    expect(sentBody()).toEqual({
      id: 9,
      name: '甲',
      note: '',
      count: 3,
      amount: 12.5,
      kind: 'notice',
      tone: 'command',
      group_id: 4,
      carriers: ['cucc'],
      order: ['ctcc', 'cmcc', 'cucc'],
      on: false,
      day: '2026-11-18',
      at: '2026-11-18 10:30:00',
      month: '2026-11',
      period_start: '2026-11-01',
      period_end: '2026-11-30',
      client_id: 7,
      numbers: ['8986001', '8986002'],
      file_url: '/upload/abc.xlsx',
      thresholds: [{ value: 80, note: '八成' }],
    });
  });

  it('yields what a user types, clicks and adds', async () => {
    answering(async () => envelope({ name: '乙' }));
    const { user, dialog, onClose } = open({ record: null });
    await user.type(within(dialog).getByLabelText('名称'), '乙');
    await user.type(within(dialog).getByLabelText('备注'), '说明');
    await user.type(within(dialog).getByLabelText('数量'), '2');
    await user.type(within(dialog).getByLabelText('金额'), '9.9');
    await user.click(within(dialog).getByRole('radio', { name: '通知' }));
    await user.click(within(dialog).getByRole('checkbox', { name: '中国电信' }));
    await user.click(within(dialog).getByRole('switch', { name: '开关' }));
    await user.type(within(dialog).getByLabelText('月份'), '2026-10');
    await user.type(within(dialog).getByLabelText('卡号'), '111{enter}222');
    await user.click(within(dialog).getByRole('button', { name: '添加阈值' }));
    await user.type(
      within(within(dialog).getByRole('group', { name: '第 1 行' })).getByLabelText('阈值'),
      '70',
    );
    // Shown now that 语气 is 通知; its value goes into the body.
    await user.type(within(dialog).getByLabelText('密钥'), 'k');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await eventually(() => expect(onClose).toHaveBeenCalled());
    expect(saves()[0]![1].method).toBe('POST');
    expect(sentBody()).toEqual({
      name: '乙',
      note: '说明',
      count: 2,
      amount: 9.9,
      kind: 'command',
      tone: 'notice',
      carriers: ['ctcc'],
      order: ['cmcc', 'cucc', 'ctcc'],
      on: false,
      month: '2026-10',
      numbers: ['111', '222'],
      thresholds: [{ value: 70, note: '' }],
      secret: 'k',
    });
  });

  it("shows the schema's messages under their fields in English, keeps the input, sends nothing", async () => {
    await loadCatalogue('en', 'all');
    await act(() => i18n.changeLanguage('en'));
    const { user, dialog } = open({ record: null });
    await user.type(within(dialog).getByLabelText('名称'), '123456789');
    await user.type(within(dialog).getByLabelText('数量'), '-5');
    await user.type(within(dialog).getByLabelText('卡号'), '1 2 3 4');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const name = within(dialog).getByLabelText('名称');
    await eventually(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe(
      'The template name may have at most 30 characters',
    );
    expect(within(dialog).getByText(/<=3/)).toBeTruthy();
    expect(within(dialog).getByLabelText('数量')).toHaveProperty('value', '-5');
    expect(name).toHaveProperty('value', '123456789');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("puts the emulator's refusal of a field under that field and any other on top, keeping the input", async () => {
    fetchMock.mockResolvedValueOnce(envelope(null, 400, '名称“甲”已存在'));
    fetchMock.mockResolvedValueOnce(envelope({ field: 'name' }, 400, '名称“甲”已存在'));
    const { user, dialog, onClose } = open({ record: null });
    await user.type(within(dialog).getByLabelText('名称'), '甲');
    await user.type(within(dialog).getByLabelText('数量'), '1');
    await user.type(within(dialog).getByLabelText('金额'), '1');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    // No field named: on top of the form.
    await eventually(() =>
      expect(
        within(dialog)
          .getAllByRole('alert')
          .map((a) => a.textContent),
      ).toContain('名称“甲”已存在'),
    );
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const name = within(dialog).getByLabelText('名称');
    await eventually(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe(
      '名称“甲”已存在',
    );
    expect(name).toHaveProperty('value', '甲');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('disables its submit button while the request is on its way', async () => {
    let answer: (r: Response) => void = () => {};
    answering(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user, dialog, onClose } = open({ record });
    const submit = within(dialog).getByRole('button', { name: '保存' });
    await user.click(submit);
    await eventually(() => expect(submit).toHaveProperty('disabled', true));
    answer(envelope({ name: '甲' }));
    await eventually(() => expect(onClose).toHaveBeenCalled());
  });
});

/** A form with a tree of choices the page supplies, and a field only a new record has. */
const grant = defineEndpoint({
  method: 'POST',
  path: '/test/tree/',
  summary: 'A group with its codes',
  access: 'login',
  body: z.object({
    name: z.string().trim().min(1, 'perm_group_name_required'),
    codes: z.array(z.string()).min(1, 'perm_group_codes_required'),
  }),
  data: z.object({ name: z.string() }),
});
const rename = defineEndpoint({
  ...grant,
  method: 'PUT',
  body: z.object({ id: positiveId(), action: z.enum(['edit', 'lock']), name: z.string().trim().min(1) }),
});
const treeForm = defineForm({
  create: grant,
  update: rename,
  updateWith: { action: 'edit' },
  fields: {
    name: { kind: 'text', label: same('组名') },
    codes: { kind: 'tree', label: same('权限'), createOnly: true },
  },
  texts: {
    create: same('新建组'),
    update: same('编辑“{name}”'),
    created: same('组“{name}”已建'),
    updated: same('组“{name}”已改'),
  },
});
for (const lang of ['zh-CN', 'en'])
  i18n.addResourceBundle(lang, 'translation', { test: TEST_TEXTS }, true, true);

const CODES = [
  { value: 'a', label: '甲页' },
  { value: 'b', label: '乙页', branch: '乙组' },
  { value: 'c', label: '丙页', branch: '乙组' },
];

function openTree(target: { record: Record<string, unknown> | null }, readOnly: string[] = []) {
  const onClose = vi.fn();
  const view = renderWidget(
    <ConfirmProvider>
      <EndpointForm
        form={treeForm}
        target={target}
        onClose={onClose}
        invalidates={[]}
        options={{ codes: CODES }}
        readOnly={readOnly}
      />
    </ConfirmProvider>,
  );
  return { ...view, dialog: screen.getByRole('dialog'), onClose };
}
const treeSaves = () => fetchMock.mock.calls.filter(([url]) => url.startsWith('/ep/api/test/tree/'));

describe('a tree field, and a field only a new record has', () => {
  it('ticks a branch for all its choices and sends the ticked ones as a list', async () => {
    await act(() => i18n.changeLanguage('zh-CN'));
    fetchMock.mockImplementation(async () => envelope({ name: '组一' }));
    const { user, dialog, onClose } = openTree({ record: null });
    await user.type(within(dialog).getByLabelText('组名'), '组一');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await eventually(() => expect(within(dialog).getByText('请至少选择一项权限')).toBeTruthy());
    expect(treeSaves()).toHaveLength(0);
    await user.click(within(dialog).getByRole('checkbox', { name: '乙组' }));
    expect(within(dialog).getByRole('checkbox', { name: '丙页' })).toHaveProperty('checked', true);
    expect(within(dialog).getByText('已选 2 / 3 项')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await eventually(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(treeSaves()[0]![1].body))).toEqual({ name: '组一', codes: ['b', 'c'] });
  });

  it("leaves a create-only field out when editing, sends the edit's fixed values, words the title with the record's", async () => {
    await act(() => i18n.changeLanguage('zh-CN'));
    fetchMock.mockImplementation(async () => envelope({ name: '旧' }));
    const { user, dialog, onClose } = openTree({ record: { id: 3, name: '旧', codes: ['a'] } }, ['name']);
    expect(screen.getByRole('dialog', { name: '编辑“旧”' })).toBeTruthy();
    // Read-only for this record: shown, not editable, sent as it was.
    expect(within(dialog).getByLabelText('组名')).toHaveProperty('disabled', true);
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await eventually(() => expect(onClose).toHaveBeenCalled());
    expect(treeSaves()[0]![1].method).toBe('PUT');
    expect(JSON.parse(String(treeSaves()[0]![1].body))).toEqual({ id: 3, action: 'edit', name: '旧' });
  });
});

/** A write that does one of several things, its body one shape per action (a device added or bound). */
const device = defineEndpoint({
  method: 'POST',
  path: '/test/device/',
  summary: 'A device added, or a card bound to one',
  access: 'login',
  body: z.discriminatedUnion('action', [
    z.object({
      action: z.literal('add'),
      sn: z.string().trim().min(1, 'sms_template_name_required'),
      card: z.string().trim().min(3).optional(),
    }),
    z.object({ action: z.literal('bind'), id: positiveId(), card: z.string().trim().min(3) }),
  ]),
  data: z.object({ sn: z.string(), due: z.string() }),
});
const addDevice = defineForm({
  create: device,
  createWith: { action: 'add' },
  fields: {
    sn: { kind: 'text', label: same('序列号') },
    card: { kind: 'text', label: same('卡'), omitBlank: true },
  },
  textParams: { number: 'card', until: 'due' },
  texts: {
    create: same('加设备'),
    notice: same('提交后一天内生效'),
    confirmCreate: same('加{sn}？'),
    confirmCreateWith: { field: 'card', text: same('加{sn}并绑{number}？') },
    created: same('{sn}已加，{until}前生效'),
  },
});
const bindCard = defineForm({
  create: device,
  update: device,
  updateWith: { action: 'bind' },
  fields: { card: { kind: 'text', label: same('卡号') } },
  texts: {
    create: same('绑卡'),
    description: same('设备{sn}（{model}）'),
    confirmUpdate: same('将{card}绑到{sn}（共{count}台）？'),
    created: same('{sn}已绑'),
  },
});
for (const lang of ['zh-CN', 'en'])
  i18n.addResourceBundle(lang, 'translation', { test: TEST_TEXTS }, true, true);

const deviceSaves = () => fetchMock.mock.calls.filter(([url]) => url.startsWith('/ep/api/test/device/'));

describe('a body per action, and values the page supplies', () => {
  it('sends the create’s fixed action, leaves a blank optional field out, asks the text its value calls for', async () => {
    await act(() => i18n.changeLanguage('zh-CN'));
    fetchMock.mockImplementation(async () => envelope({ sn: 'A1', due: '11-28' }));
    const success = vi.spyOn(notify, 'success');
    const onClose = vi.fn();
    const { user } = renderWidget(
      <ConfirmProvider>
        <EndpointForm form={addDevice} target={{ record: null }} onClose={onClose} invalidates={[]} />
      </ConfirmProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: '加设备' });
    expect(within(dialog).getByText('提交后一天内生效')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('序列号'), 'A1');
    await user.type(within(dialog).getByLabelText('卡'), '  ');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask.textContent).toContain('加A1？');
    await user.click(within(ask).getByRole('button', { name: '确定' }));
    await eventually(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(deviceSaves()[0]![1].body))).toEqual({ action: 'add', sn: 'A1' });
    expect(success).toHaveBeenCalledWith('A1已加，11-28前生效');
    success.mockRestore();
  });

  it('asks the other text while the named field holds a value, and sends it', async () => {
    await act(() => i18n.changeLanguage('zh-CN'));
    fetchMock.mockImplementation(async () => envelope({ sn: 'A2', due: '11-28' }));
    const { user } = renderWidget(
      <ConfirmProvider>
        <EndpointForm form={addDevice} target={{ record: null }} onClose={() => {}} invalidates={[]} />
      </ConfirmProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: '加设备' });
    await user.type(within(dialog).getByLabelText('序列号'), 'A2');
    await user.type(within(dialog).getByLabelText('卡'), '12345');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask.textContent).toContain('加A2并绑12345？');
    await user.click(within(ask).getByRole('button', { name: '确定' }));
    await eventually(() => expect(deviceSaves()).toHaveLength(1));
    expect(JSON.parse(String(deviceSaves()[0]![1].body))).toEqual({ action: 'add', sn: 'A2', card: '12345' });
  });

  it("binds with the row's key and the edit's action, its texts taking the row's values and the page's", async () => {
    await act(() => i18n.changeLanguage('zh-CN'));
    fetchMock.mockImplementation(async () => envelope({ sn: 'B7', due: '' }));
    const params = vi.fn((known: Record<string, unknown>) => ({ count: known.card ? 3 : 0 }));
    const onClose = vi.fn();
    const { user } = renderWidget(
      <ConfirmProvider>
        <EndpointForm
          form={bindCard}
          target={{ record: { id: 7, sn: 'B7', model: 'M2' } }}
          onClose={onClose}
          invalidates={[]}
          params={params}
        />
      </ConfirmProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: '绑卡' });
    expect(within(dialog).getByText('设备B7（M2）')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('卡号'), '898600');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask.textContent).toContain('将898600绑到B7（共3台）？');
    await user.click(within(ask).getByRole('button', { name: '确定' }));
    await eventually(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(deviceSaves()[0]![1].body))).toEqual({ action: 'bind', id: 7, card: '898600' });
  });

  it('sends the body values the page supplies, which no input shows', async () => {
    await act(() => i18n.changeLanguage('zh-CN'));
    fetchMock.mockImplementation(async () => envelope({ name: '组一' }));
    const onClose = vi.fn();
    const { user } = renderWidget(
      <ConfirmProvider>
        <EndpointForm
          form={treeForm}
          target={{ record: null }}
          onClose={onClose}
          invalidates={[]}
          values={{ codes: ['a', 'c'] }}
        />
      </ConfirmProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: '新建组' });
    await user.type(within(dialog).getByLabelText('组名'), '组一');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await eventually(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(treeSaves()[0]![1].body))).toEqual({ name: '组一', codes: ['a', 'c'] });
  });
});

const passwordSave = defineEndpoint({
  method: 'POST',
  path: '/test/password/',
  summary: 'A password typed twice',
  access: 'login',
  body: z.object({ old: z.string().min(1), next: z.string().min(8), phone: z.string() }),
  data: z.object({ left: z.number() }),
});
const passwordTestForm = defineForm({
  create: passwordSave,
  fields: {
    old: { kind: 'password', label: same('原口令'), autoComplete: 'current-password' },
    next: {
      kind: 'password',
      label: same('新口令'),
      again: { label: same('再输一次'), mismatch: same('两次不同') },
    },
    phone: { kind: 'text', label: same('号码') },
  },
  texts: { create: same('改口令'), submit: same('确认'), created: same('已改，余{left}') },
});
// Its texts join the catalogue as the first form's did.
for (const lang of ['zh-CN', 'en'])
  i18n.addResourceBundle(lang, 'translation', { test: TEST_TEXTS }, true, true);
const passwordSaves = () => fetchMock.mock.calls.filter(([url]) => url.startsWith('/ep/api/test/password/'));

describe('a form on the page, a password typed twice, a control beside an input', () => {
  it('refuses two different passwords under the second, sends the password once, then is done', async () => {
    await act(() => i18n.changeLanguage('zh-CN'));
    fetchMock.mockImplementation(async () => envelope({ left: 0 }));
    const onClose = vi.fn();
    const success = vi.spyOn(notify, 'success');
    const { user } = renderWidget(
      <ConfirmProvider>
        <EndpointForm
          inline
          form={passwordTestForm}
          target={{ record: null }}
          onClose={onClose}
          invalidates={[]}
          beside={{ phone: (values) => <span>{`发往${String(values.phone)}`}</span> }}
        />
      </ConfirmProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('原口令')).toHaveProperty('type', 'password');
    await user.type(screen.getByLabelText('原口令'), 'old');
    await user.type(screen.getByLabelText('新口令'), 'Better5678');
    await user.type(screen.getByLabelText('再输一次'), 'Better5679');
    await user.type(screen.getByLabelText('号码'), '138');
    expect(screen.getByText('发往138')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '确认' }));
    const again = screen.getByLabelText('再输一次');
    await eventually(() => expect(again.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(again.getAttribute('aria-describedby')!)?.textContent).toBe('两次不同');
    expect(passwordSaves()).toHaveLength(0);
    await user.clear(again);
    await user.type(again, 'Better5678');
    await user.click(screen.getByRole('button', { name: '确认' }));
    await eventually(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(passwordSaves()[0]![1].body))).toEqual({
      old: 'old',
      next: 'Better5678',
      phone: '138',
    });
    expect(success).toHaveBeenCalledWith('已改，余0');
  });

  it('stays open when the answer asks to, and draws what the page shows under the fields', async () => {
    await act(() => i18n.changeLanguage('zh-CN'));
    fetchMock.mockImplementation(async () => envelope({ left: 2 }));
    const onClose = vi.fn();
    const onSaved = vi.fn();
    const { user } = renderWidget(
      <ConfirmProvider>
        <EndpointForm
          form={passwordTestForm}
          target={{ record: { phone: '139' } }}
          onClose={onClose}
          invalidates={[]}
          onSaved={onSaved}
          stayOpen={(data) => (data as { left: number }).left > 0}
        >
          <p>两行被拒</p>
        </EndpointForm>
      </ConfirmProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: '改口令' });
    expect(within(dialog).getByLabelText('号码')).toHaveProperty('value', '139');
    await user.type(within(dialog).getByLabelText('原口令'), 'old');
    await user.type(within(dialog).getByLabelText('新口令'), 'Better5678');
    await user.type(within(dialog).getByLabelText('再输一次'), 'Better5678');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    await eventually(() =>
      expect(onSaved).toHaveBeenCalledWith({ left: 2 }, expect.objectContaining({ next: 'Better5678' })),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByText('两行被拒')).toBeTruthy();
  });
});
