/**
 * Scaled out for real (docs/operations.md: two of each, one database): a reverse proxy in front
 * of two site servers, each on its own API instance, both APIs on one PostgreSQL server
 * (e2e/scale-out/serve.mjs). The proxy sends a request to the instance its `instance` cookie
 * names, and says which one answered (X-Instance), so the journeys choose the instance of each
 * step and check that it served it:
 * - a visitor's journey in the browser, each step on the other instance: the listing and a filter,
 *   a favourite added there and seen on the favourites page, a detail page, a keep-me-informed
 *   subscription (sent, confirmed from the mail's link, its edit page read), a viewing booked on a
 *   detail page (the other instance no longer offers the slot);
 * - the feed imported into the database shows on the pages of both site servers at their next
 *   request, whose page caches and ETags follow the API's data version;
 * - the limits hold across both: the 4th form submission of one address is refused whichever
 *   instance it reaches, and the searches' limit likewise.
 *
 * The proxy passes the client's own address on as X-Forwarded-For (never one the client wrote):
 * the browser is 127.0.0.1, and the journeys that need visitors of their own send their requests
 * from other loopback addresses (127.x.y.z), as many visitors would.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page, Response } from '@playwright/test';
import { expect, reach, readDown, test } from './fixtures';
import { addFirstFavorite, estateWithAgenda, favoriteCards, listingCards } from './journeys';
import { address, linkIn, MAILDEV, mailTo, type Mail } from './mail';
import { SCALE_OUT, scaleOutSkipReason, scaleOutStateFile } from './markets-file';

type Instance = 'a' | 'b';

const PROXY_HOST = `localhost:${SCALE_OUT.proxyPort}`;
const PROXY = `http://${PROXY_HOST}`;
/** The API through the proxy and either site server. */
const API = `${PROXY}/api`;
const ROOT = path.resolve(__dirname, '..', '..');

test.skip(scaleOutSkipReason() !== null, scaleOutSkipReason() ?? '');
test.use({ baseURL: PROXY });
// One after the other: the feed's import changes what the journey's pages show.
test.describe.configure({ mode: 'default' });

/** Sends the browser's next requests to `instance` (the proxy's `instance` cookie). */
async function through(page: Page, instance: Instance): Promise<void> {
  await page.context().addCookies([{ name: 'instance', value: instance, url: PROXY }]);
}

/** The instance whose answer a response is (the proxy's X-Instance). */
const servedBy = (response: Response | null) => response?.headers()['x-instance'];

/**
 * Records, from now on, the instance that served each page the browser shows (the answer to its
 * navigation); `last()` is the current page's.
 */
function pagesServed(page: Page): { last(): string | undefined } {
  const served: string[] = [];
  page.on('response', (response) => {
    if (
      response.request().isNavigationRequest() &&
      response.frame() === page.mainFrame() &&
      response.status() < 300
    )
      served.push(servedBy(response) ?? '?');
  });
  return { last: () => served.at(-1) };
}

/**
 * The next answer to the page's `method` request of a path of this site matching `path`: its
 * calls of the API (`/api/…`) and of the teams' endpoints (`/{lang}/ajax/…`, which its forms use).
 */
const siteCall = (page: Page, method: string, path: RegExp) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === method &&
      new URL(response.url()).host === PROXY_HOST &&
      path.test(new URL(response.url()).pathname),
  );

/** A visitor's own address: a random loopback address other than the browser's 127.0.0.1. */
const visitorAddress = () =>
  `127.${10 + Math.floor(Math.random() * 240)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/** An answer of the proxy, with the instance that gave it. */
interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  instance: string | undefined;
}

/**
 * Sends a request to the proxy from the loopback address `from` (the proxy passes it on as the
 * visitor's address), for `instance`.
 * @param options the method (GET), a JSON body, more headers
 * @returns the answer, its body as text (not decompressed: no Accept-Encoding is sent)
 * @throws (rejects) when the proxy cannot be reached
 */
function send(
  instance: Instance,
  from: string,
  pathAndQuery: string,
  options: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: SCALE_OUT.proxyPort,
        localAddress: from,
        method: options.method ?? 'GET',
        path: pathAndQuery,
        headers: {
          host: PROXY_HOST,
          cookie: `instance=${instance}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString('utf8'),
            instance: response.headers['x-instance'] as string | undefined,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** The slots' starts of an estate's live agenda, read through `instance` by `from`. */
