// The restore drill's check: the restored database beside the live one, collection by collection,
// counted by Firestore (an aggregation reads no documents' data, and bills one read per 1,000).
import type { GoogleApi } from '../google/googleApi';

export const LIVE_DATABASE = '(default)';

export interface CollectionCounts {
  collection: string;
  live?: number;
  restored?: number;
}

export interface Comparison {
  counts: CollectionCounts[];
  /** Why the restored database cannot be taken as a good copy: it is missing, empty or unreadable. */
  problems: string[];
}

interface CountAnswer {
  result?: { aggregateFields?: { count?: { integerValue?: string } } };
}

/** The top-level collections of `database` with their document counts, or why they could not be counted. */
async function countCollections(google: GoogleApi, projectId: string, database: string): Promise<Map<string, number> | string> {
  const documents = `v1/projects/${projectId}/databases/${database}/documents`;
  const ids: string[] = [];
  let pageToken: string | undefined;
  do {
    const page = await google.post<{ collectionIds?: string[]; nextPageToken?: string }>('firestore', `${documents}:listCollectionIds`, {
      pageSize: 500,
      ...(pageToken ? { pageToken } : {}),
    });
    if (!page.ok) return `${database}: ${page.status === 404 ? 'no such database' : `Google answered ${page.status} (${page.message})`}`;
    ids.push(...(page.body.collectionIds ?? []));
    pageToken = page.body.nextPageToken || undefined;
  } while (pageToken);

  const counts = new Map<string, number>();
  for (const collection of ids.sort()) {
    const answer = await google.post<CountAnswer[]>('firestore', `${documents}:runAggregationQuery`, {
      structuredAggregationQuery: {
        structuredQuery: { from: [{ collectionId: collection }] },
        aggregations: [{ alias: 'count', count: {} }],
      },
    });
    if (!answer.ok) return `${database}: counting ${collection}, Google answered ${answer.status} (${answer.message})`;
    counts.set(collection, Number(answer.body.find((part) => part.result)?.result?.aggregateFields?.count?.integerValue ?? 0));
  }
  return counts;
}

/** Counts every top-level collection of the live database and of `restored`, side by side. */
export async function compareDatabases(google: GoogleApi, projectId: string, restored: string): Promise<Comparison> {
  const [live, copy] = await Promise.all([
    countCollections(google, projectId, LIVE_DATABASE),
    countCollections(google, projectId, restored),
  ]);
  const problems = [live, copy].filter((counted): counted is string => typeof counted === 'string');
  if (problems.length > 0) return { counts: [], problems };
  const liveCounts = live as Map<string, number>;
  const copyCounts = copy as Map<string, number>;
  const collections = [...new Set([...liveCounts.keys(), ...copyCounts.keys()])].sort();
  return {
    counts: collections.map((collection) => ({
      collection,
      ...(liveCounts.has(collection) ? { live: liveCounts.get(collection) } : {}),
      ...(copyCounts.has(collection) ? { restored: copyCounts.get(collection) } : {}),
    })),
    problems: copyCounts.size === 0 ? [`${restored} holds no documents: it is not a copy of the data`] : [],
  };
}

/** The comparison as a table to read. */
export function comparisonTable(restored: string, { counts, problems }: Comparison): string[] {
  const width = Math.max('collection'.length, ...counts.map(({ collection }) => collection.length));
  const cell = (count?: number) => (count === undefined ? '—' : String(count)).padStart(10);
  return [
    `${'collection'.padEnd(width)} ${LIVE_DATABASE.padStart(10)} ${restored.padStart(10)}`,
    ...counts.map(({ collection, live, restored: copy }) => `${collection.padEnd(width)} ${cell(live)} ${cell(copy)}`),
    ...problems.map((problem) => `✗ ${problem}`),
  ];
}
