/** Public API of the agreement entity: the consent texts of the forms (SPEC §7 GET /agreements). */
export {
  $agreements,
  $agreementsFailed,
  agreementFor,
  agreementsNeeded,
  fetchAgreementsFx,
} from './model';
export { useAgreement } from './use-agreement';
