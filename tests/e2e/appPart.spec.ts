import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Frame, type Page } from '@playwright/test';
import { expect, test } from './base';
import { BoardArrangement, demoLogin } from './arrange';
import { presenceElsewhere } from './presenceElsewhere';
import { BoardPage, CARD_TITLE_LINE } from './boardPage';

const SENDER_ID = 'listboard-part-1';
const DEMO_SITE = 'https://demo.listboard.local/sites/team';

/**
 * A host page on another origin, as a SharePoint page with the app part: it frames the board with
 * SPHostUrl and SenderId, records every message the frame posts, and gives the frame the height of
 * each resize message, as SharePoint does.
 */
function hostPage(appUrl: string): string {
  // /?ootb frames the board with useOOTBForm=true: its items open in the host's (platform's) form dialog.
  return `<!doctype html><html lang="en"><head><title>Host page</title></head><body style="margin:0">
<h1 style="height:120px;margin:0">Team site home</h1>
<iframe id="part" title="Listboard app part" style="width:1200px;height:300px;border:0" src="${appUrl}"></iframe>
<script>
  window.received = [];
  window.addEventListener('message', (event) => {
    window.received.push({ origin: event.origin, data: event.data });
    const match = /^<message senderId=([^>]+)>resize\\(100%,(\\d+)\\)<\\/message>$/.exec(event.data);
    if (match && match[1] === '${SENDER_ID}') document.getElementById('part').style.height = match[2] + 'px';
  });
</script></body></html>`;
}

let server: Server;
let hostUrl = '';

