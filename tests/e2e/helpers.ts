import { type APIRequestContext, expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import ExcelJS from 'exceljs';
import { settled, signIn } from './fixtures.ts';

export const DEMO = { username: 'demo', password: 'Demo1234' };
export const DEMO_SUB = { username: 'demo_sub', password: 'Demo1234' };
export const SUPPORT = { username: 'support', password: 'Support1234' };

/** Logs support in and opens a task kind's page from the menu's 任务中心 group, as a user would. */
export async function openSupportKind(page: Page, label: string) {
  await signIn(page, SUPPORT);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('button', { name: '任务中心' }).click();
  await nav.getByRole('link', { name: label }).click();
}

/** Fills the login form as a user would and waits to leave the login page. */
export async function logIn(page: Page, user: { username: string; password: string }) {
  await page.getByLabel('用户名').fill(user.username);
  await page.getByLabel('密码', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).not.toHaveURL(/#\/login/);
}

/** A token straight from the emulator, to read data the test then looks for in the page. */
export async function apiToken(request: APIRequestContext, user: { username: string; password: string }) {
  const response = await request.post('/ep/api/login/', { data: user });
  const body = await response.json();
  expect(body.code).toBe(200);
  return body.data.token as string;
}

/**
 * The latest code the emulator "sent" to a phone for a purpose (it records codes, sends no SMS).
 * Asked again until it is there: the page's send may still be on its way when the test asks.
 */
export async function sentCode(request: APIRequestContext, phone: string, purpose: string) {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const body = await (await request.get(`/__emulator/codes?phone=${phone}`)).json();
        code = body.items.find((i: { purpose: string }) => i.purpose === purpose)?.code;
        return code;
      },
      { message: `a ${purpose} code sent to ${phone}` },
    )
    .toBeTruthy();
  return code!;
}

/** The data rows of a table (the header row excluded). */
export const dataRows = (page: Page, caption: string) =>
  page.getByRole('table', { name: caption }).locator('tbody').getByRole('row');

/** Waits until a table has finished loading (keepPreviousData shows the old rows meanwhile). */
export async function tableSettled(page: Page, caption: string) {
  await expect(page.getByRole('table', { name: caption })).toHaveAttribute('aria-busy', 'false');
}

/**
 * After an export was confirmed on a list: runs the emulator clock a minute, follows the toast's
 * 查看导出记录 to the export log (its table named `table`), filters by the task's kind, and gives
 * the newest row of that kind.
 */
export async function exportLogRow(page: Page, request: APIRequestContext, kindLabel: string, table: string) {
  expect((await request.put('/__emulator/clock', { data: { advance_ms: 60_000 } })).ok()).toBe(true);
  await page.getByRole('button', { name: '查看导出记录' }).click();
  await expect(page).toHaveURL(/#\/export_log$/);
  const main = page.getByRole('main');
  await main.getByRole('combobox', { name: '任务类型' }).click();
  await page.getByRole('option', { name: kindLabel }).click();
  await main.getByRole('button', { name: '搜索' }).click();
  await tableSettled(page, table);
  return dataRows(page, table).first();
}

/** Clicks the link named `link` in `row` and gives the name the browser would save the file under. */
export async function downloadedName(page: Page, row: Locator, link = '下载'): Promise<string> {
  const downloading = page.waitForEvent('download');
  await row.getByRole('link', { name: link }).click();
  return (await downloading).suggestedFilename();
}

/** The rows of a downloaded xlsx (a batch's results file): the link in `row`, named `link`. */
export async function downloadedRows(page: Page, row: Locator, link: string) {
  const downloading = page.waitForEvent('download');
  await row.getByRole('link', { name: link }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await (await downloading).path());
  const lines: string[][] = [];
  workbook.worksheets[0]!.eachRow((r) => lines.push((r.values as unknown[]).slice(1).map(String)));
  return lines;
}

/**
 * The import template as a user fills it: downloaded from the page's link, `rows` typed under the
 * header over the note and example rows (as the note says to remove them); ready for `setInputFiles`.
 */
export async function filledTemplate(page: Page, link: string, rows: string[][]) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: link }).click();
  const download = await downloading;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  // Typed over the note and example rows (exceljs's spliceRows leaves them in place).
  const last = sheet.rowCount;
  rows.forEach((row, i) => {
    sheet.getRow(2 + i).values = row;
  });
  for (let n = 2 + rows.length; n <= last; n++) sheet.getRow(n).values = [];
  return {
    name: download.suggestedFilename(),
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}

