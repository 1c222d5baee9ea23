import { AdminSection } from '../components/AdminSection';

export default function OverviewTab() {
  return <AdminSection title="Overview">{null}</AdminSection>;
}
