import { newContext } from './base';
import { type Browser, type Locator, type Page } from '@playwright/test';
import { BoardPage } from './boardPage';
import { demoLogin, expect, test } from './arrange';

/**
 * The admin panel's avatar source applied to the avatars: the demo's site pictures show a light figure, its
 * Office 365 pictures (the stack's Graph stand-in) a dark one, each over the person's own colour. An admin switches the source and, after a
 * reload, a card's avatar shows the other picture.
 */

type Source = 'Site avatars' | 'Office 365 avatars';

async function signedIn(browser: Browser, person: string, path = '/'): Promise<Page> {
  const page = await (await newContext(browser)).newPage();
  await page.goto(path);
  await page.getByRole('button', { name: person }).click();
  return page;
}

/** Which source a picture comes from, by the tone of the figure's head: light for the site's, dark for Office 365's. */
function sourceOf(picture: Locator): Promise<Source> {
  return picture.evaluate(async (image: HTMLImageElement) => {
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.drawImage(image, 0, 0);
    const [red, green, blue] = context.getImageData(image.naturalWidth / 2, image.naturalHeight * 0.4, 1, 1).data;
    return red + green + blue > 3 * 128 ? 'Site avatars' : 'Office 365 avatars';
  });
}

/** Saves the source and waits for the server's answer: the alert of a save moments before may still be showing. */
async function chooseSource(admin: Page, source: Source): Promise<void> {
  await admin.getByRole('link', { name: 'Admin panel', exact: true }).click();
  await admin.getByRole('radio', { name: source }).check();
  const saved = admin.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/license',
  );
  await admin.getByRole('button', { name: 'Save Avatars' }).click();
  expect((await saved).status()).toBe(200);
  await expect(admin.getByText('The avatar source is saved.').last()).toBeVisible();
}

test("an admin switches the avatar source, and a card's avatar shows the person's other picture", async ({ browser, page, arrange }) => {
  const card = await arrange.card('Plan the offsite', {
    status: 'Not Started',
    priority: '(1) High',
    values: { AssignedTo: demoLogin('megan') },
  });
  const board = new BoardPage(page);
  await board.signInAndOpen();
  const megan = board.cardFace(board.cell('(1) High', 'Not Started'), card.title).getByTitle('Megan Bowen').locator('img');
  await expect(megan).toBeVisible();
  const before = await sourceOf(megan);
  const other: Source = before === 'Site avatars' ? 'Office 365 avatars' : 'Site avatars';

  const admin = await signedIn(browser, 'Adele Vance');
  await chooseSource(admin, other);
  try {
    await page.reload();
    await expect(megan).toBeVisible();
    expect(await sourceOf(megan)).toBe(other);
    // The person's own avatar in the app bar follows the same source.
    await expect(page.getByRole('banner').getByRole('img', { name: 'Alex Wilber' }).locator('img')).toHaveAttribute('src', /^blob:/);
  } finally {
    await chooseSource(admin, before);
  }
});
