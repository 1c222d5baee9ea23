import type { FormEvent } from 'react';

interface Props {
  id: string;
  buttonLabel: string;
  classNames: { form?: string; input?: string; button?: string };
}

// docs/product/site.md#shell and docs/product/api.md#api: the newsletter and report signup boxes have no submit behaviour and make no
// call; submitting leaves the page as it is.
const stay = (event: FormEvent) => event.preventDefault();

/** The email box of the footer newsletter and the blog's signup boxes. */
export function EmailSignupForm({ id, buttonLabel, classNames }: Props) {
  return (
    <form className={classNames.form} onSubmit={stay}>
      <label htmlFor={`${id}-email`} className="visually-hidden">
        Email address
      </label>
      <input
        id={`${id}-email`}
        type="email"
        name="email"
        autoComplete="email"
        placeholder="Your email address"
        className={classNames.input}
      />
      <button type="submit" className={classNames.button}>
        {buttonLabel}
      </button>
    </form>
  );
}
