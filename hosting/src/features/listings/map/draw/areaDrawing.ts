import type { Map as MapLibreMap } from 'maplibre-gl';
import type { Feature, Polygon } from 'geojson';
import { TerraDraw, TerraDrawCircleMode, TerraDrawPolygonMode } from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import { BRAND_COLORS } from '@estate/domain';
import { circleArea, polygonArea, type ShapeResult } from './drawnAreaShapes';

export type DrawKind = 'polygon' | 'circle';

export interface AreaDrawing {
  /** Starts drawing a shape of that kind, dropping any begun. */
  draw(kind: DrawKind): void;
  /** Drops the shape being drawn, if any. */
  cancel(): void;
  /** Takes the drawing off the map for good. */
  remove(): void;
}

interface AreaDrawingHandlers {
  /** A shape was finished: the area it makes, or why it makes none. */
  onShape: (result: ShapeResult) => void;
  /** Escape dropped the shape being drawn. */
  onCancel: () => void;
}

/** Navy while drawn, where the search's area (shownArea.ts) is brass: the two tell apart while one replaces the other. */
const STYLES = {
  fillColor: BRAND_COLORS.navyLight,
  fillOpacity: 0.1,
  outlineColor: BRAND_COLORS.navyLight,
  outlineWidth: 2,
} as const;
/** Where drawing is idle: terra-draw's mode that reads no pointer. */
const IDLE = 'static';

/**
 * Drawing a polygon or a circle on a listings map with terra-draw (its MapLibre adapter), and only
 * while asked: the finished shape is read into a DrawnArea (drawnAreaShapes.ts) and taken off the
 * drawing, as the page shows the URL's area itself. A polygon finishes on its first point, on a
 * double-click (a click on its last point) or Enter (a key of the map's canvas, which drawing
 * focuses); a circle is dragged from its centre (or clicked at its centre, then its edge). Escape,
 * wherever the focus is, drops what is being drawn.
 */
export function areaDrawing(map: MapLibreMap, { onShape, onCancel }: AreaDrawingHandlers): AreaDrawing {
  const terraDraw = new TerraDraw({
    adapter: new TerraDrawMapLibreGLAdapter({ map }),
    modes: [
      new TerraDrawPolygonMode({
        keyEvents: { cancel: null, finish: 'Enter' },
        styles: { ...STYLES, closingPointColor: BRAND_COLORS.navy },
      }),
      new TerraDrawCircleMode({ keyEvents: { cancel: null, finish: null }, drawInteraction: 'click-move-or-drag', styles: STYLES }),
    ],
  });
  let started = false;
  let wanted: DrawKind | undefined;

  const clearDrawing = () => {
    terraDraw.setMode(IDLE);
    terraDraw.clear();
  };
  const begin = () => {
    started = true;
    terraDraw.start();
    if (wanted) terraDraw.setMode(wanted);
  };
  // Not loaded yet, or loading tiles: idle comes once it is all done (load alone may have passed).
  if (map.isStyleLoaded()) begin();
  else map.once('idle', begin);

  terraDraw.on('finish', (id) => {
    const feature = terraDraw.getSnapshotFeature(id) as Feature<Polygon, { mode?: unknown; radiusKilometers?: unknown }> | undefined;
    wanted = undefined;
    // Read, then cleared once terra-draw is done with the feature it has just closed.
    queueMicrotask(clearDrawing);
    if (!feature || feature.geometry.type !== 'Polygon') return;
    onShape(feature.properties.mode === 'circle' ? circleArea(feature) : polygonArea(feature.geometry.coordinates[0] ?? []));
  });

  const canvas = map.getCanvas();
  // Escape anywhere on the page: focus may have left the canvas (a click on the page around the map).
  const escape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !wanted) return;
    drawing.cancel();
    onCancel();
  };
  document.addEventListener('keydown', escape);

  const drawing: AreaDrawing = {
    draw(kind) {
      wanted = kind;
      if (started) {
        clearDrawing();
        terraDraw.setMode(kind);
      }
      // Enter reaches terra-draw from the canvas, not from the button pressed.
      canvas.focus();
    },
    cancel() {
      wanted = undefined;
      if (started) clearDrawing();
    },
    remove() {
      document.removeEventListener('keydown', escape);
      map.off('idle', begin);
      if (started) terraDraw.stop();
    },
  };
  return drawing;
}
