import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/https';
import { createApp } from './app';
import { firestorePropertyRepository } from './data/propertyRepository';
import { firestore } from './firebase';

const db = firestore();

export const api = onRequest(
  { region: 'us-central1', memory: '512MiB', maxInstances: 10, concurrency: 80 },
  createApp({ properties: firestorePropertyRepository(db), logger }),
);
