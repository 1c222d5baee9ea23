import { fileURLToPath } from 'node:url';
import { writeArtworkManifest } from './artworkPhotos';

// `npm run artwork`, after a drawing in hosting/public/media is added or changed.
await writeArtworkManifest(fileURLToPath(new URL('../..', import.meta.url)));
