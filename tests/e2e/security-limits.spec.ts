import { expect, test } from './fixtures.ts';

/** What a user meets at the limits that stop guessing: a locked account, a used-up code. */

test('after five wrong passwords the account is locked: the login page says for how long, even to the right password', async ({
  page,
}) => {
  await page.goto('/#/login');
  const logIn = async (password: string) => {
    await page.getByLabel('用户名').fill('demo');
    await page.getByLabel('密码', { exact: true }).fill(password);
    await page.getByRole('button', { name: '登录' }).click();
  };
  for (let i = 1; i <= 4; i++) {
    await logIn(`Wrong${i}234`);
    await expect(page.getByText('用户名或密码错误').last()).toBeVisible();
  }
  await logIn('Wrong5234');
  await expect(page.getByText('密码错误次数过多，账号已锁定，请 15 分钟后再试').last()).toBeVisible();
  await logIn('Demo1234');
  await expect(page.getByText('密码错误次数过多，账号已锁定，请 15 分钟后再试').last()).toBeVisible();
  await expect(page).toHaveURL(/#\/login$/);
});

test('an SMS code dies at its fifth wrong guess: the right one is refused and a new one asked for', async ({
  page,
  request,
}) => {
  const phone = '13800138000';
  await page.goto('/#/login');
  await page.getByRole('tab', { name: '短信登录' }).click();
  await page.getByLabel('手机号码').fill(phone);
  await page.getByRole('tabpanel').getByRole('button', { name: '获取验证码' }).click();
  const codes = await (await request.get(`/__emulator/codes?phone=${phone}&limit=1`)).json();
  const code = codes.items[0].code as string;
  const wrong = code === '111111' ? '222222' : '111111';
  const submit = page.getByRole('tabpanel').getByRole('button', { name: '登录' });
  for (let i = 1; i <= 4; i++) {
    await page.getByLabel('验证码').fill(wrong);
    await submit.click();
    await expect(page.getByText('验证码错误，请重新输入').last()).toBeVisible();
  }
  await page.getByLabel('验证码').fill(wrong);
  await submit.click();
  await expect(page.getByText('验证码错误次数过多，该验证码已失效，请重新获取').last()).toBeVisible();
  await page.getByLabel('验证码').fill(code);
  await submit.click();
  await expect(page.getByText('验证码错误次数过多，该验证码已失效，请重新获取').last()).toBeVisible();
  await expect(page).toHaveURL(/#\/login$/);
});