async function slotsThrough(instance: Instance, from: string, id: string): Promise<string[]> {
  const answer = await send(instance, from, `/api/sites/1/live-agenda/${id}`);
  expect(answer.status).toBe(200);
  return (JSON.parse(answer.text) as { slots: { start: string }[] }).slots.map((s) => s.start);
}

/**
 * A form token of site 1, issued through `instance` for `from`: the key is the database's, so a
 * token of one instance is good on the other.
 */
async function formToken(instance: Instance, from: string): Promise<string> {
  const answer = await send(instance, from, '/api/sites/1/form-token');
  expect(answer.status).toBe(200);
  return (JSON.parse(answer.text) as { token: string }).token;
}

/** The version of site 1's consent text `key` in English, read through `instance` by `from`. */
async function agreementVersion(instance: Instance, from: string, key: string): Promise<string> {
  const answer = await send(instance, from, '/api/sites/1/agreements?locale=en');
  expect(answer.status).toBe(200);
  const version = (JSON.parse(answer.text) as { key: string; version: string }[]).find(
    (agreement) => agreement.key === key,
  )?.version;
  expect(version).toBeDefined();
  return version ?? '';
}

test('a visitor’s journey alternating between the instances: search, favourite, detail, subscription, booking', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const served = pagesServed(page);

  // Search on A: the listing, a favourite, then a filter (the browser's search goes through A).
  await through(page, 'a');
  const title = await addFirstFavorite(page);
  expect(served.last()).toBe('a');
  const estatePath = (href: string | null) => /^\/en\/offer\/\d+/.exec(href ?? '')?.[0];
  const favorite = estatePath(
    await listingCards(page).first().getByRole('link').first().getAttribute('href'),
  );
  expect(favorite).toBeDefined();
  const filtered = siteCall(page, 'POST', /^\/api\/sites\/1\/estates$/);
  await page.getByLabel('Transaction').selectOption({ label: 'For rent' });
  await expect(page).toHaveURL(/trans=huren/);
  expect(servedBy(await filtered)).toBe('a');
  await expect(listingCards(page).first()).toContainText(/month/i);
  for (const text of await listingCards(page).allInnerTexts()) expect(text).toMatch(/month/i);

  // The favourites page on B shows the favourite added on A's page (its estates read through B).
  await through(page, 'b');
  const favorites = siteCall(page, 'POST', /^\/api\/sites\/1\/estates$/);
  await page.goto('/en/favorites');
  expect(served.last()).toBe('b');
  expect(servedBy(await favorites)).toBe('b');
  await expect(favoriteCards(page)).toHaveCount(1);
  await expect(favoriteCards(page).first()).toContainText(title);
  const detailPath = await favoriteCards(page)
    .first()
    .getByRole('link')
    .first()
    .getAttribute('href');
  expect(estatePath(detailPath)).toBe(favorite);

  // Its detail page on A.
  await through(page, 'a');
  await page.goto(detailPath ?? '');
  expect(served.last()).toBe('a');
  expect(estatePath(new URL(page.url()).pathname)).toBe(favorite);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Keep me informed: subscribed from a listing on B, confirmed from the mail's link on A, its
  // edit page (the welcome mail's link) read on B.
  const subscriber = address('scale-out');
  await through(page, 'b');
  await page.goto('/en/offer?trans=huren');
  expect(served.last()).toBe('b');
  await page.getByRole('link', { name: 'Alert me about new results' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Keep me informed' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'To rent' })).toBeChecked();
  await page.getByLabel('Your e-mail address').fill(subscriber);
  await page.getByRole('checkbox', { name: /I want to receive e-mails/ }).check();
  const subscribed = siteCall(page, 'POST', /^\/en\/ajax\/notifications$/);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  expect(servedBy(await subscribed)).toBe('b');
  await expect(page.getByRole('heading', { level: 1, name: 'Check your mailbox' })).toBeVisible();

  const confirmation = await mailTo(request, subscriber, /^Confirm your e-mail alert/);
  await through(page, 'a');
  const confirmed = siteCall(page, 'POST', /^\/en\/ajax\/notifications\/[\w-]+\/confirm$/);
  await page.goto(linkIn(confirmation, '?confirm=1', PROXY_HOST));
  expect(served.last()).toBe('a');
  expect(servedBy(await confirmed)).toBe('a');
  await expect(page.getByRole('status').first()).toHaveText(/your subscription is confirmed/);

  const welcome = await mailTo(request, subscriber, /is active$/);
  await through(page, 'b');
  await page.goto(linkIn(welcome, '/en/keep-me-informed/', PROXY_HOST));
  expect(served.last()).toBe('b');
  await expect(page.getByRole('radio', { name: 'To rent' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();

  // A viewing booked on A's detail page: B no longer offers the slot, and refuses it.
  const { id } = await estateWithAgenda(request, API);
  const other = visitorAddress();
  await through(page, 'a');
  await page.goto(`/en/offer/${id}`);
  expect(served.last()).toBe('a');
  const booking = page.getByRole('region', { name: 'Book a viewing' });
  await readDown(page, booking);
  await reach(booking);
  const slot = booking.getByRole('radio').first();
  const start = (await slot.getAttribute('value')) ?? '';
  expect(await slotsThrough('b', other, id)).toContain(start);
  await slot.check();
  await booking.getByLabel('Your name').fill('Lies Maes');
  await booking.getByLabel('Your e-mail address').fill(address('viewer'));
  await booking.getByLabel('Phone').fill('0470 12 34 56');
  await booking.getByRole('checkbox').check();
  const booked = siteCall(page, 'POST', /^\/en\/ajax\/live-agenda-reservation$/);
  await booking.getByRole('button', { name: 'Book the viewing' }).click();
  expect(servedBy(await booked)).toBe('a');
  await expect(booking.getByText(/is booked\.$/)).toBeVisible();

  await through(page, 'b');
  await page.goto(`/en/offer/${id}`);
  expect(served.last()).toBe('b');
  await readDown(page, booking);
  await reach(booking);
  await expect(booking.getByRole('radio').first()).toBeVisible();
  await expect(booking.locator(`input[type="radio"][value="${start}"]`)).toHaveCount(0);
  expect(await slotsThrough('b', other, id)).not.toContain(start);
  // Another visitor who asks B for that slot all the same is refused (the database decides).
  const again = await send('b', other, '/api/sites/1/live-agenda/reservation', {
    method: 'POST',
    json: {
      estateId: id,
      start,
      name: 'Jan Janssens',
      email: address('second-viewer'),
      phone: '0470 65 43 21',
      message: '',
      consent: true,
      agreementVersion: await agreementVersion('b', other, 'appointment'),
      locale: 'en',
      website: '',
      formToken: await formToken('a', other),
    },
  });
  expect([again.instance, again.status]).toEqual(['b', 409]);
});

test('a feed imported into the database shows on the pages of both site servers within their poll', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const visitor = visitorAddress();
  // An estate for sale that is not a project, as the feed gives it (GET /estates/v2/{id}).
  const search = await request.post(`${API}/sites/1/estates`, {
    data: { query: { status: ['FOR_SALE'] }, size: 15 },
  });
  const { results } = (await search.json()) as {
    results: { id: string; general: { project: boolean; parentId: string | null } }[];
  };
  const id = results.find((e) => !e.general.project && e.general.parentId === null)?.id;
  expect(id).toBeDefined();
  const record = (await (await request.get(`${API}/sites/1/estates/v2/${id}`)).json()) as {
    general: { title: Record<string, string> };
  };
  const moved = await send('a', visitor, `/en/offer/${id}`);
  expect(moved.status).toBe(301);
  const detail = moved.headers.location ?? '';

  // Each site server renders the page once and keeps it: a repeat revalidates with 304.
  const before = new Map<Instance, string>();
  for (const instance of ['a', 'b'] as const) {
    const first = await send(instance, visitor, detail);
    expect([first.instance, first.status]).toEqual([instance, 200]);
    const etag = String(first.headers.etag);
    const again = await send(instance, visitor, detail, { headers: { 'if-none-match': etag } });
    expect([again.instance, again.status]).toEqual([instance, 304]);
    before.set(instance, etag);
  }

  // The feed gives the estate a new English title; imported into the shared database, as
  // `npm run import` does (its build, without building the API again).
  const marker = `(feed ${Date.now().toString(36)})`;
  record.general.title.en = `${record.general.title.en} ${marker}`;
  const feed = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'scale-out-feed-')), 'feed.json');
  fs.writeFileSync(feed, JSON.stringify({ site: 1, full: false, estates: [record] }));
  const { databaseUrl } = JSON.parse(fs.readFileSync(scaleOutStateFile(), 'utf8')) as {
    databaseUrl: string;
  };
  const imported = await promisify(execFile)(
    process.execPath,
    ['--conditions=agency-compiled', 'api/dist/import.js', feed, '--partial', '--json'],
    { cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl } },
  );
  fs.rmSync(path.dirname(feed), { recursive: true, force: true });
  expect(JSON.parse(imported.stdout)).toMatchObject({ estates: { updated: 1, rejected: 0 } });

  // Each site server shows it once its poll of the data version has read the import
  // (DATA_VERSION_POLL_MS, 250 ms by default): a new ETag (a cache in front revalidating gets
  // the new page, not a 304), the same on both.
  const after = new Map<Instance, string>();
  for (const instance of ['a', 'b'] as const) {
    const revalidate = () =>
      send(instance, visitor, detail, {
        headers: { 'if-none-match': before.get(instance) ?? '' },
      });
    await expect.poll(async () => (await revalidate()).status, { timeout: 5_000 }).toBe(200);
    const page = await revalidate();
    expect([page.instance, page.status]).toEqual([instance, 200]);
    expect(page.text).toContain(marker);
    after.set(instance, String(page.headers.etag));
    expect(after.get(instance)).not.toBe(before.get(instance));
  }
  expect(after.get('a')).toBe(after.get('b'));
});

