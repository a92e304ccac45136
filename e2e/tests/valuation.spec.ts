/**
 * A homeowner's free valuation request, through the composed site on both markets: reached from
 * the home page, the footer and a sold estate's page; sent in Dutch (municipality chosen from the
 * city search) and in French on the second market (typed by hand), both mails read from MailDev;
 * errors by keyboard; axe at phone and desktop widths; a market whose composition leaves the
 * slot out has neither the page nor a link to it.
 */
import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, axeViolations } from './fixtures';
import { address, MAILDEV, mailTo } from './mail';
import { marketsFile, SITE_PORT, writeMarketsFile } from './markets-file';

const on = (host: string, path: string) => `http://${host}:${SITE_PORT}${path}`;
const API = `http://127.0.0.1:${SITE_PORT + 1000}`;

/** The Reply-To header of a mail, from its source. */
async function replyTo(request: APIRequestContext, id: string): Promise<string> {
  const source = await (await request.get(`${MAILDEV}/api/email/${id}/source`)).text();
  return /^Reply-To: (.*)$/m.exec(source)?.[1] ?? '';
}

test('an owner asks for a valuation in Dutch from the home page; the agency and the owner get their mails', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const owner = address('eigenaar');
  await page.goto('/nl/');
  await page.getByRole('link', { name: 'Gratis waardebepaling' }).first().click();
  await expect(page).toHaveURL(/\/nl\/gratis-waardebepaling$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gratis waardebepaling');
  const form = page.locator('form[data-boundary="engagement"]');
  await expect(form.getByRole('checkbox', { name: /waarderen/ })).toBeEnabled();

  await form.getByLabel('Straat', { exact: true }).fill('Kerkstraat');
  await form.getByLabel('Huisnummer').fill('12');
  const municipality = form.getByRole('combobox', { name: 'Gemeente' });
  await municipality.fill('Gent');
  await page.getByRole('option', { name: 'Gent (9000)' }).click();
  await expect(form.getByLabel('Postcode')).toHaveValue('9000');
  await expect(municipality).toHaveValue('Gent');
  await form.getByRole('radio', { name: 'Huis' }).check();
  await form.getByLabel(/Bewoonbare oppervlakte/).fill('145');
  await form.getByLabel(/Slaapkamers/).fill('3');
  await form.getByLabel(/EPC-label/).selectOption('B');
  await form.getByRole('radio', { name: 'Verkopen' }).check();
  await form.getByLabel('Wanneer?').selectOption('MONTHS_6');
  await form.getByLabel('Uw naam').fill('Jan Peeters');
  await form.getByLabel('Uw e-mailadres').fill(owner);
  await form.getByLabel('Telefoon', { exact: true }).fill('0470 12 34 56');
  await form.getByLabel('Wanneer belt u ons het best?').selectOption('evening');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Waardebepaling aanvragen' }).click();

  const done = page.getByRole('heading', { name: 'Bedankt, uw aanvraag is verstuurd' });
  await expect(done).toBeFocused();
  // A sign of local knowledge: the agency's estates near Gent.
  const nearby = page.getByRole('region', { name: /in uw buurt/ });
  await expect(nearby.getByRole('article').first()).toBeVisible();
  expect(await nearby.getByRole('article').count()).toBeLessThanOrEqual(3);

  const agency = await mailTo(
    request,
    'info@immo-zonneveld.be',
    /waardebepaling in 9000 Gent/,
    owner,
  );
  expect(agency.text).toContain('Kerkstraat 12, 9000 Gent');
  expect(agency.text).toContain('145 m²');
  expect(agency.text).toContain('Avond');
  expect(await replyTo(request, agency.id)).toBe(`Jan Peeters <${owner}>`);
  const confirmation = await mailTo(request, owner, /Uw aanvraag voor een gratis waardebepaling/);
  expect(confirmation.text).toContain('Kerkstraat 12, 9000 Gent');
  expect(confirmation.text).toContain('Huis');
  expect(confirmation.text).toMatch(/belt u binnen twee werkdagen/);
});

