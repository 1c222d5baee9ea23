import { CopyableSecret } from '@/components/CopyableSecret';

/** The new password in a read-only box with 'Copy': the toast that also shows it vanishes after 5 s. */
export function TemporaryPassword({ password }: { password: string }) {
  return <CopyableSecret id="temporary-password" label="Temporary password" value={password} noun="password" />;
}
