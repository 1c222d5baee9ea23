import { AdminSection } from '../components/AdminSection';

export default function UsersTab() {
  return <AdminSection title="Users">{null}</AdminSection>;
}