test('an owner asks for a valuation in French on the second market, typing the place by hand', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const owner = address('proprietaire');
  await page.goto(on('ardennes.localhost', '/fr/'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Estimation gratuite' }).click();
  await expect(page).toHaveURL(/\/fr\/estimation-gratuite$/);
  const form = page.locator('form[data-boundary="engagement"]');
  await expect(form.getByRole('checkbox', { name: /estimer mon bien/ })).toBeEnabled();
  await form.getByLabel('Rue', { exact: true }).fill('Rue du Moulin');
  await form.getByLabel('Numéro', { exact: true }).fill('4');
  await form.getByLabel('Code postal').fill('6900');
  await form.getByRole('combobox', { name: 'Commune' }).fill('Marche-en-Famenne');
  await page.keyboard.press('Escape');
  await form.getByRole('radio', { name: 'Terrain' }).check();
  await form.getByRole('radio', { name: 'Mettre en location' }).check();
  await form.getByLabel('Quand ?').selectOption('UNDECIDED');
  await form.getByLabel('Votre nom').fill('Marie Dubois');
  await form.getByLabel('Votre adresse e-mail').fill(owner);
  await form.getByLabel('Téléphone').fill('+32 470 12 34 56');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Demander une estimation' }).click();
  await expect(
    page.getByRole('heading', { name: 'Merci, votre demande est envoyée' }),
  ).toBeFocused();

  const agency = await mailTo(request, 'info@immo-ardennes.be', /Demande d’estimation/, owner);
  expect(agency.text).toContain('Rue du Moulin 4, 6900 Marche-en-Famenne');
  expect(agency.text).toContain('Terrain');
  expect(await replyTo(request, agency.id)).toBe(`Marie Dubois <${owner}>`);
  const confirmation = await mailTo(request, owner, /Votre demande d’estimation gratuite/);
  expect(confirmation.text).toContain('Mettre en location');
  expect(confirmation.html).toContain('lang="fr"');
});

test('an empty request names its fields by keyboard alone, and focuses the first', async ({
  page,
}) => {
  await page.goto('/en/free-valuation');
  const form = page.locator('form[data-boundary="engagement"]');
  await expect(form.getByRole('checkbox', { name: /value my property/ })).toBeEnabled();
  await form.getByRole('button', { name: 'Ask for a valuation' }).focus();
  await page.keyboard.press('Enter');
  const street = form.getByLabel('Street', { exact: true });
  await expect(street).toBeFocused();
  await expect(street).toHaveAccessibleDescription('Please fill in this field.');
  await expect(form.getByLabel('Postal code')).toHaveAccessibleDescription(
    'Please fill in this field.',
  );
  await form.getByLabel('Postal code').fill('90');
  await form.getByLabel('Postal code').blur();
  await expect(form.getByLabel('Postal code')).toHaveAccessibleDescription(
    'Enter a Belgian postal code of four digits, such as 9000.',
  );
  await expect(form.getByRole('group', { name: 'Kind of property' })).toHaveAccessibleDescription(
    'Please make a choice.',
  );
});

test("a sold estate's page invites the owner of a similar property; one for sale does not", async ({
  page,
  request,
}) => {
  const first = async (status: string) => {
    const answer = await request.post(`${API}/sites/1/estates`, {
      data: { query: { status: [status] }, size: 1 },
    });
    return ((await answer.json()) as { results: { id: string }[] }).results[0]!.id;
  };
  await page.goto(`/en/offer/${await first('SOLD')}`);
  const invitation = page.getByRole('complementary', {
    name: 'Selling or renting out a similar property?',
  });
  await invitation.getByRole('link', { name: 'Ask for a free valuation' }).click();
  await expect(page).toHaveURL(/\/en\/free-valuation$/);
  await page.goto(`/en/offer/${await first('FOR_SALE')}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('complementary', { name: 'Selling or renting out a similar property?' }),
  ).toHaveCount(0);
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 360, height: 740 },
]) {
  test(`the valuation page has no accessibility violations at ${viewport.name} width`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/de/kostenlose-bewertung');
    const form = page.locator('form[data-boundary="engagement"]');
    await expect(form.getByRole('checkbox', { name: /Immobilie zu bewerten/ })).toBeEnabled();
    expect(await axeViolations(page)).toEqual([]);
    // With its errors shown, and with the suggestions of the city search open.
    await form.getByRole('button', { name: 'Bewertung anfordern' }).click();
    await expect(form.getByLabel('Straße')).toBeFocused();
    await form.getByRole('combobox', { name: 'Gemeinde' }).fill('Ge');
    await expect(page.getByRole('option').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('a market whose composition leaves the valuation out has no such page and no link to it', async ({
  page,
  request,
}) => {
  const original = fs.readFileSync(marketsFile(), 'utf8');
  const markets = JSON.parse(original) as {
    markets: { name: string; hostnames: string[]; slots: Record<string, unknown> }[];
  };
  const { valuation: _left, ...slots } = markets.markets[0]!.slots;
  expect(_left).toBe('engagement');
  await writeMarketsFile(
    JSON.stringify({
      markets: [...markets.markets, { name: 'novaluation', hostnames: ['noval.localhost'], slots }],
    }),
  );
  try {
    const host = { host: `noval.localhost:${SITE_PORT}` };
    await expect
      .poll(async () => (await request.get(on('127.0.0.1', '/nl/'), { headers: host })).status())
      .toBe(200);
    const page404 = await request.get(on('127.0.0.1', '/nl/gratis-waardebepaling'), {
      headers: host,
    });
    expect(page404.status()).toBe(404);
    const sitemap = await (
      await request.get(on('127.0.0.1', '/sitemap-nl.xml'), { headers: host })
    ).text();
    expect(sitemap).toContain('/nl/contact');
    expect(sitemap).not.toContain('gratis-waardebepaling');

    await page.goto(on('noval.localhost', '/nl/'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('a[href*="gratis-waardebepaling"]')).toHaveCount(0);
    // The market with the slot keeps its page and its links.
    await page.goto('/nl/');
    await expect(page.locator('a[href="/nl/gratis-waardebepaling"]')).not.toHaveCount(0);
  } finally {
    await writeMarketsFile(original);
  }
});
