import { APP_CHECK_HEADER } from '@estate/domain';

/** A token of the site's App Check; `fresh` asks for a new one rather than the one kept. */
export type AppCheckTokens = (fresh: boolean) => Promise<string>;

let tokens: Promise<AppCheckTokens> | undefined;

/**
 * Firebase's App Check and its provider (reCAPTCHA Enterprise's script, in production) are a chunk
 * of their own, asked for on a form's first use: never with a page's own code. A failed load is
 * tried again at the next use.
 */
const loadTokens = () =>
  (tokens ??= import('./appCheckTokens')
    .then(({ appCheckTokens }) => appCheckTokens())
    .catch((error: unknown) => {
      tokens = undefined;
      throw error;
    }));

/**
 * On a form's first focus (docs/product/leads.md#app-check): the SDK, the provider and a first token,
 * so that sending waits for none of them.
 */
export function prepareAppCheck(): void {
  loadTokens()
    .then((get) => get(false))
    .catch(() => undefined);
}

/**
 * The App Check header of a visitor's form; none when no token could be had (a blocked provider,
 * no connection): the API then answers 401, which the form explains.
 */
export async function appCheckHeader(fresh = false): Promise<Record<string, string>> {
  try {
    return { [APP_CHECK_HEADER]: await (await loadTokens())(fresh) };
  } catch {
    return {};
  }
}
