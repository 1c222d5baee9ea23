import type { AccessToken } from './accessToken';
import { MlsRequestFailed } from './mlsErrors';
import type { ResoSender, SourceAnswer } from './resoSender';

/** One page of a RESO Web API answer: its records, and the link to the next page while there is one. */
export interface ResoPage {
  records: Record<string, unknown>[];
  nextLink: string | undefined;
}

const refused = (what: string, answer: SourceAnswer) =>
  new MlsRequestFailed(`${what}: HTTP ${answer.status} ${answer.body.toString('utf8').slice(0, 200)}`, answer.status);

/**
 * A source's RESO Web API: pages read with its bearer token (renewed once when the source refuses
 * it mid-run, when it can be), and media files read without it: a media URL is often another
 * host's, signed, and is never handed the source's token.
 */
export function resoClient(sender: ResoSender, token: AccessToken) {
  const authorized = async (url: string, bearer: string) =>
    sender.send(url, { headers: { authorization: `Bearer ${bearer}`, accept: 'application/json' } });

  return {
    async page(url: string): Promise<ResoPage> {
      let answer = await authorized(url, await token.get());
      if (answer.status === 401) {
        const renewed = await token.renew();
        if (renewed !== undefined) answer = await authorized(url, renewed);
      }
      if (answer.status !== 200) throw refused(new URL(url).pathname, answer);
      let parsed: { value?: unknown; '@odata.nextLink'?: unknown };
      try {
        parsed = JSON.parse(answer.body.toString('utf8')) as typeof parsed;
      } catch {
        throw new MlsRequestFailed(`${new URL(url).pathname}: the answer is not JSON`);
      }
      if (!Array.isArray(parsed.value)) throw new MlsRequestFailed(`${new URL(url).pathname}: the answer has no value list`);
      const next = parsed['@odata.nextLink'];
      return {
        records: parsed.value.filter((record): record is Record<string, unknown> => typeof record === 'object' && record !== null),
        nextLink: typeof next === 'string' && next !== '' ? new URL(next, url).toString() : undefined,
      };
    },

    async media(url: string): Promise<Buffer> {
      const answer = await sender.send(url, { headers: { accept: 'image/*' } });
      if (answer.status !== 200) throw refused('media', answer);
      return answer.body;
    },
  };
}

export type ResoClient = ReturnType<typeof resoClient>;
