import { Marker, type Map as MapLibreMap } from 'maplibre-gl';
import type { ListingMapAnswer, ListingMapCluster, ListingMapPin } from '@estate/domain';
import { clusterFace, clusterName, pinFace, pinName } from './pinTexts';
import styles from './ListingsMap.module.css';

export interface MarkerActions {
  /** A pin pressed (a click, or Enter or Space on it): its button, to give the focus back to. */
  pin: (pin: ListingMapPin, button: HTMLButtonElement) => void;
  cluster: (cluster: ListingMapCluster) => void;
}

interface Drawn {
  marker: Marker;
  button: HTMLButtonElement;
}

function markerButton(className: string, onPress: () => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = className;
  button.addEventListener('click', onPress);
  return button;
}

/**
 * The map's pins and clusters as maplibre Markers whose elements are buttons: in the page, named,
 * reached by Tab in the answer's order. An answer that keeps a marker keeps its button (and the
 * focus in it); the others are removed.
 */
export function markerLayer(map: MapLibreMap, actions: MarkerActions) {
  const drawn = new Map<string, Drawn>();
  const pinsById = new Map<string, ListingMapPin>();
  const clustersByKey = new Map<string, ListingMapCluster>();

  function place(key: string, lng: number, lat: number, make: () => HTMLButtonElement, anchor: 'bottom' | 'center'): HTMLButtonElement {
    const existing = drawn.get(key);
    if (existing) {
      existing.marker.setLngLat({ lng, lat });
      return existing.button;
    }
    const button = make();
    drawn.set(key, { marker: new Marker({ element: button, anchor }).setLngLat({ lng, lat }).addTo(map), button });
    return button;
  }

  return {
    draw({ pins, clusters }: ListingMapAnswer) {
      const keep = new Set<string>();
      for (const cluster of clusters) {
        // A cluster's id names it at its zoom only: the key holds its count too, so a new cluster gets a new button.
        const key = `cluster:${cluster.id}:${cluster.count}`;
        keep.add(key);
        clustersByKey.set(key, cluster);
        const button = place(
          key,
          cluster.lng,
          cluster.lat,
          () => markerButton(styles.cluster!, () => actions.cluster(clustersByKey.get(key)!)),
          'center',
        );
        button.textContent = clusterFace(cluster);
        button.setAttribute('aria-label', clusterName(cluster));
      }
      for (const pin of pins) {
        const key = `pin:${pin.id}`;
        keep.add(key);
        pinsById.set(pin.id, pin);
        const button = place(
          key,
          pin.lng,
          pin.lat,
          () => {
            const made = markerButton(styles.pin!, () => actions.pin(pinsById.get(pin.id)!, made));
            made.setAttribute('aria-haspopup', 'dialog');
            made.setAttribute('aria-expanded', 'false');
            made.dataset.listingId = pin.id;
            return made;
          },
          'bottom',
        );
        button.textContent = pinFace(pin);
        button.setAttribute('aria-label', pinName(pin));
      }
      for (const [key, { marker }] of drawn) {
        if (keep.has(key)) continue;
        marker.remove();
        drawn.delete(key);
        clustersByKey.delete(key);
        if (key.startsWith('pin:')) pinsById.delete(key.slice('pin:'.length));
      }
    },
    remove() {
      for (const { marker } of drawn.values()) marker.remove();
      drawn.clear();
    },
  };
}

export type MarkerLayer = ReturnType<typeof markerLayer>;
