import { render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import type { ContactInfo, Locale } from 'shared/domain';
import { LOCALES } from 'shared/domain';
import { loadDetailTexts } from '#detail/config/i18n';
import { buildEstate } from '#detail/lib/test-estates';
import { initTestI18n } from '#detail/lib/test-i18n';
import { contactEstateShown, getContactInfoFx } from '../model';
import { ContactCard } from './contact-card';

beforeAll(async () => {
  await initTestI18n('en');
  await Promise.all(LOCALES.map((lang) => loadDetailTexts(lang)));
});

const rep: ContactInfo = {
  firstname: 'Sofie',
  lastname: 'Claes',
  phone: '+32 9 123 45 67',
  mobile: '+32 470 12 34 56',
  email: 'sofie@immo-zonneveld.be',
  picture: null,
};

async function renderCard(locale: Locale) {
  const scope = fork({ handlers: [[getContactInfoFx, async () => rep]] });
  await allSettled(contactEstateShown, { scope, params: { estate: buildEstate('12'), locale } });
  return render(
    <Provider value={scope}>
      <ContactCard locale={locale} />
    </Provider>,
  );
}

describe('ContactCard', () => {
  it('writes its labels with the colon of the page language: a non-breaking space before it in French', async () => {
    await renderCard('fr');
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Téléphone\u00a0: +32 9 123 45 67',
      'GSM\u00a0: +32 470 12 34 56',
      'E-mail\u00a0: sofie@immo-zonneveld.be',
    ]);
  });

  it('and none in English', async () => {
    await renderCard('en');
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent(/^Phone: \+32 9 123 45 67$/);
  });
});