/** Chooses a file in the page's Upload and waits until it is uploaded (its remove button shows). */
export async function uploadFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.locator('input[type="file"]').setInputFiles(file);
  await expect(page.getByRole('button', { name: /^(移除|Remove) / })).toBeVisible();
}

/**
 * What a PDF says of itself, read without a PDF library: its header, its number of pages (the
 * page objects; Chromium's PDFs keep them uncompressed) and the title of its information
 * dictionary (a literal string, or UTF-16BE hex for non-Latin text).
 */
export function pdfInfo(pdf: Buffer): { header: string; pages: number; title: string | null } {
  const text = pdf.toString('latin1');
  const pages = text.match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
  const info = /\/Info\s+(\d+)\s+0\s+R/.exec(text);
  const infoObject = info ? new RegExp(`\\b${info[1]} 0 obj([\\s\\S]*?)endobj`).exec(text)?.[1] : undefined;
  const raw = /\/Title\s*(\((?:\\.|[^\\)])*\)|<[0-9A-Fa-f]+>)/.exec(infoObject ?? '')?.[1];
  let title: string | null = null;
  if (raw?.startsWith('(')) title = raw.slice(1, -1).replace(/\\(.)/g, '$1');
  else if (raw) {
    const bytes = Buffer.from(raw.slice(1, -1), 'hex');
    title =
      bytes[0] === 0xfe && bytes[1] === 0xff
        ? bytes.subarray(2).swap16().toString('utf16le')
        : bytes.toString('latin1');
  }
  return { header: text.slice(0, 5), pages, title };
}

/** The two sizes every screen is looked at: a desktop and a phone. */
export const SCREEN_SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** A GET of the portal's API as the user of `token`: the answer's data. */
export async function apiGet<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  params: Record<string, string | number>,
): Promise<T> {
  const answer = await request.get(`/ep/api${path}`, { headers: { Authorization: `JWT ${token}` }, params });
  return (await answer.json()).data as T;
}

/**
 * A screenshot into the test's output once nothing moves; fails when the page scrolls sideways.
 * `fullPage` takes the whole page rather than the viewport (a long form, a detail).
 */
export async function shoot(page: Page, info: TestInfo, name: string, { fullPage = false } = {}) {
  await settled(page);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
    `${name}: the page scrolls sideways`,
  ).toBeLessThanOrEqual(0);
  await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage, animations: 'disabled' });
}

/**
 * A support task kind withheld from a support user signed in, in English: once `code` is revoked,
 * the kind's entry (`label`) leaves the menu, its route goes to #/401, /add_support_task offers no
 * such choice, and the API answers 599 to `api` (the kind's check, or its export).
 */
export async function expectSupportKindWithheld(
  page: Page,
  request: APIRequestContext,
  {
    kind,
    code,
    label,
    api,
  }: { kind: string; code: string; label: string; api: { path: string; data: object } },
) {
  const revoked = await request.put('/__emulator/users/support/perms', { data: { revoke: [code] } });
  expect(revoked.ok()).toBe(true);
  await page.goto('/#/batch_task/list');
  await page.reload();
  await tableSettled(page, 'Batch tasks');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: label })).toHaveCount(0);
  await page.goto(`/#/batch_task/${kind}`);
  await expect(page).toHaveURL(/#\/401$/);
  await page.goto(`/#/add_support_task?kind=${kind}`);
  await expect(page.getByRole('radio', { name: label })).toHaveCount(0);
  const token = await apiToken(request, SUPPORT);
  const answer = await request.post(`/ep/api${api.path}`, {
    headers: { Authorization: `JWT ${token}` },
    data: api.data,
  });
  expect((await answer.json()).code).toBe(599);
}

/**
 * Saves a dialog whose one required text is empty: refused under its field (`required`), nothing
 * sent; then fills `label` with `value` and saves again.
 */
export async function saveRequired(dialog: Locator, label: string, required: string, value: string) {
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText(required)).toBeVisible();
  await dialog.getByLabel(label).fill(value);
  await dialog.getByRole('button', { name: '保存' }).click();
}
