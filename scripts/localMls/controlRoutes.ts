import { type LocalMlsControl, type Selection } from './control';
import { type FaultSpec } from './faults';
import { type ListingChange } from './listingChanges';

/**
 * The control surface over HTTP, under /_control/: the same operations as the server object's
 * `control`, for a developer with curl or a test in another process. JSON in, JSON out.
 */
type Route = (control: LocalMlsControl, body: Record<string, unknown>) => unknown;

const selection = (body: Record<string, unknown>): Selection => body as Selection;

const ROUTES: Record<string, Route> = {
  'GET /_control/state': (control) => control.state(),
  'POST /_control/clock': (control, body) => {
    if (typeof body.set === 'string') control.setClock(body.set);
    if (typeof body.advanceSeconds === 'number') control.advanceClock(body.advanceSeconds);
    if (typeof body.frozen === 'boolean') control.freezeClock(body.frozen);
    return control.state();
  },
  'POST /_control/listings/prices': (control, body) => ({ listings: control.changePrices(selection(body)) }),
  'POST /_control/listings/statuses': (control, body) => ({ listings: control.changeStatuses(selection(body)) }),
  'POST /_control/listings/photos': (control, body) => ({ listings: control.changePhotos(selection(body)) }),
  'POST /_control/listings/withhold-address': (control, body) => ({ listings: control.withholdAddresses(selection(body)) }),
  'POST /_control/listings/withhold-listing': (control, body) => ({ listings: control.withholdListings(selection(body)) }),
  'POST /_control/listings/not-viewable': (control, body) => ({ listings: control.makeNotViewable(selection(body)) }),
  'POST /_control/listings/delete': (control, body) => ({ deleted: control.deleteListings(selection(body)) }),
  'POST /_control/listings/update': (control, body) => ({ listing: control.updateListing(String(body.key), body.fields as ListingChange) }),
  'POST /_control/listings/add': (control, body) => ({ listings: control.addListings(Number(body.count ?? 1)) }),
  'POST /_control/faults': (control, body) => {
    control.injectFault(body as unknown as FaultSpec);
    return { faults: control.state().faults };
  },
  'DELETE /_control/faults': (control) => {
    control.clearFaults();
    return { faults: [] };
  },
  'POST /_control/tokens/expire': (control) => {
    control.expireTokens();
    return {};
  },
  'POST /_control/tokens/lifetime': (control, body) => {
    control.setTokenLifetime(Number(body.seconds));
    return {};
  },
  'POST /_control/hung/release': (control) => ({ released: control.releaseHung() }),
  'POST /_control/continuations/forget': (control) => {
    control.forgetContinuations();
    return {};
  },
  'GET /_control/requests': (control) => ({ requests: control.requests() }),
  'DELETE /_control/requests': (control) => {
    control.clearRequests();
    return {};
  },
};

export const CONTROL_PREFIX = '/_control/';

/** The answer to a control request: 200 and what the operation gave, 404 for no such operation, 400 for a refusal. */
export function controlAnswer(control: LocalMlsControl, method: string, path: string, body: string): { status: number; body: unknown } {
  const listing = /^\/_control\/listings\/([^/]+)$/.exec(path);
  if (method === 'GET' && listing) {
    const record = control.listing(decodeURIComponent(listing[1]!));
    return record ? { status: 200, body: record } : { status: 404, body: { error: 'No such listing' } };
  }
  const route = ROUTES[`${method} ${path}`];
  if (!route) return { status: 404, body: { error: `No control operation ${method} ${path}`, operations: Object.keys(ROUTES) } };
  try {
    const parsed: unknown = body.trim() === '' ? {} : JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('The body must be a JSON object');
    return { status: 200, body: route(control, parsed as Record<string, unknown>) };
  } catch (error) {
    return { status: 400, body: { error: (error as Error).message } };
  }
}
