/**
 * Visitors reach the agency through the composed site, reading the mails the site
 * sends from MailDev's REST API (`GET /api/email` on its web port, site port + 51): contact from a
 * detail page, send to a friend, subscribe → confirm → edit → an alert for a newly published
 * matching estate → unsubscribe from the mail's link; each form's errors by keyboard alone; axe on
 * every new page; the engagement remote down leaves detail pages working without the forms.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, reach, readDown, REMOTE_DOWN_IN_BROWSER, test, axeViolations } from './fixtures';
import { address, linkIn, MAILDEV, mailsTo, mailTo } from './mail';
import { SITE_PORT } from './markets-file';

const API = `http://127.0.0.1:${SITE_PORT + 1000}`;
const ENGAGEMENT_PORT = SITE_PORT + 4;
const OPERATOR = { authorization: 'Bearer e2e-operator' };

/** The mails the API's outbox has not sent yet (its /metrics, answered to loopback). */
async function pendingMails(request: APIRequestContext): Promise<number> {
  const metrics = await (await request.get(`${API}/metrics`)).text();
  const line = /^api_outbox_mails\{state="pending"\} (\d+)/m.exec(metrics);
  if (!line) throw new Error('the API reports no pending mails');
  return Number(line[1]);
}

async function estate(request: APIRequestContext, query: Record<string, unknown>) {
  const answer = await request.post(`${API}/sites/1/estates`, { data: { query, size: 1 } });
  const body = (await answer.json()) as {
    results: {
      id: string;
      general: { headType: { id: number }; address: { city: { id: number } | null } };
    }[];
  };
  return body.results[0]!;
}

test('a question from a detail page reaches the agency by e-mail, about that estate', async ({
  page,
  request,
}) => {
  const { id } = await estate(request, { status: ['FOR_SALE'] });
  const visitor = address('an');
  await page.goto(`/en/offer/${id}`);
  const form = page.getByRole('region', { name: 'A question about this property?' });
  await reach(form);
  await expect(form.getByLabel('The property it is about')).not.toHaveValue('');
  await form.getByLabel('Your name').fill('An Peeters');
  await form.getByLabel('Your e-mail address').fill(visitor);
  await form.getByLabel('Your question').fill('Can I visit it on Saturday morning?');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Send my question' }).click();
  await expect(form.getByRole('status')).toHaveText(/your question has been sent/);
  // The page stays, with the detail above.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const mail = await mailTo(request, 'info@immo-zonneveld.be', /Nieuwe vraag/, visitor);
  expect(mail.text).toContain('Can I visit it on Saturday morning?');
  expect(mail.text).toContain(visitor);
  expect(linkIn(mail, '/nl/aanbod/')).toBe(`/nl/aanbod/${id}`);
  const source = await (await request.get(`${MAILDEV}/api/email/${mail.id}/source`)).text();
  expect(source).toContain(`Reply-To: An Peeters <${visitor}>`);
  expect(source).toMatch(/Content-Type: multipart\/alternative/);
  expect(mail.html).toContain('Korenmarkt 12, 9000 Gent');
});

test('a contact form filled in at once by the browser (autofill) and sent at once is accepted', async ({
  page,
  request,
}) => {
  // The API runs with its default least fill time (FORM_MIN_FILL_MS, one second).
  const issued = (await (await request.get(`${API}/sites/1/form-token`)).json()) as {
    minFillMs: number;
  };
  expect(issued.minFillMs).toBe(1000);
  // The form's token is issued only when the visitor has already sent the form: the quickest a
  // visitor can be, and the form is accepted all the same.
  let issue = () => {};
  const sentAlready = new Promise<void>((resolve) => (issue = resolve));
  await page.route('**/form-token', async (route) => {
    await sentAlready;
    await route.fulfill({ response: await route.fetch() });
  });
  const visitor = address('autofill');
  await page.goto('/en/contact');
  const form = page.getByRole('region', { name: 'Ask us a question' });
  await expect(form.getByRole('checkbox')).toBeEnabled();
  await form.getByLabel('Your name').fill('Els Autofill');
  await form.getByLabel('Your e-mail address').fill(visitor);
  await form.getByLabel('Your question').fill('Is the office open on Saturday?');
  await form.getByRole('checkbox').check();
  const sent = page.waitForResponse((answer) => answer.url().includes('/contact-form-handler'));
  await form.getByRole('button', { name: 'Send my question' }).click();
  issue();
  expect((await sent).status()).toBe(202);
  await expect(form.getByRole('status')).toHaveText(/your question has been sent/);
  await mailTo(request, 'info@immo-zonneveld.be', /Nieuwe vraag/, visitor);
});

