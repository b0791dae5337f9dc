import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium, with the flags this sandbox needs (no GPU, no background network). */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};
