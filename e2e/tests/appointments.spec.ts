/**
 * Viewing appointments through the composed site: a viewing booked on a detail page
 * by keyboard alone, its confirmation in MailDev (`GET /api/email` on site port + 51) with the
 * `.ics` invitation and the cancel link, cancelled from that link (the slot is free again, a
 * second visit says it was done); the second market's detail page shows the viewing-request
 * module, and its composition switched back to the live agenda shows the agenda with no rebuild;
 * either appointment module down leaves the detail page working; axe on the new pages.
 */
import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, reach, readDown, REMOTE_DOWN_IN_BROWSER, test, axeViolations } from './fixtures';
import {
  chooseAvailableDay,
  estateWithAgenda as estateWithAgendaOn,
  type LiveAgenda,
} from './journeys';
import { address, MAILDEV, mailTo } from './mail';
import { marketsFile, SITE_PORT, writeMarketsFile } from './markets-file';

const API = `http://127.0.0.1:${SITE_PORT + 1000}`;
const ENGAGEMENT_PORT = SITE_PORT + 4;
const VIEWING_REQUEST_PORT = SITE_PORT + 7;
const on = (host: string, path: string) => `http://${host}:${SITE_PORT}${path}`;

/** An estate of a site with free viewing slots, found through the e2e site's API. */
const estateWithAgenda = (request: APIRequestContext, site = 1) =>
  estateWithAgendaOn(request, API, site);

// The journeys of this file read and change the second market's appointment module (its markets
// file): they run one after the other, never side by side in two workers.
test.describe.configure({ mode: 'default' });

