import { EmailSignupForm } from '@/components/EmailSignupForm';
import styles from './SignupBox.module.css';

interface Props {
  id: string;
  title: string;
  text: string;
  buttonLabel: string;
}

/** An email signup box (blog newsletter, quarterly report). */
export function SignupBox({ id, title, text, buttonLabel }: Props) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className={styles.box}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.text}>{text}</p>
      <EmailSignupForm id={id} buttonLabel={buttonLabel} classNames={{ form: styles.form, input: styles.input, button: styles.button }} />
    </section>
  );
}
