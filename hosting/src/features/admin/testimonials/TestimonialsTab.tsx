import { AdminSection } from '../components/AdminSection';

export default function TestimonialsTab() {
  return <AdminSection title="Testimonials">{null}</AdminSection>;
}
