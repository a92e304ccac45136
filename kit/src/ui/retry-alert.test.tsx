import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'shared/i18n';
import { baseI18nOptions } from 'shared/i18n';
import { loadSharedUiTexts } from './i18n';
import { RetryAlert } from './retry-alert';

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ ...baseI18nOptions('en', 'shared-ui'), resources: {} });
  await Promise.all([loadSharedUiTexts('en'), loadSharedUiTexts('fr')]);
});

describe('RetryAlert', () => {
  it("says what failed in the caller's words and retries in the page's language", async () => {
    const retried: number[] = [];
    render(
      <RetryAlert
        locale="fr"
        message="Vos favoris n’ont pas pu être chargés."
        onRetry={() => retried.push(1)}
      />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Vos favoris n’ont pas pu être chargés.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(retried).toEqual([1]);
  });
});
