// @vitest-environment jsdom

import { act, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import {
  hardwareAddForm,
  hardwareList,
  hardwareSave,
  type Lang,
  projectGroupForm,
  projectGroupList,
  saveVbgWarning,
  updateContact,
  voiceBatchAction,
  zodLocale,
} from '#contract';
import { ConfirmProvider } from '@/components/confirm-dialog';
import { EndpointForm } from '@/components/form/endpoint-form';
import { FormField } from '@/components/form-field';
import { formErrors, useEndpointForm } from '@/components/use-endpoint-form';
import { i18n, loadCatalogue } from '@/lib/i18n';
import { renderWidget } from '../components/render.tsx';

// The contract's messages are catalogue keys: both languages' texts are loaded, as a page would.
beforeAll(() => loadCatalogue('en', 'all'));

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

/** The field errors a body gets from its endpoint's schema, in `lang`. */
function errorsOf<F extends string>(schema: z.ZodType, body: unknown, fields: readonly F[], lang: Lang) {
  const result = schema.safeParse(body, zodLocale(lang));
  return formErrors(result.success ? [] : result.error.issues, fields, lang);
}

const device = { action: 'add', sn: 'x', model: 'M'.repeat(41), imei: '123' };
const deviceFields = ['sn', 'model', 'imei', 'card_number'] as const;

describe('formErrors: each issue of the endpoint schema under its field', () => {
  it('words the contract messages in Chinese and in English', () => {
    expect(errorsOf(hardwareSave.body!, device, deviceFields, 'zh-CN')).toEqual({
      fields: {
        sn: '请输入正确的设备SN（4-32位字母、数字或-）',
        model: '设备型号不能超过40个字符',
        imei: '请输入15位数字IMEI',
      },
      form: null,
    });
    expect(errorsOf(hardwareSave.body!, device, deviceFields, 'en')).toEqual({
      fields: {
        sn: 'Enter a valid SN (4 to 32 letters, digits or -)',
        model: 'The model may have at most 40 characters',
        imei: 'Enter a 15-digit IMEI',
      },
      form: null,
    });
  });

  it("words zod's own messages in the language of the parse, as the emulator does", () => {
    const body = { contact_name: '名'.repeat(31), phone: '13800138000', email: 'a@b.cn', code: '123456' };
    const fields = ['contact_name', 'phone', 'email', 'code'] as const;
    const zh = errorsOf(updateContact.body!, body, fields, 'zh-CN').fields.contact_name;
    const en = errorsOf(updateContact.body!, body, fields, 'en').fields.contact_name;
    expect(zh).toContain('30');
    expect(zh).toMatch(/[\u4e00-\u9fa5]/);
    expect(en).toMatch(/^Too big: expected string to have <=30 characters$/);
    expect(errorsOf(updateContact.body!, { ...body, contact_name: ' ' }, fields, 'zh-CN').fields).toEqual({
      contact_name: '请输入联系人',
    });
  });

  it('fills a message from its issue, keeps the first issue of a field', () => {
    const body = { vbg_id: 1, enabled: true, thresholds: [75, 85], phones: ['1391234'] };
    expect(errorsOf(saveVbgWarning.body!, body, ['enabled', 'thresholds', 'phones'], 'zh-CN').fields).toEqual(
      {
        thresholds: '预警阈值 75% 不可选，可选：50/80/90/100',
        phones: '手机号 1391234 格式不正确，请输入以1开头的11位手机号',
      },
    );
  });

  it('gives the form an issue of the whole body, or of a field it does not show, named as the emulator would', () => {
    expect(errorsOf(voiceBatchAction.body!, { action: 'add' }, ['action', 'lines'], 'en').form).toBe(
      'Upload a file or paste "card number,phone" lines (one of the two)',
    );
    const bind = { action: 'bind', id: 'x', card_number: '89860412345678901234' };
    expect(errorsOf(hardwareSave.body!, bind, ['card_number'], 'zh-CN')).toEqual({
      fields: {},
      form: '设备编号不正确',
    });
    expect(
      errorsOf(
        saveVbgWarning.body!,
        { vbg_id: 'x', enabled: false, thresholds: [], phones: [] },
        ['enabled'],
        'zh-CN',
      ).form,
    ).toBe('参数 vbg_id 不正确：须为十进制整数');
  });
});

function ModelForm({ onValid }: { onValid: (body: unknown) => void }) {
  const form = useEndpointForm(hardwareSave, {
    initial: { sn: 'SN-0001', model: '', imei: '861234567890123' },
    toBody: (draft) => ({ action: 'add', ...draft }),
    onValid,
  });
  return (
    <form onSubmit={form.onSubmit}>
      <FormField id="model" label="型号" error={form.errors.model}>
        <input {...form.input('model', 'model')} />
      </FormField>
      <button type="submit">提交</button>
    </form>
  );
}

describe('useEndpointForm', () => {
  it('shows the field error under its input, in the current language, and sends only a valid body', async () => {
    const onValid = vi.fn();
    const { user } = renderWidget(<ModelForm onValid={onValid} />);
    const input = screen.getByLabelText('型号');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.getByRole('alert').textContent).toBe('请输入设备型号');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('model-error');
    expect(document.getElementById('model-error')?.textContent).toBe('请输入设备型号');
    expect(onValid).not.toHaveBeenCalled();

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('alert').textContent).toBe('Enter the device model');

    await user.type(input, '  EC200U-CN ');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(onValid).toHaveBeenCalledWith(
      { action: 'add', sn: 'SN-0001', model: 'EC200U-CN', imei: '861234567890123' },
      { sn: 'SN-0001', model: '  EC200U-CN ', imei: '861234567890123' },
    );
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
