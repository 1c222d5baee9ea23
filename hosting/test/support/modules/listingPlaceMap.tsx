import type { ListingPlaceMapProps } from '@/features/listings/dashboard/components/place/ListingPlaceMap';

/**
 * The listing dialog's map in every hosting test (jest.config.mjs maps its module here): maplibre-gl
 * draws with WebGL, which jsdom lacks, and ships ES modules alone. A button that places the pin
 * where a click on the map would, and names where the pin is.
 */
export default function ListingPlaceMap({ latitude, longitude, onPlace }: ListingPlaceMapProps) {
  return (
    <button type="button" onClick={() => onPlace(39.1092, -84.4983)}>
      {`Map pin at ${latitude}, ${longitude}`}
    </button>
  );
}
