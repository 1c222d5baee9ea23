import { AdminSection } from '../components/AdminSection';

export default function BlogPostsTab() {
  return <AdminSection title="BlogPosts">{null}</AdminSection>;
}
