import { render, screen, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router-dom';
import type { EstateCollection } from 'shared/domain';
import { loadDetailTexts } from '#detail/config/i18n';
import { buildEstate } from '#detail/lib/test-estates';
import { initTestI18n } from '#detail/lib/test-i18n';
import { collectionsEstateShown, getCollectionsFx } from '../model';
import { CollectionsSection, SHORT_LIST } from './collections-section';

beforeAll(async () => {
  await initTestI18n('en');
  await loadDetailTexts('en');
});

const collection = (count: number): EstateCollection =>
  ({
    id: 1,
    name: { en: 'New builds' },
    estateIds: Array.from({ length: count }, (_, i) => String(100 + i)),
  }) as EstateCollection;

async function renderWith(count: number) {
  const scope = fork({ handlers: [[getCollectionsFx, async () => [collection(count)]]] });
  await allSettled(collectionsEstateShown, {
    scope,
    params: { estate: buildEstate('12', { collections: [1] }), locale: 'en' },
  });
  return render(
    <Provider value={scope}>
      <MemoryRouter>
        <CollectionsSection locale="en" />
      </MemoryRouter>
    </Provider>,
  );
}

describe('CollectionsSection', () => {
  it('shows a short list and the rest behind "show all", a disclosure that needs no script', async () => {
    const { container } = await renderWith(SHORT_LIST + 10);
    const section = screen.getByRole('region', { name: 'Collections' });
    const [short, rest] = within(section).getAllByRole('list');
    expect(within(short as HTMLElement).getAllByRole('link')).toHaveLength(SHORT_LIST);
    expect(within(rest as HTMLElement).getAllByRole('link', { hidden: true })).toHaveLength(10);
    const details = container.querySelector('details');
    expect(details).not.toHaveAttribute('open');
    expect(details?.querySelector('summary')).toHaveTextContent(
      `Show all ${SHORT_LIST + 10} properties`,
    );
  });

  it('has no "show all" for a short collection', async () => {
    const { container } = await renderWith(SHORT_LIST);
    expect(
      within(screen.getByRole('region', { name: 'Collections' })).getAllByRole('link'),
    ).toHaveLength(SHORT_LIST);
    expect(container.querySelector('details')).toBeNull();
  });
});
