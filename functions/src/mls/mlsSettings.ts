import { mlsClientCredentialsSchema, mlsServerTokenSchema, mlsSourcesSchema, type MlsCredentials, type MlsSource } from '@estate/domain';

/** A source to replicate: its settings and its credentials. */
export interface MlsSourceSetup {
  source: MlsSource;
  credentials: MlsCredentials;
}

const parsed = (name: string, json: string): unknown => {
  try {
    return JSON.parse(json === '' ? '[]' : json);
  } catch {
    throw new Error(`${name} is not JSON`);
  }
};

/**
 * The sources of MLS_SOURCES (a JSON list of source settings, not secret) with their credentials
 * from MLS_CREDENTIALS (one secret, JSON: `{ "<source id>": { "clientId", "clientSecret" } }`, or
 * `{ "<source id>": { "token" } }` for a source without a tokenUrl, read with a server token).
 * Throws, naming the source and the field, when either is wrong or a source has no credentials:
 * a misconfigured source must be seen, not skipped.
 */
export function mlsSourceSetups(sourcesJson: string, credentialsJson: string): MlsSourceSetup[] {
  const sources = mlsSourcesSchema.validateSync(parsed('MLS_SOURCES', sourcesJson), { stripUnknown: true });
  if (sources.length === 0) return [];
  const credentials = parsed('MLS_CREDENTIALS', credentialsJson) as Record<string, unknown> | null;
  return sources.map((source) => {
    const entry = credentials && typeof credentials === 'object' ? credentials[source.id] : undefined;
    if (entry === undefined) throw new Error(`MLS_CREDENTIALS has no credentials for source ${source.id}`);
    try {
      const schema = source.tokenUrl === undefined ? mlsServerTokenSchema : mlsClientCredentialsSchema;
      return { source, credentials: schema.validateSync(entry, { stripUnknown: true }) };
    } catch (error) {
      throw new Error(`MLS_CREDENTIALS of source ${source.id}: ${(error as Error).message}`);
    }
  });
}
