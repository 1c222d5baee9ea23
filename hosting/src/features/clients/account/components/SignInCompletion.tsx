import { Alert, Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CLIENT_ACCOUNT_PATH, SIGN_IN_EMAIL_MISMATCH_MESSAGE, signInCompletionSchema } from '@estate/domain';
import { errorMessage } from '@/api/client';
import { PageSpinner } from '@/components/PageSpinner';
import { TextField } from '@/components/form/TextField';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { useCompleteSignIn } from '@/features/clients/account/api/completeSignIn';
import { SignInRequestForm } from './SignInRequestForm';
import { SIGN_IN_EMAIL_KEY } from '@/features/clients/signInPath';

const FORM_ID = 'client-sign-in-confirm';
const emailOnly = signInCompletionSchema.pick(['email']);

/**
 * The email's link lands here with its code. In the browser that asked for it the address is
 * remembered and the sign-in completes at once; anywhere else the visitor confirms the address
 * first, so a link forwarded to someone else signs nobody in.
 */
export function SignInCompletion({ code }: { code: string }) {
  const navigate = useNavigate();
  const complete = useCompleteSignIn();
  const [remembered] = useState(() => window.localStorage.getItem(SIGN_IN_EMAIL_KEY) ?? '');
  const started = useRef(false);
  const form = useSchemaForm(emailOnly, { email: '' });

  const finish = (email: string) =>
    complete.mutate(
      { email, code },
      {
        onSuccess: ({ next }) => {
          window.localStorage.removeItem(SIGN_IN_EMAIL_KEY);
          void navigate(next ?? CLIENT_ACCOUNT_PATH, { replace: true });
        },
      },
    );

  useEffect(() => {
    if (remembered && !started.current) {
      started.current = true;
      finish(remembered);
    }
  });

  const failure = complete.isError ? errorMessage(complete.error, 'This sign-in link did not work.') : undefined;
  const failureAlert = failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 24 }} />;
  // A wrong address leaves the link usable: ask again. Any other failure needs a new link.
  if (failure && failure !== SIGN_IN_EMAIL_MISMATCH_MESSAGE) {
    return (
      <>
        {failureAlert}
        <p>Ask for a new link:</p>
        <SignInRequestForm />
      </>
    );
  }
  if ((remembered && !failure) || complete.isPending || complete.isSuccess) return <PageSpinner />;

  const onSubmit = form.handleSubmit(({ email }) => finish(email));
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Confirm your email">
      {failureAlert}
      <p>This link was opened in another browser. Enter the email address it was sent to, to finish signing in.</p>
      <TextField control={form.control} name="email" label="Email" formId={FORM_ID} inputProps={{ type: 'email', autoComplete: 'email' }} />
      <Button type="primary" htmlType="submit" block size="large">
        Confirm and sign in
      </Button>
    </form>
  );
}
