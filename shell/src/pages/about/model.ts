/**
 * The offices shown on the about-us page (SPEC §3 entities with items, §7 GET
 * /entities/{entityName}/items): the items of the entity 'offices', read as name, address and
 * phone. A failure, or an item without a name, shows nothing of it.
 */
import { attach, createEffect, createEvent, createStore, sample } from 'shared/effector';
import type { EntityItem } from 'shared/domain';
import { contentApiFor } from 'shared/api/content';
import { shell, type ApiContext } from 'shared/bus';

/** An office of the agency as the page shows it. */
export interface Office {
  id: number;
  name: string;
  /** The postal address on one line, '' when unknown. */
  address: string;
  /** The phone number as written, '' when unknown. */
  phone: string;
}

/** The items of the 'offices' entity read as offices; items without a name are left out. */
export function officesOf(items: readonly EntityItem[]): Office[] {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return items.flatMap((item) => {
    const name = text(item.values?.name);
    if (!name) return [];
    return [
      { id: item.id, name, address: text(item.values.address), phone: text(item.values.phone) },
    ];
  });
}

/** The about-us page was opened. */
export const aboutPageOpened = createEvent();

/** GET /entities/offices/items. @throws the API's named error. */
export const getOfficesFx = createEffect(async (context: ApiContext): Promise<EntityItem[]> =>
  contentApiFor(context).getEntityItems('offices'),
);

const fetchOfficesFx = attach({ source: shell.$apiContext, effect: getOfficesFx });

/** The agency's offices; [] while loading or when they cannot be read. */
export const $offices = createStore<Office[]>([]).on(fetchOfficesFx.doneData, (_, items) =>
  officesOf(items),
);

/** True once the offices arrived (the server's rendering included): they are not fetched again. */
const $officesLoaded = createStore(false).on(fetchOfficesFx.done, () => true);
sample({
  clock: aboutPageOpened,
  source: $officesLoaded,
  filter: (loaded) => !loaded,
  target: fetchOfficesFx,
});
