import { Alert, Button } from 'antd';
import { useState } from 'react';
import { loginSchema, type LoginInput, type User } from '@estate/domain';
import { errorMessage } from '@/api/client';
import { TextField } from '@/components/form/TextField';
import { useAuth } from '@/features/staff/session/AuthProvider';
import { useSchemaForm } from '@/components/form/useSchemaForm';

const FORM_ID = 'login';

/** docs/product/clients.md#sign-in: Username and Password, 'Login' ('Logging in...'), and the failure inline as well as in the toast. */
export function LoginForm({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const { login, loggingIn } = useAuth();
  const [failure, setFailure] = useState<string>();
  const form = useSchemaForm<LoginInput>(loginSchema, { username: '', password: '' });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      onSignedIn(await login(values));
    } catch (error) {
      setFailure(errorMessage(error, 'Invalid username or password'));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Staff login">
      <TextField control={form.control} name="username" label="Username" formId={FORM_ID} inputProps={{ autoComplete: 'username' }} />
      <TextField
        control={form.control}
        name="password"
        label="Password"
        formId={FORM_ID}
        inputProps={{ type: 'password', autoComplete: 'current-password' }}
      />
      {failure && <Alert type="error" showIcon title={failure} role="alert" style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" block size="large" disabled={loggingIn}>
        {loggingIn ? 'Logging in...' : 'Login'}
      </Button>
    </form>
  );
}
