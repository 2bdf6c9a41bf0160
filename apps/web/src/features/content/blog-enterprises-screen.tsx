import { BlogPage } from './components/blog-page.tsx';

export default function BlogEnterprisesScreen() {
  return <BlogPage audience="enterprises" />;
}
