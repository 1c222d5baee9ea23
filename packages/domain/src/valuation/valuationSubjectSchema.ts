/** docs/product/valuation.md#the-home: the owner's facts as the estimate takes them, each refused with its VALUATION_TEXTS message. */
import { mixed, number, object } from 'yup';
import { NEIGHBORHOOD_NAMES, type NeighborhoodName } from '../shared/neighborhoods';
import { latitudeSchema, longitudeSchema } from '../listings/listingSchemas';
import {
  HOME_CONDITIONS,
  VALUATION_SUBJECT_LIMITS as LIMITS,
  VALUED_PROPERTY_TYPES,
  type HomeCondition,
  type ValuedPropertyType,
} from './valuationSubject';
import { VALUATION_TEXTS as TEXTS } from './valuationTexts';

/** A number with one message for every way it can be wrong; a cleared input ('' or null) is none. */
const amount = (message: string, min: number, max: number) =>
  number()
    .transform((value: unknown, original: unknown) => (original === null || original === '' ? undefined : value))
    .typeError(message)
    .min(min, message)
    .max(max, message);

export const valuationSubjectSchema = object({
  propertyType: mixed<ValuedPropertyType>().required(TEXTS.propertyType).oneOf([...VALUED_PROPERTY_TYPES], TEXTS.propertyType),
  bedrooms: amount(TEXTS.bedrooms, 0, LIMITS.bedrooms).required(TEXTS.bedrooms).integer(TEXTS.bedrooms),
  bathrooms: amount(TEXTS.bathrooms, 0, LIMITS.bathrooms)
    .required(TEXTS.bathrooms)
    .test('half-steps', TEXTS.bathrooms, (value) => Number.isInteger(value * 2)),
  squareFeet: amount(TEXTS.squareFeet, ...LIMITS.squareFeet).required(TEXTS.squareFeet),
  LotSizeAcres: amount(TEXTS.lotSizeAcres, 0, LIMITS.lotSizeAcres),
  YearBuilt: amount(TEXTS.yearBuilt, ...LIMITS.yearBuilt).integer(TEXTS.yearBuilt),
  condition: mixed<HomeCondition>().required(TEXTS.condition).oneOf([...HOME_CONDITIONS], TEXTS.condition),
  neighborhood: mixed<NeighborhoodName>()
    .oneOf([...NEIGHBORHOOD_NAMES], TEXTS.neighborhood)
    .test('place', TEXTS.place, function hasPlace(neighborhood) {
      return neighborhood !== undefined || typeof this.parent?.Latitude === 'number';
    }),
  Latitude: latitudeSchema,
  Longitude: longitudeSchema,
});
