import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The smallest RESO Web API that the replication's tests need, to the wire contract of
 * docs/product/mls.md (a stand-in until the local MLS of scripts/localMls/ can be started here):
 * OAuth2 client credentials, `/Property` with `$filter` (`eq`, `gt`, `ge` joined by `and`),
 * `$select`, `$top`, `$expand=Media`, ordered by ModificationTimestamp and ListingKey, and
 * `@odata.nextLink`; media files; and the faults the tests set off.
 */
export const STUB_CLIENT = { clientId: 'stub-client', clientSecret: 'stub-secret' };

export type StubRecord = Record<string, unknown> & { ListingKey: string; ModificationTimestamp: string };

/** A fault the next Property request meets: an answer with this status (and Retry-After), or no answer at all. */
export type StubFault = { status: number; retryAfter?: string } | 'hang';

export interface StubRequest {
  path: string;
  query: URLSearchParams;
  status: number | 'hung';
}

const byPlace = (a: StubRecord, b: StubRecord) =>
  Date.parse(a.ModificationTimestamp) - Date.parse(b.ModificationTimestamp) || a.ListingKey.localeCompare(b.ListingKey);

/** One `$filter` clause: `Field op value`, the value a quoted string, a boolean or a timestamp. */
function clauseOf(text: string): (record: StubRecord) => boolean {
  const match = /^(\w+) (eq|gt|ge) (.+)$/.exec(text.trim());
  if (!match) throw new Error(`Unsupported $filter clause: ${text}`);
  const [, field, op, raw] = match as unknown as [string, string, 'eq' | 'gt' | 'ge', string];
  const value = raw.startsWith("'") ? raw.slice(1, -1).replaceAll("''", "'") : raw === 'true' ? true : raw === 'false' ? false : raw;
  if (op === 'eq') return (record) => record[field] === value;
  const at = Date.parse(String(value));
  return (record) => (op === 'gt' ? Date.parse(String(record[field])) > at : Date.parse(String(record[field])) >= at);
}

export function stubResoServer({ onHang }: { onHang?: () => void } = {}) {
  let photo: Buffer | undefined;
  const records = new Map<string, StubRecord>();
  const requests: StubRequest[] = [];
  const faults: StubFault[] = [];
  const tokens = new Set<string>();
  const refusedMedia = new Set<string>();
  const hung: ServerResponse[] = [];
  let issued = 0;
  let signatures = 0;
  let linkGeneration = 0;
  let origin = '';

  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
    return status;
  };

  async function token(req: IncomingMessage, res: ServerResponse) {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    const form = new URLSearchParams(body);
    if (form.get('client_id') !== STUB_CLIENT.clientId || form.get('client_secret') !== STUB_CLIENT.clientSecret)
      return json(res, 401, { error: 'invalid_client' });
    issued += 1;
    const accessToken = `token-${issued}`;
    tokens.add(accessToken);
    return json(res, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3600 });
  }

  function property(url: URL, req: IncomingMessage, res: ServerResponse): number | 'hung' {
    if (!tokens.has((req.headers.authorization ?? '').replace(/^Bearer /, ''))) return json(res, 401, { error: 'invalid_token' });
    const fault = faults.shift();
    if (fault === 'hang') {
      hung.push(res);
      setImmediate(() => onHang?.());
      return 'hung';
    }
    if (fault) return json(res, fault.status, { error: 'fault' }, fault.retryAfter ? { 'retry-after': fault.retryAfter } : {});
    const query = url.searchParams;
    const generation = query.get('generation');
    if (generation !== null && Number(generation) !== linkGeneration) return json(res, 410, { error: 'This link has expired' });
    const clauses = (query.get('$filter') ?? '').split(' and ').filter(Boolean).map(clauseOf);
    const after = query.get('$skiptoken');
    const [afterTimestamp, afterKey] = after ? (after.split('|') as [string, string]) : [];
    const matching = [...records.values()]
      .filter((record) => clauses.every((clause) => clause(record)))
      .sort(byPlace)
      .filter((record) => !after || byPlace(record, { ListingKey: afterKey!, ModificationTimestamp: afterTimestamp! }) > 0);
    const top = Number(query.get('$top') ?? 100);
    const page = matching.slice(0, top);
    const select = query.get('$select')?.split(',');
    const expand = query.get('$expand') === 'Media';
    const value = page.map((record) => {
      const { Media, ...fields } = record;
      const shown = select ? Object.fromEntries(select.map((name) => [name, fields[name]])) : fields;
      // Signed anew on every read, as MLS Grid's media URLs are.
      const signed = (Media as { MediaURL: string }[] | undefined)?.map((media) => {
        signatures += 1;
        return { ...media, MediaURL: `${new URL(media.MediaURL, origin).toString()}?signature=${signatures}` };
      });
      return expand ? { ...shown, Media: signed } : shown;
    });
    const last = page.at(-1);
    const next = new URL(url.toString(), origin);
    next.searchParams.set('$skiptoken', `${last?.ModificationTimestamp}|${last?.ListingKey}`);
    next.searchParams.set('generation', String(linkGeneration));
    return json(res, 200, {
      '@odata.context': `${origin}/reso/$metadata#Property`,
      value,
      ...(matching.length > top ? { '@odata.nextLink': next.toString() } : {}),
    });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin);
    const log = (status: number | 'hung') => requests.push({ path: url.pathname, query: url.searchParams, status });
    if (req.method === 'POST' && url.pathname === '/token') return void token(req, res).then(log);
    if (url.pathname === '/reso/Property') return void log(property(url, req, res));
    if (url.pathname.startsWith('/media/') && photo) {
      const key = url.pathname.slice('/media/'.length).replace(/\.png$/, '');
      if (refusedMedia.delete(key)) return void log(json(res, 403, { error: 'This signed URL has expired' }));
      res.writeHead(200, { 'content-type': 'image/png' }).end(photo);
      return void log(200);
    }
    log(json(res, 404, { error: 'not found' }));
  });

  return {
    records,
    /** Every request, oldest first. */
    requests,
    get origin() {
      return origin;
    },
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      return origin;
    },
    async stop() {
      for (const res of hung) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
    /** Back to no records, no faults, no tokens and no requests seen: between tests. */
    reset() {
      records.clear();
      requests.length = 0;
      faults.length = 0;
      tokens.clear();
      refusedMedia.clear();
      issued = 0;
    },
    put(...list: StubRecord[]) {
      for (const record of list) records.set(record.ListingKey, record);
    },
    /** The next Property requests meet these faults, in order. */
    fail: (...list: StubFault[]) => void faults.push(...list),
    /** Every token issued so far stops working (401), as one that expired. */
    expireTokens: () => tokens.clear(),
    /** Every nextLink handed out so far stops working (410), as continuations a source keeps for a while. */
    forgetLinks: () => void (linkGeneration += 1),
    tokensIssued: () => issued,
    /** The next request for this media is refused (403), as a signed URL that expired. */
    refuseMediaOnce: (mediaKey: string) => void refusedMedia.add(mediaKey),
    /** The bytes every media URL answers. */
    setPhoto: (bytes: Buffer) => void (photo = bytes),
  };
}
