import { AdminSection } from '../components/AdminSection';

export default function NeighborhoodsTab() {
  return <AdminSection title="Neighborhoods">{null}</AdminSection>;
}