test('the limits hold across both instances: forms and searches of one visitor are counted once', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const alternate = (i: number): Instance => (i % 2 === 0 ? 'a' : 'b');

  // The contact form: FORM_RATE_LIMIT_IP submissions of one address, the next one refused.
  const sender = visitorAddress();
  const version = await agreementVersion('a', visitorAddress(), 'contact');
  // One token, issued through A, good on both (their key is the database's).
  const token = await formToken('a', visitorAddress());
  const contact = (email: string) => ({
    name: 'An Peeters',
    email,
    message: 'Can I visit on Saturday?',
    consent: true,
    agreementVersion: version,
    locale: 'en',
    formToken: token,
  });
  const refused: string[] = [];
  /** Submits the form through `instance` from `from`; answers its status, keeps refused ones. */
  const submit = async (instance: Instance, from: string) => {
    const email = address('limits');
    const answer = await send(instance, from, '/en/ajax/contact-form-handler', {
      method: 'POST',
      json: contact(email),
    });
    if (answer.status === 429) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      refused.push(email);
    }
    return { email, answer };
  };
  const statuses: string[] = [];
  for (let i = 0; i <= SCALE_OUT.formRate; i += 1) {
    const { answer } = await submit(alternate(i), sender);
    statuses.push(`${answer.instance} ${answer.status}`);
  }
  expect(statuses).toEqual(['a 202', 'b 202', 'a 202', 'b 429']);
  expect((await submit('a', sender)).answer.status).toBe(429);
  // Another visitor still gets through, on either instance.
  const another = visitorAddress();
  const accepted = [await submit('a', another), await submit('b', another)];
  expect(accepted.map(({ answer }) => answer.status)).toEqual([202, 202]);
  // Refused submissions are not kept: the agency gets the mails of the later ones, not theirs.
  for (const { email } of accepted)
    await mailTo(request, 'info@immo-zonneveld.be', /Nieuwe vraag/, email);
  const mails = (await (await request.get(`${MAILDEV}/api/email`)).json()) as Mail[];
  expect(mails.filter((mail) => refused.some((email) => mail.text.includes(email)))).toEqual([]);

  // The searches: API_RATE_LIMIT a minute per address through both, then 429 on either (a page
  // too: the site server tells the visitor, with Retry-After).
  const searcher = visitorAddress();
  const searched: number[] = [];
  for (let i = 0; i < SCALE_OUT.searchRate; i += 1) {
    const answer = await send(alternate(i), searcher, '/api/sites/1/estates', {
      method: 'POST',
      json: { query: {}, size: 0 },
    });
    searched.push(answer.status);
  }
  expect(searched.filter((status) => status !== 200)).toEqual([]);
  for (const instance of ['a', 'b'] as const) {
    const over = await send(instance, searcher, '/api/sites/1/estates', {
      method: 'POST',
      json: { query: {}, size: 0 },
    });
    expect([over.instance, over.status]).toEqual([instance, 429]);
  }
  const listing = await send('a', searcher, `/en/offer?price-min=${Date.now()}`);
  expect([listing.instance, listing.status]).toEqual(['a', 429]);
  expect(Number(listing.headers['retry-after'])).toBeGreaterThan(0);
  expect((await send('b', visitorAddress(), '/en/offer')).status).toBe(200);
});
