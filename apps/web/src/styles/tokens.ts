// Design tokens of spec 01 §9 / spec 02 §9, for code that needs them as numbers
// (media queries in hooks, scroll offsets). tokens.css carries the same values.
export {
  BREAKPOINTS,
  PAGE_MAX_WIDTH_PX,
  NAVBAR_HEIGHT_PX,
  FOOTER_MIN_HEIGHT_PX,
  COPYRIGHT_BAR_PX,
  TRANSITIONS_MS,
  RESUME_PAGE_COLLAPSE_PX,
  RESUME_PAGE_MAX_WIDTH_PX,
  SUGGESTION_MAX_HEIGHT_PX,
} from '@talent/contracts/constants';
