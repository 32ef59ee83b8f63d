import { expect, signIn, test } from './fixtures.ts';
import { DEMO, tableSettled } from './helpers.ts';

/**
 * The declared forms (contract/form.ts) as a user meets them: a value the emulator refuses stays in
 * the form, with the emulator's message under its field, in the user's language.
 */

test('in English, a template name already taken stays in the form with the message under it', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'english'));
  await signIn(page, DEMO, '/#/sms/template');
  await tableSettled(page, 'Templates');
  await page.getByRole('button', { name: 'New template' }).click();
  const dialog = page.getByRole('dialog', { name: 'New template' });
  // The seeded 设备重启 exists already: only the emulator knows, so the schema lets it through.
  await dialog.getByLabel('Template name').fill('设备重启');
  await dialog.getByLabel('Template content').fill('REBOOT ${delay}');
  await expect(dialog.getByText('Variables: ${delay}')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  const name = dialog.getByLabel('Template name');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('A template named “设备重启” exists already');
  await expect(name).toHaveValue('设备重启');
  await expect(dialog.getByLabel('Template content')).toHaveValue('REBOOT ${delay}');
  // Changing the name lets it through.
  await name.fill('Reboot later');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Template “Reboot later” created')).toBeVisible();
  await expect(dialog).toBeHidden();
});
