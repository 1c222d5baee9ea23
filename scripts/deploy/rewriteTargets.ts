import type { FunctionRewrite } from './firebaseJson';

/** Each function's regions, as the artifact's manifest declares them. */
export type DeclaredRegions = Record<string, string[]>;

/** Hosting rewrites whose function the artifact does not declare, or not in the rewrite's region. */
export function rewriteProblems(rewrites: FunctionRewrite[], declared: DeclaredRegions): string[] {
  return rewrites.flatMap(({ pattern, functionId, region }) => {
    const regions = declared[functionId];
    if (!regions) return [`firebase.json: the rewrite of ${pattern} names function ${functionId}, which the artifact does not declare`];
    if (!regions.includes(region)) {
      return [`firebase.json: the rewrite of ${pattern} names ${functionId} in ${region}, but it is declared in ${regions.join(', ')}`];
    }
    return [];
  });
}
