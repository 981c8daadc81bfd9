import { DEMO_SITE, demoLogin, expect, test } from './arrange';
import { BoardPage } from './boardPage';

// A 1x1 PNG the browser draws, so the card's picture is an image that loaded.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('an image uploaded with "Show on the card" shows on its card; a text file declared an image is refused', async ({
  page,
  arrange,
  baseURL,
}) => {
  const card = await arrange.card('Design the landing page', { status: 'Review', priority: '(2) Normal' });
  const picture = `${arrange.title('mock-up')}.png`;
  const board = new BoardPage(page, { name: 'Team tasks', boardID: arrange.boardID });
  await board.signInAndOpen();
  const cell = board.cell('(2) Normal', 'Review');
  await board.openCard(cell, card.title);
  const dialog = page.getByRole('dialog', { name: card.title });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('group', { name: 'Attachments' }).getByRole('button', { name: 'Add files' }).click();
  await (
    await chooser
  ).setFiles([
    { name: picture, mimeType: 'image/png', buffer: PNG },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Plain notes') },
  ]);
  // Only the image may show on the card (the form's own yes/no fields are switches too).
  await expect(dialog.getByRole('switch', { name: /on the card$/ })).toHaveCount(1);
  await dialog.getByRole('switch', { name: `Show ${picture} on the card` }).check();
  await dialog.getByRole('button', { name: 'Save and close' }).click();
  await expect(dialog).toBeHidden();

  const shown = board.cardFace(cell, card.title).getByRole('img', { name: picture, exact: true });
  // The picture is fetched once its card comes near the viewport.
  const shownAfterScrolling = async () => {
    await board.card(cell, card.title).scrollIntoViewIfNeeded();
    await expect(shown).toBeVisible();
  };
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
  await page.reload();
  await shownAfterScrolling();

  // Through the API, a text file declared an image (attachmentTypes 1) is refused, named, and not stored.
  const token = await (
    await fetch(new URL(`/api/auth/local/token?SPHostUrl=${encodeURIComponent(DEMO_SITE)}`, baseURL), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: demoLogin('alex') }),
    })
  ).json();
  const form = new FormData();
  form.set('itemInfo', JSON.stringify({ siteURL: DEMO_SITE, listID: arrange.listID, itemID: card.id }));
  form.set('boardID', arrange.boardID);
  form.append('files', new Blob(['not an image']), 'fake.png');
  form.set('attachmentTypes', '[1]');
  form.set('showAs', '[true]');
  const refused = await fetch(new URL(`/api/item/attachments?SPHostUrl=${encodeURIComponent(DEMO_SITE)}`, baseURL), {
    method: 'POST',
    headers: { authorization: `Bearer ${(token as { token: string }).token}` },
    body: form,
  });
  expect(refused.status).toBe(400);
  expect(await refused.json()).toMatchObject({ code: 'attachment_not_image', message: expect.stringContaining('fake.png') });
  await page.reload();
  await shownAfterScrolling();
});

test('a stored image can be put on its card later, and taken off it again', async ({ page, arrange }) => {
  const card = await arrange.card('Collect the photos', { status: 'Review', priority: '(2) Normal' });
  const photo = `${arrange.title('photo')}.png`;
  const board = new BoardPage(page, { name: 'Team tasks', boardID: arrange.boardID });
  await board.signInAndOpen();
  const cell = board.cell('(2) Normal', 'Review');
  const dialog = page.getByRole('dialog', { name: card.title });
  const saveAndClose = async () => {
    await dialog.getByRole('button', { name: 'Save and close' }).click();
    await expect(dialog).toBeHidden();
  };
  await board.openCard(cell, card.title);
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('group', { name: 'Attachments' }).getByRole('button', { name: 'Add files' }).click();
  await (await chooser).setFiles([{ name: photo, mimeType: 'image/png', buffer: PNG }]);
  await saveAndClose();
  const shown = board.cardFace(cell, card.title).getByRole('img', { name: photo, exact: true });
  await expect(board.cardFace(cell, card.title)).toBeVisible();
  await expect(shown).toHaveCount(0);

  await board.openCard(cell, card.title);
  const onCard = dialog.getByRole('switch', { name: `Show ${photo} on the card` });
  await expect(onCard).not.toBeChecked();
  await onCard.check();
  await saveAndClose();
  await expect(shown).toBeVisible();

  await board.openCard(cell, card.title);
  await expect(onCard).toBeChecked();
  await onCard.uncheck();
  await saveAndClose();
  await expect(shown).toHaveCount(0);
});
