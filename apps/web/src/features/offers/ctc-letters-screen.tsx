export { CtcLettersScreen as default } from './letters-screens.tsx';
