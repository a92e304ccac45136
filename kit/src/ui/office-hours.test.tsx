import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { baseI18nOptions, initReactI18next } from 'shared/i18n';
import type { Office } from 'shared/domain';
import { loadSharedUiTexts } from './i18n';
import { OfficeHours } from './office-hours';

const office: Office = {
  hours: [
    ...([2, 3, 4, 5] as const).map((day) => ({ day, opens: '09:30', closes: '17:30' })),
    { day: 6, opens: '10:00', closes: '13:00' },
  ],
  closedDays: ['2026-12-25'],
  geo: { lat: 50.49213, lon: 5.86553 },
};

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ ...baseI18nOptions('en', 'shared-ui'), resources: {} });
  await Promise.all([loadSharedUiTexts('fr'), loadSharedUiTexts('nl')]);
});

afterEach(() => {
  jest.useRealTimers();
  document.body.replaceChildren();
});

describe('OfficeHours', () => {
  it('arrives from the server with the week and the map link, without a moment', () => {
    const html = renderToString(
      <OfficeHours office={office} locale="fr" address="Place Royale 5, 4900 Spa" />,
    );
    expect(html).toContain('Heures d’ouverture');
    expect(html).toContain('<dt>lundi</dt><dd>Fermé</dd>');
    expect(html).toContain('<dt>mardi – vendredi</dt><dd>09:30–17:30</dd>');
    expect(html).toContain('https://www.openstreetmap.org/?mlat=50.49213&amp;mlon=5.86553');
    expect(html).not.toContain('Ouvert maintenant');
  });

  it('says once live whether the office is open, and when it opens next', () => {
    jest.useFakeTimers({ now: new Date('2026-12-01T10:00:00Z') });
    const { unmount } = render(<OfficeHours office={office} locale="nl" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Openingsuren' })).toBeInTheDocument();
    expect(screen.getByText('Nu open, tot 17:30')).toBeInTheDocument();
    unmount();
    // Christmas Day, a Friday: closed; Saturday morning.
    jest.setSystemTime(new Date('2026-12-25T10:00:00Z'));
    render(<OfficeHours office={office} locale="nl" />);
    expect(screen.getByText('Nu gesloten, opent morgen om 10:00')).toBeInTheDocument();
  });
});
