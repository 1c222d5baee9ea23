/** docs/product/valuation.md#the-home: the owner's facts as the estimate takes them, each refused with its VALUATION_TEXTS message. */
import { mixed, object } from 'yup';
import { boundedNumber } from '../shared/fields';
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

export const valuationSubjectSchema = object({
  propertyType: mixed<ValuedPropertyType>()
    .required(TEXTS.propertyType)
    .oneOf([...VALUED_PROPERTY_TYPES], TEXTS.propertyType),
  bedrooms: boundedNumber(TEXTS.bedrooms, 0, LIMITS.bedrooms).required(TEXTS.bedrooms).integer(TEXTS.bedrooms),
  bathrooms: boundedNumber(TEXTS.bathrooms, 0, LIMITS.bathrooms)
    .required(TEXTS.bathrooms)
    .test('half-steps', TEXTS.bathrooms, (value) => Number.isInteger(value * 2)),
  squareFeet: boundedNumber(TEXTS.squareFeet, ...LIMITS.squareFeet).required(TEXTS.squareFeet),
  LotSizeAcres: boundedNumber(TEXTS.lotSizeAcres, 0, LIMITS.lotSizeAcres),
  YearBuilt: boundedNumber(TEXTS.yearBuilt, ...LIMITS.yearBuilt).integer(TEXTS.yearBuilt),
  condition: mixed<HomeCondition>()
    .required(TEXTS.condition)
    .oneOf([...HOME_CONDITIONS], TEXTS.condition),
  neighborhood: mixed<NeighborhoodName>()
    .oneOf([...NEIGHBORHOOD_NAMES], TEXTS.neighborhood)
    .test('place', TEXTS.place, function hasPlace(neighborhood) {
      return neighborhood !== undefined || typeof this.parent?.Latitude === 'number';
    }),
  Latitude: latitudeSchema,
  Longitude: longitudeSchema,
});
