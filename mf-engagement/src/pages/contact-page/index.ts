/** Public API of the general contact page. */
export { ContactPage } from './ui/contact-page';
