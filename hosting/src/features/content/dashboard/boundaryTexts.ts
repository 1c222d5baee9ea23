/** docs/product/dashboard.md#content-tabs: the neighbourhood dialog's boundary section. */
export const BOUNDARY_TEXTS = {
  heading: 'Boundary',
  help: 'A GeoJSON file (.geojson or .json): a Polygon or MultiPolygon, a Feature holding one, or a FeatureCollection of one feature. It replaces the boundary at once.',
  none: 'No boundary yet: maps show no outline for this neighborhood.',
  exact: 'Has a boundary.',
  approximate: 'Has an approximate outline.',
  approximateSwitch: 'Upload as an approximate outline',
  upload: 'Upload boundary',
  replace: 'Replace boundary',
  remove: 'Remove boundary',
  notJson: 'The file is not JSON',
  saved: 'Boundary saved',
  removed: 'Boundary removed',
  failed: 'Failed to save the boundary',
  removeFailed: 'Failed to remove the boundary',
} as const;
