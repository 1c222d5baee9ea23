// What the functions declare, read from their build manifest (what `firebase deploy` reads when
// it discovers the code: discoverFunctions.ts), in the terms the preflight checks.

/** The parts of firebase-tools' Build the preflight reads. */
export interface BuildManifest {
  endpoints: Record<
    string,
    {
      region?: unknown[];
      platform?: string;
      serviceAccount?: string | null;
      secretEnvironmentVariables?: { key: string; secret?: string }[] | null;
      scheduleTrigger?: unknown;
      eventTrigger?: unknown;
    }
  >;
  params?: { name: string; type: string; default?: unknown }[];
  requiredAPIs?: { api: string; reason?: string }[];
}

export interface DeclaredFunction {
  id: string;
  regions: string[];
  platform: string;
  /** The runtime service account it names, if any (else the platform's default). */
  serviceAccount?: string;
  secrets: string[];
  trigger: 'schedule' | 'event' | 'request';
}

export interface DeclaredFunctions {
  functions: DeclaredFunction[];
  /** Parameters (defineString and its kin), which `firebase deploy --non-interactive` reads from the .env files only. */
  params: { name: string; default?: string }[];
  /** Secret Manager secrets the functions read (defineSecret). */
  secrets: string[];
  /** APIs the SDK says the code needs beyond the usual ones. */
  requiredApis: { api: string; reason: string }[];
}

const unique = (values: string[]) => [...new Set(values)].sort();

export function declaredFunctions(build: BuildManifest): DeclaredFunctions {
  const functions = Object.entries(build.endpoints).map(([id, endpoint]): DeclaredFunction => {
    const secrets = (endpoint.secretEnvironmentVariables ?? []).map((variable) => variable.secret ?? variable.key);
    return {
      id,
      regions: (endpoint.region ?? []).map(String),
      platform: endpoint.platform ?? 'gcfv2',
      ...(endpoint.serviceAccount ? { serviceAccount: endpoint.serviceAccount } : {}),
      secrets,
      trigger: endpoint.scheduleTrigger ? 'schedule' : endpoint.eventTrigger ? 'event' : 'request',
    };
  });
  const params = build.params ?? [];
  return {
    functions,
    params: params
      .filter((param) => param.type !== 'secret')
      .map(({ name, default: value }) => ({ name, ...(value === undefined ? {} : { default: String(value) }) })),
    secrets: unique([
      ...params.filter((param) => param.type === 'secret').map((param) => param.name),
      ...functions.flatMap((declared) => declared.secrets),
    ]),
    requiredApis: (build.requiredAPIs ?? []).map(({ api, reason }) => ({ api, reason: reason ?? 'the functions SDK asks for it' })),
  };
}

/** Every region a function is declared in. */
export const declaredRegions = (declared: DeclaredFunctions) => unique(declared.functions.flatMap((declared) => declared.regions));
