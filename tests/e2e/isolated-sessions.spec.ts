import { SESSION_HEADER } from '#contract';
import { expect, quietWorld, skipGreetings, test } from './fixtures.ts';
import { DEMO, dataRows, logIn } from './helpers.ts';

/**
 * Two demos on one emulator at once: each tab names its world with ?emulator_session=, and what
 * happens in one world never shows in the other.
 */
test('two isolated sessions run side by side with no crosstalk', async ({ browser, request }) => {
  const suffix = `${Date.now()}`;
  const [a, b] = [`e2e-a-${suffix}`, `e2e-b-${suffix}`];
  const [contextA, contextB] = await Promise.all([browser.newContext(), browser.newContext()]);
  await Promise.all([quietWorld(request, a, ['demo']), quietWorld(request, b, ['demo'])]);
  await Promise.all([skipGreetings(contextA), skipGreetings(contextB)]);
  const [pageA, pageB] = await Promise.all([contextA.newPage(), contextB.newPage()]);

  await Promise.all([
    pageA.goto(`/?emulator_session=${a}#/card/list`),
    pageB.goto(`/?emulator_session=${b}#/card/list`),
  ]);
  await Promise.all([logIn(pageA, DEMO), logIn(pageB, DEMO)]);
  await Promise.all([
    expect(dataRows(pageA, '卡列表')).toHaveCount(10),
    expect(dataRows(pageB, '卡列表')).toHaveCount(10),
  ]);

  // World A: the demo user loses the card list and the platform goes into upgrade mode.
  const revoke = await request.put('/__emulator/users/demo/perms', {
    headers: { [SESSION_HEADER]: a },
    data: { revoke: ['router_card_list'] },
  });
  expect(revoke.ok()).toBe(true);
  await pageA.getByRole('combobox', { name: '10 条/页' }).click();
  await pageA.getByRole('option', { name: '20 条/页' }).click();
  await expect(pageA.getByText('当前用户无 卡列表 权限')).toBeVisible();

  // World B carries on as if nothing happened.
  await pageB.getByRole('combobox', { name: '10 条/页' }).click();
  await pageB.getByRole('option', { name: '20 条/页' }).click();
  await expect(dataRows(pageB, '卡列表')).toHaveCount(20);
  await expect(pageB.getByText('当前用户无 卡列表 权限')).toHaveCount(0);

  await request.put('/__emulator/scenario', { headers: { [SESSION_HEADER]: a }, data: { upgrade: true } });
  await pageA.reload();
  await expect(pageA).toHaveURL(/#\/upgrade$/);
  await pageB.reload();
  await expect(dataRows(pageB, '卡列表')).toHaveCount(20);

  // The test's own world (the request fixture's), like every other world, was never touched.
  const scenario = await request.get('/__emulator/scenario');
  expect(await scenario.json()).toEqual({ upgrade: false, hosted_on_ec: true });
  await Promise.all([contextA.close(), contextB.close()]);
});
