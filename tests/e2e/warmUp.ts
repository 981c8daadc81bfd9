import { chromium, type FullConfig } from '@playwright/test';

/**
 * Runs once the stacks are up: opens the sign-in page of the main stack, so the first test does not pay
 * for a cold start (the host reading the page's files and compiling its handlers for the first time),
 * which on a busy machine takes longer than an expectation waits.
 */
export default async function warmUp(config: FullConfig): Promise<void> {
  const { baseURL, launchOptions } = config.projects[0].use;
  const browser = await chromium.launch(launchOptions);
  try {
    const page = await browser.newPage({ baseURL });
    await page.goto('/');
    await page.getByRole('button', { name: 'Adele Vance' }).waitFor({ timeout: 120_000 });
  } finally {
    await browser.close();
  }
}
