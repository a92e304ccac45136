/**
 * Public API of the brochure (the detail page printed or saved as PDF): the QR code's model (set
 * by the server's page preparation), the print view's address rules, the print stylesheet, the
 * "Print / PDF" link, the QR code on paper and the print view's note.
 */
export { $brochureQr, brochureQrMade, type BrochureQr } from './model';
export { isPrintView, printViewPath, qrIsFor, PRINT_PARAM } from './lib/print-view';
export {
  BrochureMasthead,
  BrochureQrCode,
  BrochureStyles,
  PrintAction,
  PrintViewBanner,
} from './ui/brochure';