test("a friend receives the estate in the friend's language", async ({ page, request }) => {
  const { id } = await estate(request, { status: ['FOR_SALE'], type: [1] });
  const friend = address('bart');
  await page.goto(`/nl/aanbod/${id}`);
  const form = page.getByRole('region', { name: 'Stuur door naar een vriend' });
  await form.getByLabel('E-mailadres van uw vriend').fill(friend);
  await form.getByLabel('Taal van de e-mail').selectOption('fr');
  await form.getByLabel('Uw naam').fill('An');
  await form.getByLabel('Uw e-mailadres').fill(address('an'));
  await form.getByLabel('Een korte boodschap').fill('Dit is iets voor jou!');
  await form.getByRole('button', { name: 'Stuur naar mijn vriend' }).click();
  await expect(form.getByRole('status')).toHaveText(/Verstuurd/);

  // The subject names the site, never the sender.
  const mail = await mailTo(request, friend, /^Un bien à découvrir chez Immo Zonneveld$/);
  expect(mail.text).toContain('Dit is iets voor jou!');
  expect(linkIn(mail, '/fr/offre/')).toBe(`/fr/offre/${id}`);
  expect(mail.text).toMatch(/€ [\d.]+/);
  expect(mail.html).toContain(`http://localhost:${SITE_PORT}/assets/pictures/${id}/`);
  expect(mail.html).toContain('Korenmarkt 12, 9000 Gand');
});

test('subscribe from a search, confirm, edit, get an alert for a new estate, unsubscribe from the mail', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const rental = await estate(request, { status: ['TO_RENT'], type: [2] });
  const city = rental.general.address.city!.id;
  const subscriber = address('eva');

  // From the listing, with its filters.
  await page.goto(`/en/offer?trans=huren&type=2&city=${city}`);
  await page.getByRole('link', { name: 'Alert me about new results' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Keep me informed' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'To rent' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Apartment' })).toBeChecked();
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(1);
  await page.getByLabel('Your e-mail address').fill(subscriber);
  await page.getByRole('checkbox', { name: /I want to receive e-mails/ }).check();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your mailbox' })).toBeVisible();

  // Double opt-in: the confirmation link.
  const confirmation = await mailTo(request, subscriber, /^Confirm your e-mail alert/);
  await page.goto(linkIn(confirmation, '?confirm=1'));
  await expect(page.getByRole('status').first()).toHaveText(/your subscription is confirmed/);
  await expect(page.getByText(/The e-mails go to e•••@example\.be/)).toBeVisible();

  // The welcome mail carries the edit and unsubscribe links.
  const welcome = await mailTo(request, subscriber, /is active$/);
  const edit = linkIn(welcome, '/en/keep-me-informed/');
  linkIn(welcome, '/unsubscribe/');

  // Edit: also houses, at least one bedroom.
  await page.goto(edit);
  await expect(page.getByRole('checkbox', { name: 'Apartment' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'House' }).check();
  await page.getByLabel('Bedrooms, at least').selectOption('1');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your changes are saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'House' })).toBeChecked();

  // A matching estate is published; the alerts run.
  const published = await request.post(`${API}/sites/1/estates/${rental.id}/publication`, {
    headers: OPERATOR,
  });
  expect(published.ok()).toBe(true);
  expect((await request.post(`${API}/alerts/run`, { headers: OPERATOR })).ok()).toBe(true);
  const alert = await mailTo(request, subscriber, /new propert/);
  expect(linkIn(alert, '/en/offer/')).toBe(`/en/offer/${rental.id}`);
  const source = await (await request.get(`${MAILDEV}/api/email/${alert.id}/source`)).text();
  expect(source).toMatch(
    /List-Unsubscribe:\s+<http:\/\/localhost:\d+\/en\/ajax\/notifications\/[\w-]+\/unsubscribe>/,
  );
  expect(source).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

  // Unsubscribe from the alert's link, then a second visit.
  const unsubscribe = linkIn(alert, '/unsubscribe/');
  await page.goto(unsubscribe);
  await expect(page.getByRole('status')).toHaveText(/You are unsubscribed/);
  await page.goto(unsubscribe);
  await expect(page.getByRole('status')).toHaveText(/already unsubscribed/);

  // No more alerts.
  const before = (await mailsTo(request, subscriber)).length;
  await request.post(`${API}/sites/1/estates/${rental.id}/publication`, { headers: OPERATOR });
  const run = await request.post(`${API}/alerts/run`, { headers: OPERATOR });
  expect(run.ok()).toBe(true);
  // Whatever the run queued has left the outbox before the inbox is read again.
  await expect.poll(() => pendingMails(request), { timeout: 15_000 }).toBe(0);
  expect(await mailsTo(request, subscriber)).toHaveLength(before);
});

