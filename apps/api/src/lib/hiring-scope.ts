/**
 * Who acts for the hiring side (decision 017): a member of one company, or an
 * operator (companyId null) for every company.
 */
export interface HiringScope {
  companyId: number | null;
  userId: string | null;
}
