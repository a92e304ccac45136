/**
 * Public API of the similar estates (SPEC §2 /{lang}/ajax/similar-estate/{estateId}): the model
 * of the shown estate's similar estates and their section of cards.
 */
export { $similarEstates, getSimilarEstatesFx, similarEstateShown } from './model';
export { SimilarEstates } from './ui/similar-estates';
