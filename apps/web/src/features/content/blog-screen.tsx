import { BlogPage } from './components/blog-page.tsx';

export default function BlogScreen() {
  return <BlogPage audience="professionals" />;
}
