/**
 * Set-up of this remote's tests (jest.config.cjs runs a package's src/jest.setup.ts after the test
 * environment): the display fields' labels of the four languages are in the catalogue before any
 * test reads them, as the page and its server preparation load them before the model does.
 */
import { LOCALES } from 'shared/domain';
import { loadFieldLabels } from '#detail/entities/estate';

beforeAll(() => Promise.all(LOCALES.map((locale) => loadFieldLabels(locale))));
