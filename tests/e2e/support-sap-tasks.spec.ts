import { expect, signIn, test } from './fixtures.ts';
import { apiGet, apiToken, DEMO, dataRows, SUPPORT, shoot, tableSettled } from './helpers.ts';

/**
 * Issue 50 part B: support runs a traffic analysis over 1,000 of demo's cards for the last seven
 * days, watches it move on the emulator clock, opens its chart; the chart's figures are the sums of
 * demo's own /sap_sim_chart of each card (flows exactly, MB within each card's rounding).
 */

const DAY = 86_400_000;
const dayText = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

interface Chart {
  allowed_mb: number;
  blocked_mb: number;
  top: {
    address: string;
    port: number;
    allowed_mb: number;
    blocked_mb: number;
    flows: number;
    blocked_flows: number;
  }[];
  trend: { date: string; allowed_mb: number; blocked_mb: number }[];
}

test('support analyses 1,000 of demo’s cards for 7 days; its chart agrees with demo’s own charts of them', async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000);
  const clock = await request.put('/__emulator/clock', { data: { frozen: true } });
  const now = ((await clock.json()) as { epoch_ms: number }).epoch_ms;
  const demo = await apiToken(request, DEMO);
  const iccids: string[] = [];
  for (let page_no = 1; iccids.length < 1000; page_no++) {
    const part = await apiGet<{ tableData: { iccid: string }[] }>(request, demo, '/card/list/', {
      page: page_no,
      page_size: 50,
    });
    if (part.tableData.length === 0) break;
    iccids.push(...part.tableData.map((r) => r.iccid));
  }
  // Demo's cards, 1,000 at most (the browser tests' world seeds fewer).
  const cards = iccids.slice(0, 1000);
  expect(cards.length).toBeGreaterThan(300);

  await signIn(page, SUPPORT, '/#/sap_sim_chart_task');
  await tableSettled(page, '流量分析任务');
  await page.getByRole('button', { name: '新建流量分析任务' }).click();
  const dialog = page.getByRole('dialog', { name: '新建流量分析任务' });
  await dialog.getByRole('textbox', { name: '卡号' }).fill(cards.join('\n'));
  await dialog.getByLabel('统计日期', { exact: true }).fill(dayText(now - 7 * DAY));
  await dialog.getByLabel('统计日期（结束）').fill(dayText(now - DAY));
  await shoot(page, info, 'chart-task-form-desktop-zh');
  await dialog.getByRole('button', { name: '开始' }).click();
  await expect(page.getByText(/^任务 \d+ 已加入平台任务队列$/)).toBeVisible();
  const row = dataRows(page, '流量分析任务').first();
  await expect(row).toContainText(`粘贴 ${cards.length.toLocaleString('en')} 张卡`);
  // A step of 100 cards a second: three seconds in, it is part way.
  await request.put('/__emulator/clock', { data: { advance_ms: 3_500 } });
  // Part way: running, between 1% and 99%.
  await expect(row).toContainText(/运行中[1-9]\d?%/);
  await request.put('/__emulator/clock', { data: { advance_ms: 10_000 } });
  await expect(row).toContainText('已完成');
  await shoot(page, info, 'chart-task-list-desktop-zh');
  await row.getByRole('button', { name: '查看图表' }).click();
  await expect(page).toHaveURL(/#\/sap_sim_chart_details\?id=\d+$/);
  await expect(page.getByRole('heading', { name: '访问最多的目的地址' })).toBeVisible();
  await shoot(page, info, 'chart-details-desktop-zh', { fullPage: true });

  const id = Number(/id=(\d+)/.exec(page.url())![1]);
  const support = await apiToken(request, SUPPORT);
  const details = await apiGet<{ chart: Chart }>(request, support, '/support/sap_chart_task/details/', {
    id,
  });
  // Demo's own chart of each card, summed.
  const sums = new Map<string, { flows: number; blocked_flows: number; mb: number }>();
  const days = new Map<string, number>();
  let total = 0;
  for (let i = 0; i < cards.length; i += 25) {
    const charts = await Promise.all(
      cards
        .slice(i, i + 25)
        .map((number) => apiGet<Chart>(request, demo, '/sap_sim_chart/', { number, days: '7' })),
    );
    for (const c of charts) {
      total += c.allowed_mb + c.blocked_mb;
      for (const d of c.top) {
        const key = `${d.address}:${d.port}`;
        const s = sums.get(key) ?? { flows: 0, blocked_flows: 0, mb: 0 };
        sums.set(key, {
          flows: s.flows + d.flows,
          blocked_flows: s.blocked_flows + d.blocked_flows,
          mb: s.mb + d.allowed_mb + d.blocked_mb,
        });
      }
      for (const d of c.trend) days.set(d.date, (days.get(d.date) ?? 0) + d.allowed_mb + d.blocked_mb);
    }
  }
  const chart = details.chart;
  // Each card's figure is rounded to 0.01 MB: a sum of 1,000 of them is within 5 MB.
  expect(Math.abs(chart.allowed_mb + chart.blocked_mb - total)).toBeLessThanOrEqual(5);
  expect(chart.trend.map((d) => d.date)).toEqual([...days.keys()]);
  for (const d of chart.trend)
    expect(Math.abs(d.allowed_mb + d.blocked_mb - days.get(d.date)!)).toBeLessThanOrEqual(5);
  for (const d of chart.top) {
    const s = sums.get(`${d.address}:${d.port}`)!;
    expect(d.flows).toBe(s.flows);
    expect(d.blocked_flows).toBe(s.blocked_flows);
    expect(Math.abs(d.allowed_mb + d.blocked_mb - s.mb)).toBeLessThanOrEqual(5);
  }
  // The page shows the same totals.
  await expect(page.getByText(`放行 ${chart.allowed_mb} MB，阻断 ${chart.blocked_mb} MB`)).toBeVisible();
});

for (const size of [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the seeded tasks and every client's IPS events on a ${size.name}`, async ({ page }, info) => {
    await page.setViewportSize(size);
    await signIn(page, SUPPORT, '/#/sap_sim_chart_task');
    for (const [path, caption, name] of [
      ['/sap_sim_chart_task', '流量分析任务', 'chart-tasks'],
      ['/sap_sim_session_task', '会话提取任务', 'session-tasks'],
      ['/sap_ips_event_log', '入侵防护事件日志', 'ips-log'],
    ] as const) {
      await page.goto(`/#${path}`);
      await tableSettled(page, caption);
      await expect(dataRows(page, caption).first()).toBeVisible();
      await shoot(page, info, `${name}-${size.name}-zh`);
    }
  });
}
