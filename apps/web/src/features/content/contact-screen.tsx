import { ContactForm } from './components/contact-form.tsx';
import { ContentPageView } from './components/content-page.tsx';

export default function ContactScreen() {
  return <ContentPageView slug="contact" routeId="contact" aside={<ContactForm />} />;
}
