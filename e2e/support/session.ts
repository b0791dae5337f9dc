import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from './accounts';

export const toast = (page: Page) => page.getByTestId('toast');

/** Signs in through the Login tab. */
export async function logIn(page: Page, emailOrUsername: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email or Username').fill(emailOrUsername);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

export async function logInAsAdmin(page: Page) {
  await logIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
}

/** Registers through the Register tab; the app then signs the player in. */
export async function register(page: Page, player: { email: string; password: string; firstName: string; lastName?: string }) {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Email', { exact: true }).fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByLabel('First Name').fill(player.firstName);
  if (player.lastName) await page.getByLabel(/^Last Name/).fill(player.lastName);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

export const loginScreen = (page: Page) => page.getByRole('heading', { name: 'Welcome to Reality Draft' });
