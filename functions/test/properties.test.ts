import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import request from 'supertest';
import { createApp } from '../src/app';
import { firestorePropertyRepository } from '../src/data/propertyRepository';
import { clearFirestore, testFirestore } from './emulators';

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

let db: Firestore;
let close: () => Promise<void>;
const logger = { error: jest.fn() };

beforeAll(() => ({ db, close } = testFirestore()));
afterAll(() => close());
beforeEach(() => clearFirestore());

const app = () => createApp({ properties: firestorePropertyRepository(db), logger });

describe('GET /api/properties/featured', () => {
  it('answers the featured properties from Firestore, newest first', async () => {
    await db
      .collection('properties')
      .doc('older')
      .set(listing('Older Featured Estate', true, '2026-10-01T12:00:00Z'));
    await db
      .collection('properties')
      .doc('newer')
      .set(listing('Newer Featured Estate', true, '2026-11-01T12:00:00Z'));
    await db
      .collection('properties')
      .doc('plain')
      .set(listing('Not Featured Condo', false, '2026-11-10T12:00:00Z'));

    const response = await request(app()).get('/api/properties/featured').expect(200);

    expect(response.body.map((p: { id: string }) => p.id)).toEqual(['newer', 'older']);
    expect(response.body[0]).toMatchObject({ title: 'Newer Featured Estate', createdAt: '2026-11-01T12:00:00.000Z', isFeatured: true });
    expect(response.headers['cache-control']).toContain('s-maxage=60');
  });

  it('answers an empty list when nothing is featured', async () => {
    const response = await request(app()).get('/api/properties/featured').expect(200);
    expect(response.body).toEqual([]);
  });
});

describe('unknown routes and faults', () => {
  it('answers 404 with a message for an unknown API path', async () => {
    const response = await request(app()).get('/api/nowhere').expect(404);
    expect(response.body).toEqual({ message: 'No route for GET /api/nowhere' });
  });

  it('answers 500 with a generic message and logs the fault, never the stack', async () => {
    const failing = createApp({ properties: { listFeatured: () => Promise.reject(new Error('disk on fire')) }, logger });
    const response = await request(failing).get('/api/properties/featured').expect(500);
    expect(response.body).toEqual({ message: 'Something went wrong on our side. Please try again later.' });
    expect(JSON.stringify(response.body)).not.toContain('disk on fire');
    expect(logger.error).toHaveBeenCalledWith('Unhandled error in api', expect.objectContaining({ path: '/api/properties/featured' }));
  });
});