test('a viewing booked by keyboard alone, confirmed from the link of its mail with its .ics, cancelled from the link', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { id, agenda } = await estateWithAgenda(request);
  const visitor = address('lies');
  await page.goto(`/en/offer/${id}`);
  const booking = page.getByRole('region', { name: 'Book a viewing' });
  await readDown(page, booking);
  await reach(booking);
  await expect(booking.getByRole('grid')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The first available day is chosen; the keyboard moves to the next one with a free slot.
  const days = [...new Set(agenda.slots.map((s) => s.date))];
  const second = days[1] as string;
  await booking.locator('.rdp-selected button').focus();
  await page.keyboard.press('ArrowRight');
  while (
    !(await page.evaluate(
      (day) => document.activeElement?.closest('[data-day]')?.getAttribute('data-day') === day,
      second,
    ))
  ) {
    await page.keyboard.press('ArrowRight');
  }
  await page.keyboard.press('Enter');
  const times = agenda.slots.filter((s) => s.date === second);
  await expect(booking.getByRole('radio')).toHaveCount(times.length);
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowRight');
  const chosen = times[1] ?? times[0]!;
  await expect(booking.getByRole('radio').nth(times[1] ? 1 : 0)).toBeChecked();
  for (const text of ['Lies Maes', visitor, '0470 12 34 56', 'Is there a garage?']) {
    await page.keyboard.press('Tab');
    await page.keyboard.type(text);
  }
  await page.keyboard.press('Tab');
  await expect(booking.getByRole('checkbox')).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(booking.getByRole('button', { name: 'Book the viewing' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(booking.getByRole('status').first()).toContainText(`${chosen.time}–`);
  await expect(booking.getByText(/is booked\.$/)).toBeVisible();
  await expect(
    booking.getByText(/^Please confirm your booking with the link we sent you by e-mail: /),
  ).toBeVisible();

  // The slot is gone for everyone.
  const after = (await (
    await request.get(`${API}/sites/1/live-agenda/${id}`)
  ).json()) as LiveAgenda;
  expect(after.slots.map((s) => s.start)).not.toContain(chosen.start);

  // The confirmation, with the calendar invitation and the cancel link.
  const mail = await mailTo(request, visitor, /^Your viewing on /);
  expect(mail.text).toContain('Is there a garage?');
  const ics = mail.attachments?.find((a) => /\.ics$/.test(a.fileName ?? a.generatedFileName ?? ''));
  expect(ics?.contentType).toMatch(/^text\/calendar/);
  const icsText = await (
    await request.get(
      `${MAILDEV}/api/email/${mail.id}/attachment/${ics?.generatedFileName ?? ics?.fileName}`,
    )
  ).text();
  expect(icsText).toContain(`DTSTART:${chosen.start.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}`);
  const link = mail.text.match(/https?:\/\/\S+\/en\/cancel-appointment\/[\w-]+/)?.[0] ?? '';
  const cancelPath = new URL(link).pathname;
  expect(cancelPath).toMatch(/^\/en\/cancel-appointment\/[\w-]{32}$/);

  // The link that confirms the address: the booking now holds, and the agency hears of it.
  expect(mail.text).toContain(`${link}?confirm=1`);
  await page.goto(`${cancelPath}?confirm=1`);
  await expect(
    page.getByText('Thank you: your e-mail address is confirmed and your viewing is booked.'),
  ).toBeVisible();
  await mailTo(request, 'info@immo-zonneveld.be', /^Nieuwe bezichtiging: /, visitor);

  // Cancel from the link.
  await page.goto(cancelPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Cancel your viewing' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Cancel the viewing' }).click();
  await expect(page.getByRole('status').first()).toHaveText(/Your viewing is cancelled/);
  const freed = (await (
    await request.get(`${API}/sites/1/live-agenda/${id}`)
  ).json()) as LiveAgenda;
  expect(freed.slots.map((s) => s.start)).toContain(chosen.start);
  await mailTo(request, 'info@immo-zonneveld.be', /^Bezichtiging geannuleerd: /, visitor);

  // A second visit says it is done.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Viewing cancelled' })).toBeVisible();
  await expect(page.getByText('This viewing was already cancelled.')).toBeVisible();
});

test('an unknown appointment id gets a page that says so', async ({ page }) => {
  await page.goto(`/nl/afspraak-annuleren/${'A'.repeat(32)}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Afspraak niet gevonden' }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('"Plan a viewing" on an estate without a live agenda leads to how to ask for one', async ({
  page,
  request,
}) => {
  const answer = await request.post(`${API}/sites/1/estates`, {
    data: { query: { status: ['FOR_SALE'] }, size: 30 },
  });
  const { results } = (await answer.json()) as { results: { id: string }[] };
  let id: string | undefined;
  for (const estate of results) {
    const agenda = await request.get(`${API}/sites/1/live-agenda/${estate.id}`);
    if (agenda.status() === 404) {
      id = estate.id;
      break;
    }
  }
  expect(id, 'a demo estate for sale without a live agenda').toBeDefined();
  await page.goto(`/en/offer/${id}`);
  await page.getByTestId('detail-aside').getByRole('link', { name: 'Plan a viewing' }).click();
  const booking = page.getByRole('region', { name: 'Book a viewing' });
  await expect(booking).toBeInViewport();
  await expect(booking).toContainText('Ask for a viewing below');
  expect(await axeViolations(page)).toEqual([]);
});

/** An estate for sale of the second market (whose office takes viewing requests). */
async function secondMarketEstate(request: APIRequestContext): Promise<string> {
  const answer = await request.post(`${API}/sites/2/estates`, {
    data: { query: { status: ['FOR_SALE'] }, size: 1 },
  });
  return ((await answer.json()) as { results: { id: string }[] }).results[0]!.id;
}

test('the viewing request ties its day and day-part errors to their fields and focuses the first', async ({
  page,
  request,
}) => {
  const id = await secondMarketEstate(request);
  await page.goto(on('ardennes.localhost', `/en/offer/${id}`));
  const form = page.getByRole('region', { name: 'Ask for a viewing' });
  await reach(form);
  await expect(form.getByRole('grid')).toBeVisible();
  await form.getByRole('button', { name: 'Ask for a viewing' }).click();
  // The days come first: the focus is on the calendar's day, not on its month navigation.
  const days = form.getByRole('group', { name: /^Days you could come/ });
  await expect(days).toHaveAttribute('aria-invalid', 'true');
  await expect(days).toHaveAccessibleDescription(/\S/);
  const focused = page.locator(':focus');
  await expect(focused).toHaveAttribute('tabindex', '0');
  await expect(focused).not.toHaveAccessibleName(/month/i);
  expect(await focused.evaluate((el) => el.closest('[role="grid"]') !== null)).toBe(true);
  // A day chosen, the day parts are the first field in error, each tied to the error.
  await chooseAvailableDay(form, 1);
  await form.getByRole('button', { name: 'Ask for a viewing' }).click();
  const morning = form.getByRole('checkbox', { name: /Morning/ });
  await expect(morning).toBeFocused();
  await expect(morning).toHaveAttribute('aria-invalid', 'true');
  await expect(morning).toHaveAccessibleDescription(/\S/);
  await expect(form.getByRole('group', { name: 'Parts of the day' })).toHaveAccessibleDescription(
    /\S/,
  );
});

test("the second market's detail page asks for a viewing; the office gets the request", async ({
  page,
  request,
}) => {
  const id = await secondMarketEstate(request);
  const visitor = address('marc');
  await page.goto(on('ardennes.localhost', `/fr/offre/${id}`));
  const form = page.getByRole('region', { name: 'Demander une visite' });
  await reach(form);
  await expect(form.getByRole('grid')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Planifier une visite' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await chooseAvailableDay(form, 2);
  await form.getByRole('checkbox', { name: /Matin/ }).check();
  await form.getByLabel('Votre nom').fill('Marc Dubois');
  await form.getByLabel('Votre adresse e-mail').fill(visitor);
  await form.getByRole('checkbox', { name: /J'accepte/ }).check();
  await form.getByRole('button', { name: 'Demander une visite' }).click();
  await expect(form.getByText(/Votre demande est envoyée/)).toBeVisible();
  // French elides "de" before a title that starts with a vowel ("d'Appartement").
  await mailTo(request, visitor, /^Votre demande de visite (de |d')/);

  // Its cancel-appointment page explains that the office is to be contacted.
  await page.goto(on('ardennes.localhost', `/fr/annuler-rendez-vous/${'A'.repeat(32)}`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Annuler un rendez-vous' }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('the appointment module per market', () => {
  test('switching the second market back to the live agenda needs no rebuild', async ({
    page,
    request,
  }) => {
    const { id } = await estateWithAgenda(request, 2);
    const original = fs.readFileSync(marketsFile(), 'utf8');
    const markets = JSON.parse(original) as {
      markets: { name: string; slots: Record<string, unknown> }[];
    };
    try {
      for (const market of markets.markets)
        if (market.name === 'ardennes') market.slots.appointments = 'engagement';
      await writeMarketsFile(JSON.stringify(markets));
      await page.goto(on('ardennes.localhost', `/en/offer/${id}`));
      const booking = page.getByRole('region', { name: 'Book a viewing' });
      await readDown(page, booking);
      await reach(booking);
      await expect(booking.getByRole('grid')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Ask for a viewing' })).toHaveCount(0);
    } finally {
      await writeMarketsFile(original);
    }
    await page.goto(on('ardennes.localhost', `/en/offer/${id}`));
    await expect(page.getByRole('region', { name: 'Ask for a viewing' })).toBeVisible();
  });

  test.describe('a module down in the browser', () => {
    test.use({ allowedProblems: REMOTE_DOWN_IN_BROWSER });

    test('with the live agenda down, a detail page works without it', async ({ page, request }) => {
      await page.route(
        (url) => url.port === String(ENGAGEMENT_PORT),
        (route) => route.abort(),
      );
      const { id } = await estateWithAgenda(request);
      await page.goto(`/en/offer/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The visitor reads down to the footer; the agenda's part hydrates without it.
      await readDown(page);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('region', { name: 'Book a viewing' })).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });

    test('with the viewing-request module down, the second market’s detail page works without it', async ({
      page,
      request,
    }) => {
      await page.route(
        (url) => url.port === String(VIEWING_REQUEST_PORT),
        (route) => route.abort(),
      );
      const answer = await request.post(`${API}/sites/2/estates`, {
        data: { query: { status: ['FOR_SALE'] }, size: 1 },
      });
      const { id } = ((await answer.json()) as { results: { id: string }[] }).results[0]!;
      await page.goto(on('ardennes.localhost', `/en/offer/${id}`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The visitor reads down to the footer; the viewing request's part hydrates without it.
      await readDown(page);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('region', { name: 'Ask for a viewing' })).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  });
});
