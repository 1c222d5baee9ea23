// Google's Node clients take protobuf objects, not the REST API's JSON: the one difference in the
// monitoring files is a Duration, written "300s" in JSON and { seconds: 300 } to a client.

/** The fields of AlertPolicy, UptimeCheckConfig and their parts that are Durations. */
const DURATION_FIELDS = new Set([
  'alignmentPeriod',
  'autoClose',
  'duration',
  'evaluationInterval',
  'forecastHorizon',
  'period',
  'renotifyInterval',
  'timeout',
]);

const DURATION = /^(\d+)(?:\.(\d{1,9}))?s$/;

/** `value` with every Duration field's "<seconds>s" as { seconds, nanos }; a malformed one throws. */
export function toProtoObject(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => toProtoObject(item));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([field, child]) => [field, toProtoObject(child, field)]));
  }
  if (DURATION_FIELDS.has(key) && typeof value === 'string') {
    const parts = DURATION.exec(value);
    if (!parts) throw new Error(`${key}: "${value}" is not a duration such as "300s"`);
    return { seconds: Number(parts[1]), nanos: Number((parts[2] ?? '').padEnd(9, '0')) };
  }
  return value;
}
