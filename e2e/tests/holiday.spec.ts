/**
 * Holiday rentals through the composed site: the rental search from a pasted URL with
 * load more, a unit's page with its availability calendar, a free week picked by keyboard and
 * requested and confirmed by the link of the visitor's mail (the agency's mail arrives in MailDev
 * then, the week is under option for everyone), the enquiry module of the second market on ardennes.localhost, a holiday
 * module that is down, and axe on the new pages.
 */
import type { Page } from '@playwright/test';
import { expect, REMOTE_DOWN_IN_BROWSER, test, axeViolations } from './fixtures';

const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3100);
const API = `http://127.0.0.1:${SITE_PORT + 1000}`;
const HOLIDAY_PORT = SITE_PORT + 5;
/** The site's MailDev (scripts/serve.mjs): its REST API (GET /api/email) on the site's port + 51. */
const MAILDEV_WEB = `http://127.0.0.1:${SITE_PORT + 51}`;

interface Period {
  id: number;
  type: string;
  start: string;
  end: string;
  status: string;
  price: number;
}

/** dd/mm/yyyy of an ISO date (SPEC §9). */
const day = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
/** A calendar day's name in English, e.g. 'Friday, 5 March 2027'. */
const longDay = (iso: string) =>
  new Intl.DateTimeFormat('en-BE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T12:00:00Z`));

const cards = (page: Page) => page.locator('[data-boundary] article');

test('the rental search reads its filters from a pasted URL and loads more', async ({ page }) => {
  await page.goto('/en/holiday?location=1&period=week&persons=2');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Holiday homes: Belgian coast');
  await expect(page.getByRole('combobox', { name: 'Where' })).toHaveValue('Belgian coast');
  await expect(page.getByLabel('Period')).toHaveValue('week');
  await expect(page.getByLabel('Persons')).toHaveValue('2');
  await expect(cards(page)).toHaveCount(15);
  await expect(page.getByRole('status').filter({ hasText: /holiday homes$/ })).toHaveText(
    /^\d+ holiday homes$/,
  );
  for (const card of await cards(page).all()) {
    await expect(card).toContainText('Belgian coast');
    await expect(card).toContainText('per week');
  }
  await page.getByRole('button', { name: 'More holiday homes' }).click();
  await expect(cards(page).nth(15)).toBeVisible();
  // The first new card has the focus.
  await expect(cards(page).nth(15).getByRole('link')).toBeFocused();

  // A municipality from the filters changes the URL and the title.
  // The place field is the site's combobox, on the areas and municipalities of the filters.
  await page.getByRole('combobox', { name: 'Where' }).fill('knokke');
  await page
    .getByRole('listbox', { name: 'Places and areas' })
    .getByRole('option', { name: 'Knokke-Heist' })
    .click();
  await expect(page).toHaveURL(/[?&]city=1(&|$)/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Holiday homes in Knokke-Heist');
  for (const card of await cards(page).all()) await expect(card).toContainText('Knokke-Heist');
});

test.describe('the rental search without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('sends its form, reads a typed place by name and says when one names none', async ({
    page,
  }) => {
    // The fixture's goto waits for a live page, which never comes without scripts.
    await page.mainFrame().goto('/en/holiday');
    const form = page.getByRole('search', { name: 'Search holiday homes' });
    await form.getByRole('combobox', { name: 'Where' }).fill('durbuy');
    await form.getByLabel('Persons').selectOption('2');
    await form.getByLabel('Period').selectOption({ label: 'Week' });
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(
      /\/en\/holiday\?place=durbuy&persons=2&kind=&period=week&arrival=$/,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Holiday homes in Durbuy');
    await expect(form.getByRole('combobox', { name: 'Where' })).toHaveValue('Durbuy');
    await expect(form.getByLabel('Period')).toHaveValue('week');
    await expect(cards(page).first()).toBeVisible();
    for (const card of await cards(page).all()) {
      await expect(card).toContainText('Durbuy');
      await expect(card).toContainText('per week');
    }

    // A place that names none: said, kept in its field, and the other filters still apply.
    await form.getByRole('combobox', { name: 'Where' }).fill('Atlantis');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/[?&]place=Atlantis&/);
    await expect(
      form.getByText(
        'No place or area found for “Atlantis”: the results are not limited to a place.',
      ),
    ).toBeVisible();
    await expect(form.getByRole('combobox', { name: 'Where' })).toHaveValue('Atlantis');
    await expect(form.getByLabel('Persons')).toHaveValue('2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Holiday homes on the Belgian coast and in the Ardennes',
    );
    await expect(cards(page).first()).toBeVisible();
    for (const card of await cards(page).all()) await expect(card).toContainText('per week');
  });

  test('reads an area typed without its accents, in French, on the second market', async ({
    page,
  }) => {
    await page.mainFrame().goto(`http://ardennes.localhost:${SITE_PORT}/fr/vacances`);
    const form = page.getByRole('search', { name: 'Chercher une location de vacances' });
    await form.getByRole('combobox', { name: 'Où' }).fill('ARDENNE');
    await form.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/\/fr\/vacances\?place=ARDENNE&/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Locations de vacances : Ardenne',
    );
    await expect(form.getByRole('combobox', { name: 'Où' })).toHaveValue('Ardenne');
    await expect(cards(page).first()).toBeVisible();
  });
});

