// spec 02 §5: number-to-words helpers. The international one returns nothing
// above 8 digits; the Indian one (lakh, crore) allows up to 10 digits. Whole
// numbers only (letters state whole currency units, decision 016).

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

export const MAX_WORDS_DIGITS = 8;
export const MAX_INDIAN_WORDS_DIGITS = 10;

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 ? `${tens}-${ONES[n % 10]}` : tens;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts = [];
  if (hundreds) parts.push(`${ONES[hundreds]} hundred`);
  if (rest) parts.push(belowHundred(rest));
  return parts.join(' ');
}

const usable = (n: number, digits: number) => Number.isSafeInteger(n) && n >= 0 && String(n).length <= digits;

/** 12345678 → 'twelve million three hundred forty-five thousand six hundred seventy-eight'; '' above 8 digits. */
export function numberToWords(n: number): string {
  if (!usable(n, MAX_WORDS_DIGITS)) return '';
  if (n === 0) return ONES[0]!;
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor((n % 1_000_000) / 1000);
  const rest = n % 1000;
  const parts = [];
  if (millions) parts.push(`${belowThousand(millions)} million`);
  if (thousands) parts.push(`${belowThousand(thousands)} thousand`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** 1234567890 → 'one hundred twenty-three crore forty-five lakh sixty-seven thousand eight hundred ninety'; '' above 10 digits. */
export function numberToIndianWords(n: number): string {
  if (!usable(n, MAX_INDIAN_WORDS_DIGITS)) return '';
  if (n === 0) return ONES[0]!;
  const crores = Math.floor(n / 10_000_000);
  const lakhs = Math.floor((n % 10_000_000) / 100_000);
  const thousands = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  const parts = [];
  if (crores) parts.push(`${belowThousand(crores)} crore`);
  if (lakhs) parts.push(`${belowHundred(lakhs)} lakh`);
  if (thousands) parts.push(`${belowHundred(thousands)} thousand`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}
