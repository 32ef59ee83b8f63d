// @vitest-environment jsdom

import { act, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AnyFormDeclaration,
  contactForm,
  type FormFields,
  hardwareAddForm,
  hardwareList,
  type Lang,
  projectGroupForm,
  projectGroupList,
  vbgWarningForm,
  voiceBatchForm,
} from '#contract';
import { ConfirmProvider } from '@/components/confirm-dialog';
import { EndpointForm } from '@/components/form/endpoint-form';
import { draftOf } from '@/components/form/form-values';
import { schemaResolver } from '@/components/form/schema-resolver';
import { i18n, loadCatalogue } from '@/lib/i18n';
import { renderWidget } from '../components/render.tsx';

// The contract's messages are catalogue keys: both languages' texts are loaded, as a page would.
beforeAll(() => loadCatalogue('en', 'all'));

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

/**
 * The messages a declared form shows for a record's draft, in `lang`: each under its input (a
 * group row's input by its path), and one on top of the form (`form`).
 */
async function errorsOf(
  form: AnyFormDeclaration,
  record: Record<string, unknown>,
  lang: Lang,
  {
    fields = form.fields,
    extra = form.createWith,
  }: { fields?: FormFields; extra?: Record<string, unknown> } = {},
) {
  await act(() => i18n.changeLanguage(lang));
  const resolve = schemaResolver(fields, form.create.body!, extra);
  const { errors } = await resolve(draftOf(fields, record), undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const shown: { fields: Record<string, string>; form: string | null } = { fields: {}, form: null };
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string') {
      if (path === 'root') shown.form = message;
      else shown.fields[path] = message;
      return;
    }
    for (const [key, child] of Object.entries(node)) walk(child, path ? `${path}.${key}` : key);
  };
  walk(errors, '');
  return shown;
}

const device = { sn: 'x', model: 'M'.repeat(41), imei: '123' };

describe("a declared form's messages: each issue of the endpoint schema under its input", () => {
  it('words the contract messages in Chinese and in English', async () => {
    expect(await errorsOf(hardwareAddForm, device, 'zh-CN')).toEqual({
      fields: {
        sn: '请输入正确的设备SN（4-32位字母、数字或-）',
        model: '设备型号不能超过40个字符',
        imei: '请输入15位数字IMEI',
      },
      form: null,
    });
    expect(await errorsOf(hardwareAddForm, device, 'en')).toEqual({
      fields: {
        sn: 'Enter a valid SN (4 to 32 letters, digits or -)',
        model: 'The model may have at most 40 characters',
        imei: 'Enter a 15-digit IMEI',
      },
      form: null,
    });
  });

  it("words zod's own messages in the language of the parse, as the emulator does", async () => {
    const body = { contact_name: '名'.repeat(31), phone: '13800138000', email: 'a@b.cn', code: '123456' };
    const zh = (await errorsOf(contactForm, body, 'zh-CN')).fields.contact_name;
    const en = (await errorsOf(contactForm, body, 'en')).fields.contact_name;
    expect(zh).toContain('30');
    expect(zh).toMatch(/[\u4e00-\u9fa5]/);
    expect(en).toMatch(/^Too big: expected string to have <=30 characters$/);
    expect((await errorsOf(contactForm, { ...body, contact_name: ' ' }, 'zh-CN')).fields).toEqual({
      contact_name: '请输入联系人',
    });
  });

  it('fills a message from its issue, puts a listed value’s under its row', async () => {
    const settings = { enabled: true, thresholds: [75, 85], phones: ['1391234'] };
    expect((await errorsOf(vbgWarningForm, settings, 'zh-CN', { extra: { vbg_id: 1 } })).fields).toEqual({
      thresholds: '预警阈值 75% 不可选，可选：50/80/90/100',
      'phones.0.phone': '手机号 1391234 格式不正确，请输入以1开头的11位手机号',
    });
  });

  it('gives the form an issue of the whole body, or of a field it does not show, named as the emulator would', async () => {
    expect((await errorsOf(voiceBatchForm, { action: 'add' }, 'en')).form).toBe(
      'Upload a file or paste "card number,phone" lines (one of the two)',
    );
    const bind = { card_number: '89860412345678901234' };
    expect(
      await errorsOf(hardwareAddForm, bind, 'zh-CN', {
        fields: { card_number: hardwareAddForm.fields.card_number },
        extra: { action: 'bind', id: 'x' },
      }),
    ).toEqual({ fields: {}, form: '设备编号不正确' });
    expect(
      (await errorsOf(vbgWarningForm, { enabled: false }, 'zh-CN', { extra: { vbg_id: 'x' } })).form,
    ).toBe('参数 vbg_id 不正确：须为十进制整数');
  });
});

describe('dialogs checked with their endpoint schema', () => {
  it('the add-device dialog refuses a 41-character model before any request', async () => {
    const { user } = renderWidget(
      <ConfirmProvider>
        <EndpointForm
          form={hardwareAddForm}
          target={{ record: null }}
          onClose={() => {}}
          invalidates={[hardwareList]}
        />
      </ConfirmProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: '添加设备' });
    await user.type(screen.getByLabelText('设备SN'), 'E2E-TRACKER-001');
    await user.type(screen.getByLabelText('设备型号'), 'M'.repeat(41));
    await user.type(screen.getByLabelText('IMEI'), '861234567890123');
    await user.click(screen.getByRole('button', { name: '提交' }));

    const model = screen.getByLabelText('设备型号');
    expect(model.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(model.getAttribute('aria-describedby')!);
    expect(error?.textContent).toBe('设备型号不能超过40个字符');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['设备型号不能超过40个字符']);
    expect(screen.getByLabelText('设备SN').getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(dialog.isConnected).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('the project group dialog asks for a name under its field', async () => {
    const { user } = renderWidget(
      <ConfirmProvider>
        <EndpointForm
          form={projectGroupForm}
          target={{ record: null }}
          onClose={() => {}}
          invalidates={[projectGroupList]}
        />
      </ConfirmProvider>,
    );
    await user.click(screen.getByRole('button', { name: '保存' }));
    const name = screen.getByLabelText('项目组名称');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe(
      '请输入项目组名称',
    );
    expect(screen.getByRole('dialog', { name: '新建项目组' }).textContent).toContain('请输入项目组名称');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
