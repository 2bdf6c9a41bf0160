// Dates and durations as the assessment pages show them: moments in the
// shared style (decision 049), in the reader's local time.
import { dateTimeText } from '../../../lib/dates.ts';
export { dateTimeText };

export const minutesText = (minutes: number) =>
  minutes >= 60 && minutes % 60 === 0
    ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}`
    : minutes > 60
      ? `${Math.floor(minutes / 60)} h ${minutes % 60} min`
      : `${minutes} minutes`;