test('an unknown token gets a clear page, not an error', async ({ page }) => {
  await page.goto(`/fr/tenez-moi-informe/${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ce lien est inconnu');
  await expect(page.getByRole('link', { name: 'M’inscrire à nouveau' })).toBeVisible();
  await page.goto(`/en/keep-me-informed/unsubscribe/${'y'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link is not known');
});

test('a malformed or cut-short token is an unknown link on both markets, in four languages, never "try again"', async ({
  page,
}) => {
  // Sixteen pages, each waited for until hydrated: more than 30 s on a busy two-core host.
  test.setTimeout(90_000);
  const unknown = {
    nl: ['hou-me-op-de-hoogte', 'uitschrijven', 'Deze link is onbekend'],
    fr: ['tenez-moi-informe', 'desinscription', 'Ce lien est inconnu'],
    en: ['keep-me-informed', 'unsubscribe', 'This link is not known'],
    de: ['auf-dem-laufenden-bleiben', 'abmelden', 'Dieser Link ist unbekannt'],
  } as const;
  for (const host of ['localhost', 'ardennes.localhost']) {
    for (const [lang, [words, unsubscribe, title]] of Object.entries(unknown)) {
      // The edit page of a token cut short, and the unsubscribe page of one with a stray character.
      for (const path of [`${words}/abc123`, `${words}/${unsubscribe}/${'y'.repeat(30)}.`]) {
        await page.goto(`http://${host}:${SITE_PORT}/${lang}/${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(page.locator('[data-boundary="engagement"]').getByRole('button')).toHaveCount(
          0,
        );
      }
    }
  }
});

test('after confirming, the edit page drops ?confirm=1 and a save says only that it is saved', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const subscriber = address('confirm');
  const ardennes = `ardennes.localhost:${SITE_PORT}`;
  await page.goto(`http://${ardennes}/en/keep-me-informed`);
  await page.getByLabel('Your e-mail address').fill(subscriber);
  await page.getByRole('checkbox', { name: /I want to receive e-mails/ }).check();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your mailbox' })).toBeVisible();
  const confirmation = await mailTo(request, subscriber, /^Confirm your e-mail alert/);
  const link = linkIn(confirmation, '?confirm=1', ardennes);

  await page.goto(`http://${ardennes}${link}`);
  const notice = page.getByRole('status').first();
  await expect(notice).toHaveText(/your subscription is confirmed/);
  await expect(page).toHaveURL(`http://${ardennes}${link.replace('?confirm=1', '')}`);
  // Saved: the confirmation said before is not said again above it.
  await page.getByRole('checkbox', { name: 'House' }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your changes are saved.')).toBeVisible();
  await expect(page.getByText(/confirmed/)).toHaveCount(0);
  // A reload shows the subscription, confirmed, with no confirmation again.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'House' })).toBeChecked();
  await expect(page.getByText(/already confirmed/)).toHaveCount(0);
  // The mail's link followed a second time says it was confirmed before, then drops it too.
  await page.goto(`http://${ardennes}${link}`);
  await expect(notice).toHaveText('Your subscription was already confirmed.');
  await expect(page).not.toHaveURL(/confirm=1/);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your changes are saved.')).toBeVisible();
  await expect(page.getByText(/already confirmed/)).toHaveCount(0);
});

test.describe('errors by keyboard alone', () => {
  test('the contact page: errors tied to their fields, focus on the first', async ({ page }) => {
    await page.goto('/en/contact');
    const form = page.getByRole('region', { name: 'Ask us a question' });
    await form.getByLabel('Your name').focus();
    // Tab through to the submit button without typing, then press Enter.
    await expect(form.getByRole('checkbox')).toBeEnabled();
    await form.getByRole('button', { name: 'Send my question' }).focus();
    await page.keyboard.press('Enter');
    const name = form.getByLabel('Your name');
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Please fill in this field.');
    await expect(form.getByRole('checkbox')).toHaveAccessibleDescription(
      'Please agree to the privacy statement to send this form.',
    );
    // Type a wrong address, leave the field: its own error.
    await page.keyboard.type('An');
    await page.keyboard.press('Tab');
    await page.keyboard.type('an@home');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Your e-mail address')).toHaveAccessibleDescription(
      'Enter a valid e-mail address, such as name@example.com.',
    );
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('send to a friend on a detail page', async ({ page, request }) => {
    const { id } = await estate(request, { status: ['FOR_SALE'] });
    await page.goto(`/de/angebot/${id}`);
    const form = page.getByRole('region', { name: 'An einen Freund senden' });
    await reach(form);
    await form.getByRole('button', { name: 'An meinen Freund senden' }).focus();
    await page.keyboard.press('Enter');
    const friend = form.getByLabel('E-Mail-Adresse Ihres Freundes');
    await expect(friend).toBeFocused();
    await expect(friend).toHaveAccessibleDescription('Bitte füllen Sie dieses Feld aus.');
    await page.keyboard.type('bart');
    await page.keyboard.press('Tab');
    await expect(friend).toHaveAccessibleDescription(
      'Geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.be.',
    );
  });

  test('the subscribe page', async ({ page }) => {
    await page.goto('/nl/hou-me-op-de-hoogte');
    await expect(page.getByRole('checkbox', { name: /Ik wil e-mails/ })).toBeEnabled();
    await page.getByLabel('Minimumprijs (€)').focus();
    await page.keyboard.type('500000');
    await page.keyboard.press('Tab');
    await page.keyboard.type('200000');
    await page.getByRole('button', { name: 'Inschrijven' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Maximumprijs (€)')).toBeFocused();
    await expect(page.getByLabel('Maximumprijs (€)')).toHaveAccessibleDescription(
      'De maximumprijs mag niet lager zijn dan de minimumprijs.',
    );
    await expect(page.getByLabel('Uw e-mailadres')).toHaveAccessibleDescription('Vul dit veld in.');
  });
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 360, height: 740 },
]) {
  test(`the engagement pages have no accessibility violations at ${viewport.name} width`, async ({
    page,
    request,
  }) => {
    // Several pages, each with its forms hydrated and checked by axe.
    test.setTimeout(90_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/en/contact');
    await expect(page.getByRole('checkbox')).toBeEnabled();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/fr/tenez-moi-informe?trans=kopen&type=1');
    await expect(page.getByRole('checkbox', { name: 'Maison' })).toBeChecked();
    expect(await axeViolations(page)).toEqual([]);
    // The errors shown are accessible too.
    await page.getByRole('button', { name: 'M’inscrire' }).click();
    await expect(page.getByLabel('Votre adresse e-mail')).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/de/auf-dem-laufenden-bleiben/erfolg');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // An edit page and its unsubscribe page, through a real subscription.
    const subscriber = address('axe');
    await page.goto('/en/keep-me-informed');
    await page.getByLabel('Your e-mail address').fill(subscriber);
    await page.getByRole('checkbox', { name: /I want to receive e-mails/ }).check();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your mailbox' })).toBeVisible();
    const confirmation = await mailTo(request, subscriber, /^Confirm/);
    await page.goto(linkIn(confirmation, '?confirm=1'));
    await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Unsubscribe from these e-mails' }).click();
    // The edit page has status regions of its own until the unsubscribe page replaces it.
    await expect(page.getByRole('status').filter({ hasText: /unsubscribed/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`/nl/hou-me-op-de-hoogte/${'z'.repeat(43)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze link is onbekend');
    expect(await axeViolations(page)).toEqual([]);

    const { id } = await estate(request, { status: ['FOR_SALE'] });
    await page.goto(`/en/offer/${id}`);
    await expect(page.getByRole('region', { name: 'Send to a friend' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The forms as the server rendered them, then hydrated once the visitor comes near.
    expect(await axeViolations(page)).toEqual([]);
    await reach(page.getByRole('region', { name: 'Send to a friend' }));
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
  });
}

test.describe('a remote down in the browser', () => {
  test.use({ allowedProblems: REMOTE_DOWN_IN_BROWSER });

  test('with the engagement remote down, a detail page works without its forms', async ({
    page,
    request,
  }) => {
    await page.route(
      (url) => url.port === String(ENGAGEMENT_PORT),
      (route) => route.abort(),
    );
    const { id } = await estate(request, { status: ['FOR_SALE'] });
    await page.goto(`/en/offer/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The visitor reads down to the footer; the forms' part hydrates without them.
    await readDown(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: 'Send to a friend' })).toHaveCount(0);
    await expect(page.locator('[data-boundary="engagement"]')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});
