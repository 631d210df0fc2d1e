import { expect, test } from '@playwright/test';
import { signIn } from './support/signIn';

/*
 * Issue 16: the e2e server sends no e-mail (no SMTP_URL), so inviting someone without an account
 * shows the inviter the invitation link to pass on: the portfolio's page, where signing in with
 * the invited address joins it.
 */
test('inviting someone without an account, or resending it, with no mail server, shows the link to copy', async ({ page }) => {
  await signIn(page, 'admin@horizon.test');
  await page.getByTestId('portfolio-card').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/portfolio\/[0-9a-f-]{36}\//);
  const portfolioId = page.url().match(/\/portfolio\/([0-9a-f-]{36})\//)![1]!;
  await page.goto(`/portfolio/${portfolioId}/members`);

  const email = `new.planner.${Date.now()}@example.org`;
  await page.getByRole('button', { name: 'Invite member' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite a member' });
  await invite.getByLabel('Email').fill(email);
  await invite.getByRole('button', { name: 'Send invitation' }).click();

  await expect(invite).toContainText(`The invitation to ${email} is saved, but it could not be sent by email.`);
  await expect(invite.getByLabel('Invitation link')).toHaveValue(new RegExp(`/portfolio/${portfolioId}/workspaces$`));
  await invite.getByRole('button', { name: 'Done' }).click();
  await expect(invite).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) })).toContainText('Pending invitation');

  // Resending it has no mail server either: the same link is shown again, to copy.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: `Resend the invitation to ${email}` }).click();
  const resend = page.getByRole('dialog', { name: 'Resend invitation' });
  await expect(resend).toContainText(`The invitation to ${email} could not be sent again by email.`);
  await expect(resend.getByLabel('Invitation link')).toHaveValue(new RegExp(`/portfolio/${portfolioId}/workspaces$`));
  await resend.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/portfolio/${portfolioId}/workspaces$`));
  await resend.getByRole('button', { name: 'Done' }).click();
  await expect(resend).toBeHidden();
});
