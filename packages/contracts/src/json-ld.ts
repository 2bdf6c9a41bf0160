// Structured data both sides write into a page's head: the server in the
// rendered document, the browser after navigation (decision 026).
import type { ContentPage } from './content.ts';

/** schema.org FAQPage for a content page's questions and answers. */
export function faqJsonLd(page: Pick<ContentPage, 'faq'>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: page.faq.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer_text },
    })),
  };
}
