// Counts in words with the right plural ('1 applicant', '2 applicants'): one
// rule for every screen and e-mail that says how many.
export const counted = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;
