// spec 01 §2: the cookie-consent banner for signed-out users.
export function CookieConsent() {
  return null;
}
