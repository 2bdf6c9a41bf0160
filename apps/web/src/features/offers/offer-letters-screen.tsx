export { OfferLettersScreen as default } from './letters-screens.tsx';
