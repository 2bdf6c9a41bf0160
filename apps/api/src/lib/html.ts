// Text into HTML (e-mails, the development outbox, server-rendered heads, the
// resume report): every character that could open markup is escaped.
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
