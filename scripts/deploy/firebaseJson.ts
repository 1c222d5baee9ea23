// What the deploy check reads of firebase.json, in the shapes firebase-tools accepts: `functions`
// and `hosting` are each one entry or a list of them.

export interface FunctionsCodebase {
  source: string;
  codebase?: string;
  runtime?: string;
  ignore?: string[];
}

export interface HostingSite {
  public: string;
  ignore?: string[];
  rewrites?: { source?: string; regex?: string; function?: string | { functionId: string; region?: string } }[];
}

export interface FirebaseJson {
  functions?: FunctionsCodebase | FunctionsCodebase[];
  hosting?: HostingSite | HostingSite[];
}

/** A Hosting rewrite that hands requests to a Cloud Function. */
export interface FunctionRewrite {
  pattern: string;
  functionId: string;
  region: string;
}

/** The region firebase-tools gives a rewrite that names none (and a function that declares none). */
export const DEFAULT_REGION = 'us-central1';

const asList = <T>(entry: T | T[] | undefined): T[] => (entry === undefined ? [] : Array.isArray(entry) ? entry : [entry]);

export const functionsCodebases = (json: FirebaseJson): FunctionsCodebase[] => asList(json.functions);

export const hostingSites = (json: FirebaseJson): HostingSite[] => asList(json.hosting);

export function functionRewrites(json: FirebaseJson): FunctionRewrite[] {
  return hostingSites(json).flatMap((site) =>
    (site.rewrites ?? []).flatMap((rewrite) => {
      const target = rewrite.function;
      if (target === undefined) return [];
      const pattern = rewrite.source ?? rewrite.regex ?? '?';
      return typeof target === 'string'
        ? [{ pattern, functionId: target, region: DEFAULT_REGION }]
        : [{ pattern, functionId: target.functionId, region: target.region ?? DEFAULT_REGION }];
    }),
  );
}
