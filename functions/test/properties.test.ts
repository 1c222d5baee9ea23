import { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { testApp } from './support/testApp';

const listing = (title: string, isFeatured: boolean, listedAt: string) => ({
  title,
  address: '2914 Grandin Rd, Cincinnati, OH 45208',
  neighborhood: 'Hyde Park',
  price: 2450000,
  images: ['/media/homes/home-01.svg'],
  bedrooms: 5,
  bathrooms: 5.5,
  squareFeet: 6200,
  description: 'A restored 1926 Georgian residence near Hyde Park Square.',
  propertyType: 'Single Family',
  isFeatured,
  isNewListing: false,
  createdAt: Timestamp.fromDate(new Date(listedAt)),
});

const t = testApp();
beforeEach(() => t.reset());
afterAll(() => t.teardown());

describe('GET /api/properties/featured', () => {
  it('answers the featured properties from Firestore, newest first', async () => {
    const properties = t.deps.db.collection('properties');
    await properties.doc('older').set(listing('Older Featured Estate', true, '2026-10-01T12:00:00Z'));
    await properties.doc('newer').set(listing('Newer Featured Estate', true, '2026-11-01T12:00:00Z'));
    await properties.doc('plain').set(listing('Not Featured Condo', false, '2026-11-10T12:00:00Z'));

    const response = await request(t.app).get('/api/properties/featured').expect(200);

    expect(response.body.map((p: { id: string }) => p.id)).toEqual(['newer', 'older']);
    expect(response.body[0]).toMatchObject({ title: 'Newer Featured Estate', createdAt: '2026-11-01T12:00:00.000Z', isFeatured: true });
    expect(response.headers['cache-control']).toContain('s-maxage=60');
  });

  it('answers an empty list when nothing is featured', async () => {
    const response = await request(t.app).get('/api/properties/featured').expect(200);
    expect(response.body).toEqual([]);
  });
});
