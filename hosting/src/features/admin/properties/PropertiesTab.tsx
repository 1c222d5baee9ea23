import { AdminSection } from '../components/AdminSection';

export default function PropertiesTab() {
  return <AdminSection title="Properties">{null}</AdminSection>;
}
