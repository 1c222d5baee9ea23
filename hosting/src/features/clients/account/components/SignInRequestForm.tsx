import { Alert, Button } from 'antd';
import { useState } from 'react';
import { signInLinkRequestSchema } from '@estate/domain';
import { prepareAppCheck } from '@/api/appCheck';
import { errorMessage } from '@/api/client';
import { TextField } from '@/components/form/TextField';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { useRequestSignInLink } from '@/features/clients/account/api/requestSignInLink';
import { SIGN_IN_EMAIL_KEY } from '@/features/clients/signInPath';

const FORM_ID = 'client-sign-in';
const emailOnly = signInLinkRequestSchema.pick(['email']);

/** Asks for a sign-in link (docs/product/clients.md#client-accounts); the address is remembered for the link's return. */
export function SignInRequestForm({ next }: { next?: string }) {
  const request = useRequestSignInLink();
  const [sent, setSent] = useState<string>();
  const form = useSchemaForm(emailOnly, { email: '' });

  const onSubmit = form.handleSubmit(({ email }) =>
    request.mutateAsync({ email, ...(next ? { next } : {}) }).then(
      ({ message }) => {
        window.localStorage.setItem(SIGN_IN_EMAIL_KEY, email);
        setSent(message);
      },
      () => undefined,
    ),
  );

  if (sent) return <Alert type="success" showIcon title={sent} role="status" />;
  return (
    <form onFocus={prepareAppCheck} onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Sign in with your email">
      <TextField control={form.control} name="email" label="Email" formId={FORM_ID} inputProps={{ type: 'email', autoComplete: 'email' }} />
      {request.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={errorMessage(request.error, 'We could not send the link. Please try again.')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Button type="primary" htmlType="submit" block size="large" disabled={request.isPending}>
        {request.isPending ? 'Sending...' : 'Email me a sign-in link'}
      </Button>
    </form>
  );
}
