import type { Response } from 'express';
import type { Request } from 'firebase-functions/https';
import { CINCINNATI_REGION, type MapView } from '@estate/domain';
import { warmingMapCells } from '../../src/composition/mapCellsWarmUp';

/** functions/src/index.ts' `api` and `site`: the first request of an instance starts reading the region's map cells. */
function world(read: () => Promise<never> | Promise<{ listings: []; reads: number }> = async () => ({ listings: [], reads: 1 })) {
  const asked: MapView[] = [];
  const warnings: string[] = [];
  const handled: string[] = [];
  const handler = warmingMapCells(
    (request) => void handled.push(request.path),
    { inView: (view) => (asked.push(view), read()) },
    { warn: (message) => void warnings.push(message) },
  );
  const call = (path: string) => handler({ path } as Request, {} as Response);
  return { asked, warnings, handled, call };
}

it("reads the whole region's cells once, at the instance's first request, and hands every request on", async () => {
  const { asked, handled, call } = world();
  await call('/api/health');
  await call('/api/properties/map');
  expect(asked).toEqual([CINCINNATI_REGION]);
  expect(handled).toEqual(['/api/health', '/api/properties/map']);
});

it('warns when the read fails, and still answers', async () => {
  const { warnings, handled, call } = world(() => Promise.reject(new Error('unavailable')));
  await call('/');
  await new Promise((resolve) => setImmediate(resolve));
  expect(warnings).toEqual(['The map cells could not be read ahead']);
  expect(handled).toEqual(['/']);
});
