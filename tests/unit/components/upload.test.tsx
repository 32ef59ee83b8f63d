// @vitest-environment jsdom

import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadedFile } from '#contract';
import { Upload } from '@/components/upload';
import { checkFile } from '@/components/upload-file';
import { onApiOutcome } from '@/lib/api-client';
import { i18n, loadCatalogue } from '@/lib/i18n';
import { envelope, renderWidget } from './render.tsx';

type FetchArgs = [url: string, init: RequestInit];
const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();

/** The emulator's POST /upload/file/: answers the name and size of the input_file it got. */
const answerUploads = () =>
  fetchMock.mockImplementation(async (_url, init) => {
    const file = (init.body as FormData).get('input_file') as File;
    return envelope({ file_url: `/ep/api/upload/file/${file.name}/`, file_name: file.name, size: file.size });
  });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => onApiOutcome(() => {}));

function Form({
  onChange = () => {},
  maxBytes = 1024,
}: {
  onChange?: (f: UploadedFile | null) => void;
  maxBytes?: number;
}) {
  const [file, setFile] = useState<UploadedFile | null>(null);
  return (
    <Upload
      accept={['xlsx', 'xls']}
      maxBytes={maxBytes}
      value={file}
      onChange={(next) => {
        onChange(next);
        setFile(next);
      }}
    />
  );
}

const xlsx = (name: string, bytes = 10) =>
  new File(['x'.repeat(bytes)], name, { type: 'application/vnd.ms-excel' });
const chooser = () => screen.getByLabelText<HTMLInputElement>('选择文件');

describe('Upload (spec section 5)', () => {
  it('sends the file as the form field input_file to POST /ep/api/upload/file/', async () => {
    answerUploads();
    const onChange = vi.fn();
    const { user } = renderWidget(<Form onChange={onChange} />);
    await user.upload(chooser(), xlsx('cards.xlsx'));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/ep/api/upload/file/');
    expect(init.method).toBe('POST');
    const sent = (init.body as FormData).get('input_file');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('cards.xlsx');
    expect(onChange).toHaveBeenCalledWith({
      file_url: '/ep/api/upload/file/cards.xlsx/',
      file_name: 'cards.xlsx',
      size: 10,
    });
    expect(screen.getByRole('link', { name: 'cards.xlsx' }).getAttribute('href')).toBe(
      '/ep/api/upload/file/cards.xlsx/',
    );
  });

  it('keeps only the last chosen file', async () => {
    answerUploads();
    const { user } = renderWidget(<Form />);
    await user.upload(chooser(), xlsx('first.xlsx'));
    await screen.findByRole('link', { name: 'first.xlsx' });
    await user.upload(chooser(), xlsx('second.xls'));
    await screen.findByRole('link', { name: 'second.xls' });
    expect(screen.queryByRole('link', { name: 'first.xlsx' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^移除/ })).toHaveLength(1);
  });

  it('asks 确定移除 x.xlsx? before removing, and removes only when confirmed', async () => {
    answerUploads();
    const onChange = vi.fn();
    const { user } = renderWidget(<Form onChange={onChange} />);
    await user.upload(chooser(), xlsx('x.xlsx'));
    await screen.findByRole('link', { name: 'x.xlsx' });

    await user.click(screen.getByRole('button', { name: '移除 x.xlsx' }));
    const dialog = screen.getByRole('alertdialog', { name: '移除文件' });
    expect(within(dialog).getByText('确定移除 x.xlsx?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(screen.getByRole('link', { name: 'x.xlsx' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '移除 x.xlsx' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '移除' }));
    // The dialog hides the page from assistive technology while open: wait for it to close.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('link', { name: 'x.xlsx' })).toBeNull();
    expect(screen.queryByText('x.xlsx')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(chooser()));
  });

  it('takes a new file after one was removed', async () => {
    answerUploads();
    const { user } = renderWidget(<Form />);
    await user.upload(chooser(), xlsx('x.xlsx'));
    await user.click(await screen.findByRole('button', { name: '移除 x.xlsx' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '移除' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await user.upload(chooser(), xlsx('y.xlsx'));
    expect(await screen.findByRole('link', { name: 'y.xlsx' })).toBeTruthy();
  });

  it('asks in English when the portal speaks English', async () => {
    await loadCatalogue('en', 'all'); // English loads when first asked for
    await i18n.changeLanguage('en');
    answerUploads();
    const { user } = renderWidget(<Form />);
    await user.upload(screen.getByLabelText('Choose file'), xlsx('x.xlsx'));
    await user.click(await screen.findByRole('button', { name: 'Remove x.xlsx' }));
    expect(within(screen.getByRole('alertdialog')).getByText('Remove x.xlsx?')).toBeTruthy();
  });

  it('refuses a file of another type before sending it, naming the accepted ones', async () => {
    const { user } = renderWidget(<Form />, { applyAccept: false });
    await user.upload(chooser(), new File(['MZ'], 'setup.exe'));
    expect(screen.getByRole('alert').textContent).toBe('文件类型不正确，仅支持 xlsx、xls 格式');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a file over the size limit before sending it', async () => {
    const { user } = renderWidget(<Form maxBytes={1024} />);
    await user.upload(chooser(), xlsx('big.xlsx', 1025));
    expect(screen.getByRole('alert').textContent).toBe('文件大小不能超过 1 KB');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s message when the upload is refused', async () => {
    fetchMock.mockResolvedValue(envelope(null, 400, '文件内容为空'));
    const onChange = vi.fn();
    const { user } = renderWidget(<Form onChange={onChange} />);
    await user.upload(chooser(), xlsx('empty.xlsx'));
    expect((await screen.findByRole('alert')).textContent).toBe('文件内容为空');
    expect(onChange).not.toHaveBeenCalled();
  });

  it.each([
    [403, { kind: 'token-invalid', message: '登录已过期' }],
    [905, { kind: 'upgrade', message: '系统升级中，请稍后访问' }],
  ])('hands a %i answer to the app’s outcome handler, like every other request', async (code, outcome) => {
    const handler = vi.fn();
    onApiOutcome(handler);
    fetchMock.mockResolvedValue(envelope(null, code, outcome.message));
    const { user } = renderWidget(<Form />);
    await user.upload(chooser(), xlsx('cards.xlsx'));
    await waitFor(() => expect(handler).toHaveBeenCalledWith(outcome));
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('tells the accepted types and the size limit', () => {
    renderWidget(<Form maxBytes={10 * 1024 * 1024} />);
    expect(screen.getByText('支持 xlsx、xls 格式，不超过 10 MB')).toBeTruthy();
    expect(chooser().getAttribute('accept')).toBe('.xlsx,.xls');
  });
});

describe('checkFile', () => {
  it('checks the extension case-insensitively, then the size', () => {
    expect(checkFile({ name: 'A.XLSX', size: 5 }, ['xlsx'], 10)).toBeNull();
    expect(checkFile({ name: 'a.xlsx.exe', size: 5 }, ['xlsx'], 10)).toBe('upload_wrong_type');
    expect(checkFile({ name: 'xlsx', size: 5 }, ['xlsx'], 10)).toBe('upload_wrong_type');
    expect(checkFile({ name: 'a.xlsx', size: 11 }, ['xlsx'], 10)).toBe('upload_too_large');
    expect(checkFile({ name: 'a.xlsx', size: 10 }, ['xlsx'], 10)).toBeNull();
  });
});
