export const PROPERTIES_URL = '/api/properties';

export const propertyUrl = (id: string) => `${PROPERTIES_URL}/${encodeURIComponent(id)}`;

/** Every cached property read: the listings, the featured list and each detail (docs/product.md#api). */
export const PROPERTY_READS = [PROPERTIES_URL];
