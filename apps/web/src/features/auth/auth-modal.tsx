// spec 01 §2: sign-in / sign-up as a modal driven by the query (a, sa).
export function AuthModal() {
  return null;
}
