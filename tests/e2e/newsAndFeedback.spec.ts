import { newContext } from './base';
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './arrange';
import { Inbox } from '../support/inbox';

/**
 * News and feedback from the navigation bar (docs/news-and-feedback.md; spec 3 sections 2, 4, 5 and 9): the bell's
 * unread count, its popover (4 news, then all), reading them, the what's-new slider and its cookie;
 * the feedback dialog, its too-short message, its success alert and the mail it sends.
 */

const inbox = new Inbox(`http://127.0.0.1:${process.env.E2E_MAIL_INBOX_PORT}`);
/** Where the local stack mails feedback (infra/local/src/stack.ts). */
const FEEDBACK_ADDRESS = 'feedback@listboard.local';
const WHATS_NEW = 'What’s new in Listboard';

/** A browser of the person's own, signed in on the boards list (the welcome slider already seen). */
async function signedIn(browser: Browser, person: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await newContext(browser, { viewport });
  await context.addInitScript(() => {
    window.localStorage.setItem('vs-kanban-welcome', 'seen');
    // What the page writes into document.cookie, as written: browsers cap a cookie's life at 400 days when they keep it.
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie') as PropertyDescriptor;
    const written: string[] = [];
    Object.assign(window, { cookieWrites: written });
    Object.defineProperty(document, 'cookie', {
      get: () => cookie.get?.call(document),
      set: (value: string) => {
        written.push(value);
        cookie.set?.call(document, value);
      },
    });
  });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: person, exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  return page;
}

const bellOf = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^News/ });

test('a person reads the news from the bell, the counter drops to 0, shows all, and walks the what’s-new slider', async ({ browser }) => {
  const page = await signedIn(browser, 'Nestor Wilke');
  const bell = bellOf(page);
  await expect(bell).toHaveAccessibleName(/^News, \d+ unread$/);
  const unread = Number(/(\d+)/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
  expect(unread).toBeGreaterThan(5);
  // The first visit only notes the news: the slider does not open by itself.
  await expect(page.getByRole('dialog', { name: WHATS_NEW })).toHaveCount(0);

  await bell.click();
  const popover = page.getByRole('dialog', { name: 'News' });
  await expect(popover.getByRole('listitem')).toHaveCount(4);
  await expect(popover.getByText('New', { exact: true })).toHaveCount(4);
  await popover.getByRole('button', { name: `Show all (${unread})` }).click();
  await expect(popover.getByRole('listitem')).toHaveCount(unread);
  // Each heading is the title, then 'New' while unread.
  const titles = await popover
    .getByRole('heading', { level: 3 })
    .evaluateAll((headings) => headings.map((h) => h.firstElementChild?.textContent ?? ''));
  expect(titles[0]).toBeTruthy();
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(bell).toHaveAccessibleName('News');
  await page.reload();
  await expect(bellOf(page)).toHaveAccessibleName('News');

  // The slider from the popover: 5 slides, the newest first.
  await bellOf(page).click();
  await expect(popover.getByText('New', { exact: true })).toHaveCount(0);
  await popover.getByRole('button', { name: 'What’s new' }).click();
  const slider = page.getByRole('dialog', { name: WHATS_NEW });
  await expect(slider.getByRole('group', { name: 'News 1 of 5' })).toContainText(titles[0]);
  for (let slide = 2; slide <= 5; slide++) {
    await slider.getByRole('button', { name: 'Next' }).click();
    await expect(slider.getByRole('group', { name: `News ${slide} of 5` })).toContainText(titles[slide - 1]);
  }
  await slider.getByRole('button', { name: 'News 2 of 5' }).click();
  await expect(slider.getByRole('group', { name: 'News 2 of 5' })).toContainText(titles[1]);
  await slider.getByRole('button', { name: 'News 5 of 5' }).click();
  await slider.getByRole('button', { name: 'Done' }).click();
  await expect(slider).toBeHidden();
  // Spec 3 section 9: the whats-new cookie expires in 2033 (Chromium keeps it 400 days, its cap, and the page renews it).
  const writes = await page.evaluate(() => (window as unknown as { cookieWrites: string[] }).cookieWrites);
  expect(writes.at(-1)).toMatch(
    /^listboard-whats-new=\d{4}-\d\d-\d\dT[^;]+; expires=Sat, 31 Dec 2033 23:59:59 GMT; path=\/; SameSite=Lax$/,
  );
  const cookie = (await page.context().cookies()).find((c) => c.name === 'listboard-whats-new');

  // A release newer than the cookie opens the slider by itself, once.
  await page.context().addCookies([{ ...cookie!, value: encodeURIComponent('2026-01-01T00:00:00Z') }]);
  await page.reload();
  await expect(page.getByRole('dialog', { name: WHATS_NEW })).toBeVisible();
  await page.getByRole('dialog', { name: WHATS_NEW }).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog', { name: WHATS_NEW })).toBeHidden();
  await page.reload();
  await expect(bellOf(page)).toBeVisible();
  await expect(page.getByRole('dialog', { name: WHATS_NEW })).toHaveCount(0);
});

test('a person sends feedback: a too-short message is blocked, the success alert shows, and the mail arrives', async ({ browser }) => {
  const page = await signedIn(browser, 'Megan Bowen');
  await page.getByRole('banner').getByRole('button', { name: 'Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Feedback to the Listboard team' });
  await expect(dialog.getByRole('textbox', { name: 'Your e-mail address' })).toHaveValue('megan@demo.listboard.local');
  const subject = `Lanes ${randomUUID().slice(0, 8)}`;
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
  const message = dialog.getByRole('textbox', { name: /^Message/ });
  const send = dialog.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await message.fill('abc');
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Write a message of more than 3 characters.')).toBeVisible();
  await expect(send).toBeDisabled();

  await message.fill('Could swimlanes have colours of their own?');
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you! Your feedback has reached the Listboard team.' })).toBeVisible();
  await expect(dialog).toBeHidden();

  const mail = await inbox.first(FEEDBACK_ADDRESS, subject);
  expect(mail.subject).toBe(`[Listboard feedback] ${subject}`);
  expect(mail.text).toContain('Could swimlanes have colours of their own?');
  expect(mail.text).toContain('Signed in as: megan@demo.listboard.local');
});

test('on a 320 px phone the bar stays one line, with the bell, feedback and sign out as named icons', async ({ browser }) => {
  const page = await signedIn(browser, 'Pradeep Gupta', { width: 320, height: 640 });
  const header = page.getByRole('banner');
  const boxes = await Promise.all(
    [
      header,
      header.getByRole('link', { name: 'Boards' }),
      bellOf(page),
      header.getByRole('button', { name: 'Feedback' }),
      header.getByRole('button', { name: 'Sign out' }),
    ].map((locator) => locator.boundingBox()),
  );
  expect(boxes[0]?.height).toBeLessThanOrEqual(44);
  for (const box of boxes.slice(1)) {
    expect(Math.abs((box?.y ?? 0) + (box?.height ?? 0) / 2 - ((boxes[1]?.y ?? 0) + (boxes[1]?.height ?? 0) / 2))).toBeLessThanOrEqual(3);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
  }
  await header.getByRole('button', { name: 'Feedback' }).click();
  await expect(page.getByRole('dialog', { name: 'Feedback to the Listboard team' })).toBeVisible();
});
