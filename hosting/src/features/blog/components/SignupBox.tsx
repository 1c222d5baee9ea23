import type { FormEvent } from 'react';
import styles from './SignupBox.module.css';

interface Props {
  id: string;
  title: string;
  text: string;
  buttonLabel: string;
}

// SPEC §2, §7: these boxes have no submit behavior and make no call; the page stays put.
const stay = (event: FormEvent) => event.preventDefault();

/** An email signup box (blog newsletter, quarterly report). */
export function SignupBox({ id, title, text, buttonLabel }: Props) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className={styles.box}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.text}>{text}</p>
      <form className={styles.form} onSubmit={stay}>
        <label htmlFor={`${id}-email`} className="visually-hidden">
          Email address
        </label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Your email address"
          className={styles.input}
        />
        <button type="submit" className={styles.button}>
          {buttonLabel}
        </button>
      </form>
    </section>
  );
}
