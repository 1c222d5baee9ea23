/**
 * maplibre-gl in every hosting test (jest.config.mjs maps the module here): the library draws with
 * WebGL, which jsdom lacks, and ships ES modules alone. A map that holds a camera (its bounds and
 * zoom), fires its events, and places Markers' elements in its container, so a test drives /properties'
 * map as a visitor would: `move` is a pan or a zoom that ends.
 */
type Listener = (event: object) => void;
interface Bounds {
  west: number;
  south: number;
  east: number;
  north: number;
}
type BoundsLike = [[number, number], [number, number]];

const fromLike = ([[west, south], [east, north]]: BoundsLike): Bounds => ({ west, south, east, north });

/** The maps made since the test began, the latest last. */
export const madeMaps: FakeMap[] = [];

export class FakeMap {
  readonly container: HTMLElement;
  readonly canvas = document.createElement('canvas');
  readonly options: Record<string, unknown>;
  bounds: Bounds;
  zoom = 10;
  private readonly listeners = new Map<string, Listener[]>();
  readonly touchZoomRotate = { disableRotation: () => undefined };
  readonly keyboard = { disableRotation: () => undefined };

  constructor(options: { container: HTMLElement; bounds?: BoundsLike } & Record<string, unknown>) {
    this.options = options;
    this.container = options.container;
    this.canvas.tabIndex = 0;
    this.container.append(this.canvas);
    this.bounds = options.bounds ? fromLike(options.bounds) : { west: -85, south: 38.8, east: -83.9, north: 39.5 };
    madeMaps.push(this);
    // The style loads after the map is made, as maplibre's does.
    queueMicrotask(() => this.fire('load'));
  }

  on(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    return this;
  }
  once(type: string, listener: Listener) {
    const once: Listener = (event) => {
      this.off(type, once);
      listener(event);
    };
    return this.on(type, once);
  }
  off(type: string, listener: Listener) {
    this.listeners.set(
      type,
      (this.listeners.get(type) ?? []).filter((each) => each !== listener),
    );
    return this;
  }
  fire(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener({ type, target: this });
  }

  /** A visitor's pan or zoom, ended. */
  move(bounds: Bounds, zoom = this.zoom) {
    this.bounds = bounds;
    this.zoom = zoom;
    this.fire('moveend');
  }
  easeTo({ center, zoom }: { center: { lng: number; lat: number }; zoom: number }) {
    const half = 0.01;
    this.move({ west: center.lng - half, south: center.lat - half, east: center.lng + half, north: center.lat + half }, zoom);
  }

  getBounds() {
    const { west, south, east, north } = this.bounds;
    return { getWest: () => west, getSouth: () => south, getEast: () => east, getNorth: () => north };
  }
  getZoom() {
    return this.zoom;
  }
  addControl() {
    return this;
  }
  getCanvas() {
    return this.canvas;
  }
  getCanvasContainer() {
    return this.container;
  }
  isStyleLoaded() {
    return true;
  }
  getSource() {
    return { setData: () => undefined };
  }
  remove() {
    this.container.replaceChildren();
    this.listeners.clear();
  }
}

export class Marker {
  private readonly element: HTMLElement;
  lngLat = { lng: 0, lat: 0 };
  constructor({ element }: { element?: HTMLElement } = {}) {
    this.element = element ?? document.createElement('div');
  }
  setLngLat(lngLat: { lng: number; lat: number }) {
    this.lngLat = lngLat;
    return this;
  }
  getLngLat() {
    return this.lngLat;
  }
  addTo(map: FakeMap) {
    map.getCanvasContainer().append(this.element);
    return this;
  }
  getElement() {
    return this.element;
  }
  on() {
    return this;
  }
  remove() {
    this.element.remove();
    return this;
  }
}

export class NavigationControl {}

export { FakeMap as Map };
export const setWorkerUrl = () => undefined;
export const addProtocol = () => undefined;
