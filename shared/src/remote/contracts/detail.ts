/** The `detail` slot: an estate's or a project's detail page. */
import type { ModuleKinds, RemotePageProps } from './page';

/** The modules of the `detail` slot with their props. */
export interface DetailSlot {
  DetailPage: RemotePageProps;
}

/** The kind of each module of the `detail` slot. */
export const DETAIL_MODULES = { DetailPage: 'page' } as const satisfies ModuleKinds<DetailSlot>;
