import { Alert, Button, Divider } from 'antd';
import { useState } from 'react';
import { FACTOR_TEXTS, loginSchema, type LoginInput, type PendingSignIn, type User } from '@estate/domain';
import { errorMessage } from '@/api/client';
import { TextField } from '@/components/form/TextField';
import { useAuth } from '@/features/staff/session/AuthProvider';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { Suspense } from 'react';
import { preloadableLazy } from '@/components/preloadableLazy';
import { PageSpinner } from '@/components/PageSpinner';

const FORM_ID = 'login';

/** The steps after the password, and a passkey alone: their code (and @simplewebauthn/browser's) loads only when asked for. */
const SignInSteps = preloadableLazy(() => import('@/features/staff/factors/components/SignInSteps').then((module) => module.default));

/**
 * docs/product/clients.md#sign-in: Username and Password, 'Login' ('Logging in...'), and the failure
 * inline as well as in the toast; then, where the account has a factor or the setting requires one,
 * the factor or enrolment step (docs/product/dashboard.md#sign-in-and-security). 'Sign in with a passkey' needs neither.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const { login, loggingIn, signedIn } = useAuth();
  const [failure, setFailure] = useState<string>();
  const [step, setStep] = useState<PendingSignIn | 'passkey'>();
  const form = useSchemaForm<LoginInput>(loginSchema, { username: '', password: '' });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const answer = await login(values);
      if ('step' in answer) setStep(answer);
      else onSignedIn(answer);
    } catch (error) {
      setFailure(errorMessage(error, 'Invalid username or password'));
    }
  });

  const finish = (user: User) => {
    signedIn(user);
    onSignedIn(user);
  };
  if (step)
    return (
      <Suspense fallback={<PageSpinner />}>
        <SignInSteps step={step} onSignedIn={finish} onCancel={() => setStep(undefined)} />
      </Suspense>
    );

  return (
    <>
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
      <Divider plain>or</Divider>
      <Button block size="large" onClick={() => setStep('passkey')}>
        {FACTOR_TEXTS.signInWithPasskey}
      </Button>
    </>
  );
}
