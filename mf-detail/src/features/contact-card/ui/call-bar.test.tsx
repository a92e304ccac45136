import { render, screen } from '@testing-library/react';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { shell } from 'shared/bus';
import type { ContactInfo, Site } from 'shared/domain';
import { loadDetailTexts } from '#detail/config/i18n';
import { buildEstate } from '#detail/lib/test-estates';
import { initTestI18n } from '#detail/lib/test-i18n';
import { contactEstateShown, getContactInfoFx } from '../model';
import { CallBar, telHref } from './call-bar';

beforeAll(async () => {
  await initTestI18n('en');
  await loadDetailTexts('en');
});

const contact = (patch: Partial<ContactInfo>): ContactInfo => ({
  firstname: 'Sofie',
  lastname: 'Claes',
  phone: null,
  mobile: null,
  email: null,
  picture: null,
  ...patch,
});

/** A scope where the shown estate's contact is `info` and the agency's phone `sitePhone`. */
async function scopeWith(info: ContactInfo | null, sitePhone: string): Promise<Scope> {
  const scope = fork({ handlers: [[getContactInfoFx, async () => info]] });
  await allSettled(shell.siteLoaded, {
    scope,
    params: { phone: sitePhone, settings: scope.getState(shell.$siteSettings) } as Site,
  });
  await allSettled(contactEstateShown, {
    scope,
    params: { estate: buildEstate('12'), locale: 'en' },
  });
  return scope;
}

const renderBar = (scope: Scope) =>
  render(
    <Provider value={scope}>
      <CallBar locale="en" questionId="detail-question" />
    </Provider>,
  );

describe('CallBar', () => {
  it("calls the contact's mobile first, and asks a question on the page", async () => {
    renderBar(
      await scopeWith(
        contact({ phone: '09 123 45 67', mobile: '+32 475 12 34 11' }),
        '09 000 00 00',
      ),
    );
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+32475123411');
    expect(screen.getByRole('link', { name: 'Ask a question' })).toHaveAttribute(
      'href',
      '#detail-question',
    );
  });

  it("calls the agency when the estate has no contact's phone", async () => {
    renderBar(await scopeWith(null, '09 123 45 67'));
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:091234567');
  });

  it('offers only the question without any phone', async () => {
    renderBar(await scopeWith(contact({}), ''));
    expect(screen.queryByRole('link', { name: 'Call' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask a question' })).toBeInTheDocument();
  });
});

describe('telHref', () => {
  it('keeps the digits and a leading plus', () => {
    expect(telHref('+32 (0)9 123.45.67')).toBe('tel:+32091234567');
  });
});
