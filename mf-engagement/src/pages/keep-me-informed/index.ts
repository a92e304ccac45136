/** Public API of the keep-me-informed pages (subscribe, success, edit, unsubscribe). */
export { KeepMeInformedPage } from './ui/keep-me-informed-page';
export { filterOptionsNeeded } from './model';
