import request from 'supertest';
import { AREA_MAX_POSITIONS, GEOJSON_AREA_TEXTS, type NeighborhoodBoundaryCollection, type Ring } from '@estate/domain';
import { expectAdminOnly } from '../support/adminGuard';
import { ORIGIN, testApp } from '../support/testApp';
import { squareRing } from '../../../scripts/fixtures/squareRing';

const t = testApp();
beforeEach(() => t.reset());
afterAll(() => t.teardown());

const HYDE_PARK = { type: 'Polygon', coordinates: [squareRing(-84.44, 39.14, 0.01)] };
const OAKLEY = { type: 'MultiPolygon', coordinates: [[squareRing(-84.426, 39.157, 0.008)], [squareRing(-84.41, 39.16, 0.002)]] };

const asAdmin = async () => {
  const cookie = await t.signInAsAdmin();
  return {
    put: (id: string, body: object) =>
      request(t.app).put(`/api/neighborhoods/${id}/boundary`).set('Cookie', cookie).set('Origin', ORIGIN).send(body),
    remove: (id: string) => request(t.app).delete(`/api/neighborhoods/${id}/boundary`).set('Cookie', cookie).set('Origin', ORIGIN),
  };
};

const boundaries = async () => {
  const response = await request(t.app).get('/api/neighborhoods/boundaries').expect(200);
  return { response, collection: response.body as NeighborhoodBoundaryCollection };
};

describe('GET /api/neighborhoods/boundaries', () => {
  it('answers an empty FeatureCollection, cacheable, as GeoJSON, before any boundary', async () => {
    const { response, collection } = await boundaries();
    expect(collection).toEqual({ type: 'FeatureCollection', features: [] });
    expect(response.headers['content-type']).toMatch(/^application\/geo\+json/);
    expect(response.headers['cache-control']).toContain('s-maxage=60');
  });
});

describe('PUT /api/neighborhoods/:id/boundary', () => {
  it('stores a Feature, a one-feature FeatureCollection or a bare geometry, and the public reads them in the neighbourhoods’ order', async () => {
    const admin = await asAdmin();
    const stored = await admin
      .put('oakley', { geojson: { type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: OAKLEY }] } })
      .expect(200);
    expect(stored.body).toEqual({ id: 'oakley', name: 'Oakley', approximate: false, geometry: OAKLEY, updatedAt: expect.any(String) });
    expect(stored.headers['cache-control']).toBe('private, no-store');
    await admin
      .put('hyde-park', { geojson: { type: 'Feature', properties: { name: 'HP' }, geometry: HYDE_PARK }, approximate: true })
      .expect(200);

    const { collection } = await boundaries();
    expect(collection).toEqual({
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', id: 'hyde-park', properties: { name: 'Hyde Park', approximate: true }, geometry: HYDE_PARK },
        { type: 'Feature', id: 'oakley', properties: { name: 'Oakley', approximate: false }, geometry: OAKLEY },
      ],
    });
    // Stored as its GeoJSON text: Firestore takes no nested arrays.
    expect(typeof (await t.deps.db.collection('neighborhoodBoundaries').doc('oakley').get()).get('geometry')).toBe('string');
  });

  it('replaces a boundary whole', async () => {
    const admin = await asAdmin();
    await admin.put('hyde-park', { geojson: HYDE_PARK, approximate: true }).expect(200);
    const moved = { type: 'Polygon', coordinates: [squareRing(-84.45, 39.135, 0.012)] };
    await admin.put('hyde-park', { geojson: moved }).expect(200);
    expect((await boundaries()).collection.features).toEqual([
      { type: 'Feature', id: 'hyde-park', properties: { name: 'Hyde Park', approximate: false }, geometry: moved },
    ]);
  });

  it.each([
    ['no file', {}, 'Choose a GeoJSON file with the boundary'],
    ['not GeoJSON', { geojson: 'hello' }, GEOJSON_AREA_TEXTS.notGeoJson],
    ['two features', { geojson: { type: 'FeatureCollection', features: [HYDE_PARK, HYDE_PARK] } }, GEOJSON_AREA_TEXTS.oneFeature],
    ['a line', { geojson: { type: 'LineString', coordinates: squareRing(-84.44, 39.14, 0.01) } }, GEOJSON_AREA_TEXTS.areaType],
    ['an open ring', { geojson: { type: 'Polygon', coordinates: [squareRing(-84.44, 39.14, 0.01).slice(0, 4)] } }, GEOJSON_AREA_TEXTS.ring],
    ['Columbus', { geojson: { type: 'Polygon', coordinates: [squareRing(-82.99, 39.96, 0.01)] } }, GEOJSON_AREA_TEXTS.region],
    ['approximate not a flag', { geojson: HYDE_PARK, approximate: 'maybe' }, 'Approximate must be true or false'],
  ])('answers 400 for %s, storing nothing', async (_case, body, message) => {
    const admin = await asAdmin();
    expect((await admin.put('hyde-park', body).expect(400)).body.message).toBe(message);
    expect((await boundaries()).collection.features).toEqual([]);
  });

  it(`answers 400 past ${AREA_MAX_POSITIONS} positions, and 413 past the API's body limit`, async () => {
    const admin = await asAdmin();
    const ring = (count: number): Ring => {
      const positions = Array.from({ length: count - 1 }, (_, i): [number, number] => [
        -84.44 + 0.01 * Math.cos((2 * Math.PI * i) / (count - 1)),
        39.14 + 0.01 * Math.sin((2 * Math.PI * i) / (count - 1)),
      ]).map(([lng, lat]): [number, number] => [Math.round(lng * 1e5) / 1e5, Math.round(lat * 1e5) / 1e5]);
      return [...positions, positions[0]!];
    };
    const tooMany = await admin.put('hyde-park', { geojson: { type: 'Polygon', coordinates: [ring(AREA_MAX_POSITIONS + 1)] } }).expect(400);
    expect(tooMany.body.message).toBe('A boundary has at most 2,000 positions: simplify it');
    await admin.put('hyde-park', { geojson: { type: 'Polygon', coordinates: [ring(6000)] } }).expect(413);
  });

  it('answers 404 for a neighbourhood the agency does not serve', async () => {
    const admin = await asAdmin();
    expect((await admin.put('springfield', { geojson: HYDE_PARK }).expect(404)).body.message).toBe('Neighborhood not found');
  });

  it('is for admins only', async () => {
    await expectAdminOnly(t, 'put', '/api/neighborhoods/hyde-park/boundary', { geojson: HYDE_PARK });
    expect((await boundaries()).collection.features).toEqual([]);
  });
});

describe('DELETE /api/neighborhoods/:id/boundary', () => {
  it('removes the boundary, then answers 404 as there is none', async () => {
    const admin = await asAdmin();
    await admin.put('hyde-park', { geojson: HYDE_PARK }).expect(200);
    expect((await admin.remove('hyde-park').expect(200)).body).toEqual({ message: 'Boundary removed' });
    expect((await boundaries()).collection.features).toEqual([]);
    expect((await admin.remove('hyde-park').expect(404)).body.message).toBe('This neighborhood has no boundary');
  });

  it('is for admins only', async () => {
    await (await asAdmin()).put('hyde-park', { geojson: HYDE_PARK }).expect(200);
    await expectAdminOnly(t, 'delete', '/api/neighborhoods/hyde-park/boundary');
    expect((await boundaries()).collection.features).toHaveLength(1);
  });
});
