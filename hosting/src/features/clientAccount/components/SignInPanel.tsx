import { SignInCompletion } from './SignInCompletion';
import { SignInRequestForm } from './SignInRequestForm';

/** The sign-in page's form: finishing the sign-in when the email's link brought its code, else asking for a link. */
export function SignInPanel({ code, next }: { code?: string; next?: string }) {
  return code ? <SignInCompletion code={code} /> : <SignInRequestForm next={next} />;
}