test('with scripts, the search form reloads nothing and reads a place typed and sent by Enter', async ({
  page,
}) => {
  await page.goto('/en/holiday?persons=2');
  // A mark on the window: a page loaded again would not have it.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  const where = page.getByRole('combobox', { name: 'Where' });
  await where.fill('knokke');
  await where.press('Enter');
  await expect(page).toHaveURL(/\/en\/holiday\?city=1&persons=2$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Holiday homes in Knokke-Heist');
  await expect(where).toHaveValue('Knokke-Heist');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Holiday homes found' })).toBeFocused();
  // The history API moved the address; the document was never loaded again.
  expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
});

test('holiday homes are in the navigation in every language', async ({ page }) => {
  for (const [lang, name, path] of [
    ['nl', 'Vakantiewoningen', '/nl/vakantie'],
    ['fr', 'Locations de vacances', '/fr/vacances'],
    ['en', 'Holiday homes', '/en/holiday'],
    ['de', 'Ferienunterkünfte', '/de/ferien'],
  ] as const) {
    await page.goto(`/${lang}/`);
    const link = page.getByRole('banner').getByRole('link', { name });
    await expect(link).toHaveAttribute('href', path);
  }
  await page.getByRole('banner').getByRole('link', { name: 'Ferienunterkünfte' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Ferienunterkünfte an der belgischen Küste und in den Ardennen',
  );
});

test.describe('a reservation request', () => {
  test.describe.configure({ mode: 'serial' });
  test('picks a free week by keyboard, requests it, confirms it by the mail, mails both sides, and the week is then under option', async ({
    page,
    request,
  }) => {
    const unitId = 503;
    const periods = (await (
      await request.get(`${API}/sites/1/rental-units/${unitId}/periods`)
    ).json()) as Period[];
    const weeks = periods.filter((p) => p.type === 'WEEK' && p.status === 'FREE');
    // The calendar opens on the first free week; the arrow down moves to the next one.
    const [, second] = weeks as [Period, Period];

    await page.goto(`/en/holiday/${unitId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const week = page.getByRole('radio', { name: 'Week', exact: true });
    await week.focus();
    await expect(week).toBeChecked();
    // Tab into the calendar's grid (past its month buttons).
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      const name = await page.evaluate(() => document.activeElement?.textContent ?? '');
      if (/: free week until/.test(name)) break;
    }
    await expect(page.locator(':focus')).toHaveAccessibleName(/: free week until/);
    await page.keyboard.press('ArrowDown');
    // Weeks arrive on Fridays: the next free Friday may be in the next month.
    await expect(page.locator(':focus')).toHaveAccessibleName(
      new RegExp(
        `^${longDay(second.start)}: free week until ${longDay(second.end).replace(/^\w+, /, '')}`,
      ),
    );
    await page.keyboard.press('Enter');
    await expect(
      page.getByText(
        `Your period: week from ${day(second.start)} to ${day(second.end)} (7 nights)`,
      ),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Price of your stay' })).toContainText('€');

    const email = `visitor-${Date.now()}@example.be`;
    await page.getByLabel('Adults').fill('2');
    await page.getByLabel('Children').fill('0');
    await page.getByLabel('Name').fill('An Peeters');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Phone').fill('+32 470 12 34 56');
    await page.getByLabel('Address').fill('Kerkstraat 1, 9000 Gent');
    // The conditions and the privacy statement are linked, each opening in a new tab.
    await expect(
      page.getByRole('link', { name: 'Read the rental conditions (opens in a new tab)' }),
    ).toHaveAttribute('href', '/en/rental-conditions');
    await expect(
      page.getByRole('link', { name: 'Read the privacy statement (opens in a new tab)' }),
    ).toHaveAttribute('href', '/en/privacy-statement');
    await page.getByLabel('I accept the rental conditions of Immo Zonneveld.').check();
    // Without the consent to the privacy statement, the request is not sent.
    await page.getByRole('button', { name: 'Request this period' }).press('Enter');
    const consent = page.getByLabel(/^I agree that Immo Zonneveld uses my details/);
    await expect(consent).toBeFocused();
    await expect(consent).toHaveAccessibleDescription('Give your consent to send your request.');
    await consent.check();
    await page.getByRole('button', { name: 'Request this period' }).press('Enter');
    const thanks = page.getByText(
      /^Thank you, An Peeters\. The period .* is held for you for 30 minutes\. Please confirm your request with the link we sent to /,
    );
    await expect(thanks).toBeVisible();
    // The form gave way to its outcome: the focus is on it, not on <body>.
    await expect(page.locator(':focus')).toContainText('Thank you, An Peeters');

    type Mail = { subject: string; to: { address: string }[]; text: string };
    const mailsAbout = async () =>
      ((await (await fetch(`${MAILDEV_WEB}/api/email`)).json()) as Mail[]).filter(
        (m) => m.text.includes(email) || m.to.some((t) => t.address === email),
      );
    // The visitor's mail arrives, in English, with the link that confirms the address; the
    // agency hears of the request only once it is confirmed.
    await expect
      .poll(async () => (await mailsAbout()).map((m) => `${m.to[0]?.address} | ${m.subject}`), {
        timeout: 20_000,
      })
      .toEqual([expect.stringMatching(new RegExp(`^${email} \\| Your reservation request for `))]);
    const link = /https?:\/\/[^\s]+\/en\/holiday\/503\?option=[\w-]+/.exec(
      (await mailsAbout())[0]?.text ?? '',
    )?.[0];
    expect(link).toBeDefined();
    await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
    await expect(
      page.getByText(
        `Thank you: your e-mail address is confirmed. The period ${day(second.start)} – ${day(second.end)} is now under option for you; the agency will contact you.`,
      ),
    ).toBeVisible();
    await expect
      .poll(
        async () => (await mailsAbout()).map((m) => `${m.to[0]?.address} | ${m.subject}`).sort(),
        {
          timeout: 20_000,
        },
      )
      .toEqual([
        expect.stringMatching(/^info@immo-zonneveld\.be \| Reservatieaanvraag: /),
        expect.stringMatching(new RegExp(`^${email} \\| Your reservation request for `)),
      ]);
    // The link followed again says so; a link of no option says it is unknown, in Dutch too.
    await page.reload();
    await expect(page.getByText(/^This request was already confirmed\./)).toBeVisible();
    await page.goto(`/nl/vakantie/${unitId}?option=${'x'.repeat(43)}`);
    await expect(
      page.getByText('Deze bevestigingslink is onbekend of verlopen.', { exact: false }),
    ).toBeVisible();

    // The week is under option for everyone: the API, and the calendar of a fresh visit.
    const after = (await (
      await request.get(`${API}/sites/1/rental-units/${unitId}/periods`)
    ).json()) as Period[];
    expect(after.find((p) => p.id === second.id)?.status).toBe('OPTION');
    await page.goto(`/en/holiday/${unitId}`);
    const optioned = page.getByRole('button', {
      name: new RegExp(`${longDay(second.start)}: under option`),
    });
    for (let i = 0; i < 12 && !(await optioned.isVisible()); i += 1) {
      await page.getByRole('button', { name: 'Next month' }).click();
    }
    await expect(optioned).toBeDisabled();
  });

  test("the enquiry's two date fields sit side by side at the same height on a phone", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const top = async (label: string) => (await page.getByLabel(label).boundingBox())?.y;
    for (const [path, arrival, departure, submit] of [
      ['/en/holiday/801', 'Arrival date', 'Departure date', 'Send my enquiry'],
      ['/fr/vacances/801', 'Arrivée souhaitée', 'Départ souhaité', 'Envoyer ma demande'],
    ] as const) {
      await page.goto(`http://ardennes.localhost:${SITE_PORT}${path}`);
      await expect(page.getByLabel(departure)).toBeVisible();
      expect(await top(departure)).toBe(await top(arrival));
      // Side by side, not one under the other.
      const [a, d] = [
        await page.getByLabel(arrival).boundingBox(),
        await page.getByLabel(departure).boundingBox(),
      ];
      expect(d!.x).toBeGreaterThan(a!.x + a!.width);
      // An error under one field moves neither input.
      await page.getByLabel(arrival).fill('2027-07-10');
      await page.getByLabel(departure).fill('2027-07-03');
      await page.getByRole('button', { name: submit }).click();
      await expect(page.getByLabel(departure)).toHaveAttribute('aria-invalid', 'true');
      expect(await top(departure)).toBe(await top(arrival));
    }
  });

  test('the enquiry module of the second market takes an enquiry with wished dates', async ({
    page,
  }) => {
    await page.goto(`http://ardennes.localhost:${SITE_PORT}/fr/vacances`);
    await expect(page.locator('[data-boundary="holiday_enquiry"]')).toBeVisible();
    await expect(cards(page).first()).toContainText('Ardenne');
    await cards(page).first().getByRole('link').click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Demander des informations sur cette location' }),
    ).toBeVisible();
    // No availability calendar in this module.
    await expect(page.getByRole('grid')).toHaveCount(0);
    const email = `enquiry-${Date.now()}@example.be`;
    await page.getByLabel('Arrivée souhaitée').fill('2027-07-10');
    await page.getByLabel('Départ souhaité').fill('2027-07-03');
    await page.getByLabel('Personnes').fill('2');
    await page.getByLabel('Nom').fill('Marie Dubois');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Téléphone').fill('0470 12 34 56');
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    const departure = page.getByLabel('Départ souhaité');
    await expect(departure).toHaveAttribute('aria-invalid', 'true');
    await expect(departure).toHaveAccessibleDescription('Le départ doit suivre l’arrivée.');
    await expect(departure).toBeFocused();
    // The agency's own privacy statement, in the page's language, and the consent it asks for.
    const consent = page.getByRole('checkbox', {
      name: /utilise mes données pour traiter cette demande/,
    });
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    await expect(consent).toHaveAccessibleDescription(
      /Donnez votre consentement pour envoyer votre demande\./,
    );
    await expect(
      page.getByRole('link', { name: /Lire la déclaration de confidentialité/ }),
    ).toHaveAttribute('href', '/fr/declaration-de-confidentialite');
    await departure.fill('2027-07-17');
    await consent.check();
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    const thanks = page.getByText(
      /^Merci, Marie Dubois\. Votre demande pour le 10\/07\/2027 – 17\/07\/2027 a été envoyée/,
    );
    await expect(thanks).toBeVisible();
    // The form gave way to its outcome: the focus is on it, not on <body>.
    await expect(thanks).toBeFocused();
    await expect
      .poll(
        async () => {
          const mails = (await (await fetch(`${MAILDEV_WEB}/api/email`)).json()) as {
            subject: string;
            to: { address: string }[];
            text: string;
          }[];
          return mails.filter(
            (m) => m.text.includes(email) || m.to.some((t) => t.address === email),
          ).length;
        },
        { timeout: 20_000 },
      )
      .toBe(2);
  });
});

test('an empty reservation focuses its first field in error, the period, not the last one', async ({
  page,
}) => {
  await page.goto('/en/holiday/504');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Request this period' });
  await submit.scrollIntoViewIfNeeded();
  await expect(submit).toBeEnabled();
  await submit.click();
  const period = page.locator('#reservation-period');
  await expect(period).toBeFocused();
  await expect(period).toHaveText('Choose a free period in the calendar.');
});

test('speaks German with capitals and a French calendar with the site’s money format', async ({
  page,
}) => {
  await page.goto('/de/ferien/503');
  const grid = page.getByRole('grid').first();
  await expect(grid).toBeVisible();
  const free = page.getByRole('button', { name: /: freie Woche bis / }).first();
  await expect(free).toBeVisible();
  // The price in a cell reads as every price of the site: "€ 385".
  await expect(free).toContainText(/€\s[\d.]+/);
  await free.click();
  await expect(page.getByText(/^Ihr Zeitraum: Woche vom .* \(7 Nächte\)$/)).toBeVisible();
  await page.goto('/fr/vacances/503');
  await expect(page.getByRole('button', { name: /semaine libre jusqu/ }).first()).toBeVisible();
});

test('an arrival date in the past is named and not offered, on both markets', async ({ page }) => {
  await page.goto('/en/holiday?arrival=1999-01-01');
  const arrival = page.getByLabel('Arrival');
  await expect(arrival).toHaveValue('');
  await expect(arrival).toHaveAccessibleDescription(
    'The arrival date 01/01/1999 is in the past: the search shows any arrival date.',
  );
  await expect(page).toHaveURL(/\/en\/holiday$/);
  await page.goto(`http://ardennes.localhost:${SITE_PORT}/fr/vacances?arrival=1999-01-01`);
  await expect(page.getByLabel('Arrivée')).toHaveAccessibleDescription(
    /^La date d’arrivée du 01\/01\/1999 est passée/,
  );
});

test.describe('the holiday module down', () => {
  test.use({ allowedProblems: REMOTE_DOWN_IN_BROWSER });

  test('leaves the rest of the site working', async ({ page }) => {
    await page.route(
      (url) => url.port === String(HOLIDAY_PORT),
      (route) => route.abort(),
    );
    await page.goto('/en/holiday');
    await expect(page.getByTestId('remote-unavailable')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Offer' })
      .click();
    await expect(page.locator('[data-boundary="search"] article')).toHaveCount(15);
  });
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the holiday pages have no accessibility violations at ${viewport.name} width`, async ({
    page,
  }) => {
    // Four pages on two markets, each hydrated, a form pressed and axe run four times.
    test.setTimeout(90_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/nl/vakantie?location=2');
    await expect(cards(page).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // A typed place that names none, said beside the form (axe needs scripts to run).
    await page.goto('/fr/vacances?place=Atlantis&persons=2');
    await expect(
      page.getByText('Aucun lieu ni aucune région trouvés pour « Atlantis »'),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/fr/vacances/505');
    await expect(page.getByRole('grid')).toBeVisible();
    await page
      .getByRole('button', { name: /: semaine libre jusqu/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Demander cette période' }).click();
    await expect(page.getByLabel('Nom')).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`http://ardennes.localhost:${SITE_PORT}/en/holiday/801`);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Ask about this holiday home' }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
