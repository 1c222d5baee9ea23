import { Input, Typography } from 'antd';
import { FieldShell } from '@/components/form/FieldShell';

/**
 * SPEC §3 and §5: only the admin role exists and can be created, so the role is shown, not
 * chosen (the source's dialog promised agents with limited access that never existed).
 */
export function AdminRoleField({ formId }: { formId: string }) {
  const id = `${formId}-role`;
  return (
    <FieldShell id={id} label="Role">
      <Input id={id} value="Admin" readOnly aria-describedby={`${id}-note`} />
      <Typography.Text type="secondary" id={`${id}-note`}>
        Every account is an administrator with full access.
      </Typography.Text>
    </FieldShell>
  );
}
