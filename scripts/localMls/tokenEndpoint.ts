import { type IncomingMessage } from 'node:http';
import { type AccessTokens, type ClientCredentials } from './accessTokens';

export interface TokenAnswer {
  status: number;
  body: Record<string, unknown>;
}

const decoded = (text: string): string | undefined => {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
};

/** The client's credentials from HTTP Basic (RFC 6749 §2.3.1's first way) or the form body. */
function credentialsOf(request: IncomingMessage, form: URLSearchParams): Partial<ClientCredentials> {
  const basic = /^Basic\s+(.+)$/i.exec(request.headers.authorization ?? '');
  if (basic) {
    // Each part is form-encoded before the two are joined (RFC 6749 §2.3.1).
    const pair = Buffer.from(basic[1]!, 'base64').toString('utf8');
    const colon = pair.indexOf(':');
    if (colon >= 0) return { clientId: decoded(pair.slice(0, colon)), clientSecret: decoded(pair.slice(colon + 1)) };
  }
  return { clientId: form.get('client_id') ?? undefined, clientSecret: form.get('client_secret') ?? undefined };
}

/** `POST /oauth2/token`, client credentials grant: a bearer token, or OAuth2's error. */
export function tokenAnswer(request: IncomingMessage, body: string, tokens: AccessTokens): TokenAnswer {
  const form = new URLSearchParams(body);
  if (form.get('grant_type') !== 'client_credentials') {
    return { status: 400, body: { error: 'unsupported_grant_type', error_description: 'Only grant_type=client_credentials is supported' } };
  }
  const issued = tokens.issue(credentialsOf(request, form));
  if (!issued) return { status: 401, body: { error: 'invalid_client', error_description: 'Unknown client or wrong secret' } };
  return { status: 200, body: { access_token: issued.token, token_type: 'Bearer', expires_in: issued.expiresInS } };
}