test.beforeAll(async ({ baseURL }) => {
  const appUrl = `${baseURL}/?SPHostUrl=${encodeURIComponent(DEMO_SITE)}&SenderId=${SENDER_ID}`;
  server = createServer((request, response) =>
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end(hostPage(request.url?.startsWith('/?ootb') ? `${appUrl}&useOOTBForm=true` : appUrl)),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const resizes = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { received: { origin: string; data: string }[] }).received.map(({ origin, data }) => ({
      origin,
      height: Number(/resize\(100%,(\d+)\)/.exec(data)?.[1] ?? Number.NaN),
      data,
    })),
  );

/** The host dialog the frame asked its host page for (SharePoint's `opendialog` message), once it has. */
async function hostDialogRequest(page: Page): Promise<{ senderId: string; url: string; title: string }> {
  const asked = () =>
    page.evaluate(() =>
      (window as unknown as { received: { data: string }[] }).received.map((m) => m.data).find((data) => data.startsWith('opendialog:')),
    );
  await expect.poll(asked).toBeTruthy();
  return JSON.parse(((await asked()) as string).slice('opendialog:'.length)) as { senderId: string; url: string; title: string };
}

/** The height of the frame's content: the element the page measures. */
const contentHeight = (frame: Frame) =>
  frame.evaluate(() => Math.ceil((document.getElementById('root')?.firstElementChild as HTMLElement).getBoundingClientRect().height));

test('an app part on another origin tells its host its height, answers getSize, shows who else is here and opens its dialogs where the host shows it', async ({
  page,
  baseURL,
  request,
}) => {
  await page.goto(hostUrl);
  const part = page.frameLocator('#part');
  await part.getByRole('button', { name: 'Adele Vance' }).click();
  await part.getByRole('link', { name: 'Team tasks', exact: true }).click();
  await expect(part.getByRole('heading', { name: 'Team tasks', level: 1 })).toBeVisible();
  // The cards are in: a size measured while they still load is a spinner's.
  await expect(part.getByRole('region', { name: 'Not Started' }).first()).toBeVisible();
  const frame = page.frame({ url: (url) => url.pathname.startsWith('/kanban/') }) as Frame;

  // Megan opens the board elsewhere: the part names her among those also here, until she leaves.
  const signIn = await request.post('/api/auth/local/token', { params: { SPHostUrl: DEMO_SITE }, data: { login: demoLogin('megan') } });
  const { token } = (await signIn.json()) as { token: string };
  const megan = presenceElsewhere(request, token, new URL(frame.url()).pathname.split('/')[2]);
  await megan.report();
  const alsoHere = part.getByRole('group', { name: /^Also here: .*Megan Bowen/ });
  await expect(alsoHere.getByRole('img', { name: 'Megan Bowen' })).toBeVisible();
  await megan.leave();
  await expect(alsoHere).toBeHidden();

  // Every message is SharePoint's resize message from the app's origin; none asks for less than the 200 px floor,
  // and the last one is the board's own height, which the host gave the frame.
  // The board draws for a moment after its heading shows: both sides are read again on each try.
  await expect.poll(async () => (await resizes(page)).at(-1)?.height === (await contentHeight(frame))).toBe(true);
  const messages = await resizes(page);
  expect(
    messages.every(
      (m) => m.origin === new URL(baseURL as string).origin && m.data.startsWith(`<message senderId=${SENDER_ID}>resize(100%,`),
    ),
  ).toBe(true);
  expect(messages.every((m) => m.height >= 200)).toBe(true);
  expect(messages[0].height).toBe(400);
  const last = messages.at(-1)?.height as number;
  expect(last).toBeGreaterThan(400);
  await expect.poll(() => page.locator('#part').evaluate((element) => element.getBoundingClientRect().height)).toBe(last);

  // getSize: the part answers with its height again.
  const before = messages.length;
  await page.evaluate(() => (document.getElementById('part') as HTMLIFrameElement).contentWindow?.postMessage('getSize', '*'));
  await expect.poll(async () => (await resizes(page)).length).toBe(before + 1);
  expect((await resizes(page)).at(-1)?.height).toBe(last);

  // spScroll: the host shows the frame from 300 px down, 500 px of it; a dialog opens within that part.
  await page.evaluate(() =>
    (document.getElementById('part') as HTMLIFrameElement).contentWindow?.postMessage('spScroll:{"top":300,"height":500}', '*'),
  );
  await part.getByRole('button', { name: 'Board actions' }).click();
  await part.getByRole('menuitem', { name: 'Keyboard shortcuts' }).click();
  const dialog = part.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeVisible();
  const box = await dialog.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
  expect(box.top).toBeGreaterThanOrEqual(300);
  expect(box.bottom).toBeLessThanOrEqual(800);
});

test('the app part overview lists the boards the person may view, the chosen one first, and copies its embed code', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const board = new BoardPage(page);
  await board.signInAndOpen('Adele Vance');
  const opened = new URL(page.url());
  const boardId = opened.pathname.split('/')[2];
  await page.goto(`/edit/${boardId}${opened.search}`);
  await expect(page.getByRole('heading', { name: 'Boards for an app part', level: 1 })).toBeVisible();
  const chosen = page.getByRole('listitem').first();
  await expect(chosen).toHaveAttribute('aria-current', 'true');
  await expect(chosen.getByRole('link', { name: 'Team tasks', exact: true })).toBeVisible();
  const code = chosen.getByRole('textbox', { name: 'Embed code of Team tasks' });
  await expect(code).toHaveValue(new RegExp(`^<iframe src="${baseURL}/kanban/${boardId}\\?SPHostUrl=.+&amp;SenderId=listboard-`));
  await chosen.getByRole('button', { name: 'Copy embed code' }).click();
  await expect(chosen.getByRole('status')).toHaveText('Embed code copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.inputValue());
});

test("with useOOTBForm=true a card opens in the host's platform form, and the board reads the card again when the host says it was saved", async ({
  page,
  baseURL,
}) => {
  const arrange = await BoardArrangement.onDemoBoard(baseURL as string);
  const card = await arrange.card('Platform form', { status: 'Review', priority: '(2) Normal' });
  // The live channel stays silent here, so only the host's answer can bring the saved change to the board.
  await page.routeWebSocket(/.*/, () => undefined);
  await page.goto(`${hostUrl}?ootb`);
  const part = page.frameLocator('#part');
  await part.getByRole('button', { name: 'Adele Vance' }).click();
  await part.getByRole('link', { name: 'Team tasks', exact: true }).click();
  await part.getByRole('button', { name: card.title, exact: true }).click({ position: CARD_TITLE_LINE });

  // The host is asked for its form dialog with the item's edit form; Listboard's own item dialog stays shut.
  const request = await hostDialogRequest(page);
  expect(request).toMatchObject({ senderId: SENDER_ID, title: card.title });
  const form = new URL(request.url);
  expect(`${form.origin}${form.pathname}`).toBe(`${DEMO_SITE}/_layouts/15/listform.aspx`);
  expect(Object.fromEntries(form.searchParams)).toEqual({ PageType: '6', ListId: arrange.listID, ID: String(card.id) });
  await expect(part.getByRole('dialog')).toHaveCount(0);
  await expect(part.getByRole('heading', { name: 'Team tasks', level: 1 })).toBeVisible();

  // The person saves in the platform's form (here: through the API), the host says so, and the board shows the change.
  const renamed = arrange.title('Saved in the platform form');
  await arrange.edit(card, { Title: renamed });
  await page.evaluate(() =>
    (document.getElementById('part') as HTMLIFrameElement).contentWindow?.postMessage('dialogresult:{"result":1}', '*'),
  );
  await expect(part.getByRole('button', { name: renamed, exact: true })).toBeVisible();
});

test("a board set to use the list's own form opens its cards in the host's platform form, without useOOTBForm", async ({
  page,
  baseURL,
}) => {
  const demo = await BoardArrangement.onDemoBoard(baseURL as string);
  const own = await demo.ownBoard((config) => {
    config.formDefinition.useSPForm = true;
  });
  const card = await own.card('Platform form by the board', { status: 'Review', priority: '(2) Normal' });
  await page.goto(hostUrl);
  const part = page.frameLocator('#part');
  await part.getByRole('button', { name: 'Adele Vance' }).click();
  await part.getByRole('link', { name: own.name, exact: true }).click();
  await part.getByRole('button', { name: card.title, exact: true }).click({ position: CARD_TITLE_LINE });

  const request = await hostDialogRequest(page);
  expect(request).toMatchObject({ senderId: SENDER_ID, title: card.title });
  expect(new URL(request.url).searchParams.get('ListId')).toBe(own.listID);
  await expect(part.getByRole('dialog')).toHaveCount(0);
});
