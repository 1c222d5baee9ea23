import { AdminSection } from '../components/AdminSection';

export default function LeadsTab() {
  return <AdminSection title="Leads">{null}</AdminSection>;
}
