export interface ScreenshotViewport {
  name: 'phone' | 'desktop';
  width: number;
  height: number;
}
export interface ScreenshotPage {
  name: 'home' | 'listing' | 'estate' | 'project' | 'sold';
  title: string;
  full: ScreenshotViewport['name'][];
  path: string;
  estateId?: string;
}
export interface ScreenshotShot {
  file: string;
  page: ScreenshotPage;
  viewport: ScreenshotViewport;
  fullPage: boolean;
}
/** The parts of an estate (SPEC §3) the choice reads. */
export interface PlannedEstate {
  id: string | number;
  pictures?: unknown[];
  general?: { project?: boolean; parentId?: string | number | null; transaction?: { id: number } };
}
export interface RoutePage {
  type: string;
  paths: Partial<Record<string, string>>;
}
export const PAGES: Omit<ScreenshotPage, 'path' | 'estateId'>[];
export const VIEWPORTS: ScreenshotViewport[];
export function pathOf(
  routePages: RoutePage[],
  type: string,
  lang: string,
  params?: Record<string, string | number>,
): string;
export function screenshotPages(input: {
  routePages: RoutePage[];
  lang: string;
  forSale: PlannedEstate[];
  sold: PlannedEstate[];
  hiddenStatus?: number[];
}): ScreenshotPage[];
export function screenshotShots(pages: ScreenshotPage[]): ScreenshotShot[];
export function screenshotsMarkdown(
  shots: ScreenshotShot[],
  folder: string,
  market: string,
): string;
