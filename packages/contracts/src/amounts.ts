// Amounts as people type them: '2400000', Indian grouping '24,00,000',
// international '2,400,000', or spaces ('24 00 000'). One parser for the
// form and the server, so both accept and refuse the same text.

/** Group separators accepted between digits: comma, space, no-break and narrow no-break space. */
const GROUPED = /^\d+(?:[, \u00a0\u202f]\d+)*$/;

/**
 * The whole number a person typed, or null when it is not one (a decimal
 * point, a minus sign, letters, a separator at either end or doubled).
 */
export function parseAmount(input: string | number): number | null {
  if (typeof input === 'number') return Number.isSafeInteger(input) && input >= 0 ? input : null;
  const text = input.trim();
  if (!GROUPED.test(text)) return null;
  const digits = text.replace(/[^\d]/g, '');
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : null;
}
