import type { Request } from 'express';

/** Error Reporting's own type: a log entry that carries it is always taken for an error event. */
export const REPORTED_ERROR_EVENT = 'type.googleapis.com/google.devtools.clouderrorreporting.v1beta1.ReportedErrorEvent';

/** The trace id of a request, from Google's front end's X-Cloud-Trace-Context or W3C traceparent. */
function traceIdOf(req: Request): string | undefined {
  const cloud = /^([0-9a-f]{32})\//i.exec(req.get('X-Cloud-Trace-Context') ?? '');
  const w3c = /^[0-9a-f]{2}-([0-9a-f]{32})-/i.exec(req.get('traceparent') ?? '');
  return cloud?.[1] ?? w3c?.[1];
}

/**
 * The fields that make a structured log line (firebase-functions' logger: its message and these
 * as jsonPayload) an error event that Error Reporting groups: the stack trace in `stack_trace`
 * (read first, so the line's own message stays readable), the service and revision, the request
 * and its answer's status, and the request's trace, linking the event to its trace and its logs.
 * docs/operations.md: where to see them.
 */
export function errorEvent(error: unknown, req?: Request, status = 500, env: NodeJS.ProcessEnv = process.env): Record<string, unknown> {
  const stack = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : `Error: ${String(error)}`;
  const traceId = req && traceIdOf(req);
  const project = env.GCLOUD_PROJECT;
  return {
    '@type': REPORTED_ERROR_EVENT,
    stack_trace: stack,
    serviceContext: {
      service: env.K_SERVICE ?? env.FUNCTION_TARGET ?? 'functions',
      ...(env.K_REVISION ? { version: env.K_REVISION } : {}),
    },
    ...(req
      ? {
          context: {
            httpRequest: {
              method: req.method,
              url: req.originalUrl,
              ...(req.get('User-Agent') ? { userAgent: req.get('User-Agent') } : {}),
              responseStatusCode: status,
            },
          },
        }
      : {}),
    ...(traceId && project ? { 'logging.googleapis.com/trace': `projects/${project}/traces/${traceId}` } : {}),
  };
}
