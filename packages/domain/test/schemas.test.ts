import type { AnySchema } from 'yup';
import { ValidationError } from 'yup';
import {
  consultationSchema,
  contactSchema,
  leadUpdateSchema,
  listingImageAltsSchema,
  investorSchema,
  leadPayloadSchemas,
  loginSchema,
  newUserSchema,
  userUpdateSchema,
  popupLeadSchema,
  newPropertySchema,
  propertySchema,
  showingSchema,
} from '../src';

/** Every message of a failed validation, by field. */
async function messages(schema: AnySchema, value: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message]));
  }
}

const lead = { name: 'Jordan Ellis', email: 'jordan@example.com', phone: '5135550100' };

describe('lead forms (docs/product/leads.md#lead-forms)', () => {
  it('popup: name and email', async () => {
    expect(await messages(popupLeadSchema, { name: 'J', email: 'nope' })).toEqual({
      name: 'Name is required',
      email: 'Invalid email address',
    });
    expect(await messages(popupLeadSchema, { name: 'Jo', email: 'jo@example.com' })).toEqual({});
  });

  it('consultation: phone and interest', async () => {
    expect(await messages(consultationSchema, { ...lead, phone: '513555', interest: '' })).toEqual({
      phone: 'Valid phone number is required',
      interest: 'Please select an interest',
    });
  });

  it('investor: investment goals of at least 10 characters', async () => {
    expect(await messages(investorSchema, { ...lead, investmentGoals: 'rentals' })).toEqual({
      investmentGoals: 'Please describe your investment goals',
    });
  });

  it('contact: its own wording, optional phone, default interest', async () => {
    expect(await messages(contactSchema, { name: 'J', email: 'x', message: 'short' })).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      message: 'Message must be at least 10 characters',
    });
    const valid = await contactSchema.validate({ name: 'Jo', email: 'jo@example.com', message: 'Tell me more about Hyde Park.' });
    expect(valid.interest).toBe('Other inquiry');
  });

  it('showing: date and time slot required', async () => {
    expect(await messages(showingSchema, { ...lead, preferredDate: '', preferredTime: '' })).toEqual({
      preferredDate: 'Please select a date',
      preferredTime: 'Please select a time',
    });
    expect(await messages(showingSchema, { ...lead, preferredDate: '2026-11-23', preferredTime: '6:00 PM' })).toEqual({
      preferredTime: 'Please select a time',
    });
  });

  it('server payloads add the interests docs/product/leads.md#lead-forms fixes', async () => {
    const contact = await leadPayloadSchemas.contact_form.validate({
      ...lead,
      message: 'Please call me back soon.',
      source: 'contact_form',
    });
    expect(contact.interest).toBe('general');
    const investor = await leadPayloadSchemas.investor_form.validate({ ...lead, investmentGoals: 'Cash-flowing duplexes' });
    expect(investor.interest).toBe('investing');
  });
});

describe('login and new user (docs/product/clients.md#sign-in, docs/product/dashboard.md#users)', () => {
  it('login: username 3 and password 6', async () => {
    expect(await messages(loginSchema, { username: 'ad', password: '12345' })).toEqual({
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 6 characters',
    });
  });

  it('new user: email message, and a staff role (admin by default)', async () => {
    expect(await messages(newUserSchema, { username: 'sam', password: 'secret1', name: 'Sam', email: 'sam@' })).toEqual({
      email: 'Please enter a valid email address',
    });
    const valid = { username: 'sam', password: 'secret1', name: 'Sam', email: 'sam@example.com' };
    expect(await messages(newUserSchema, { ...valid, role: 'agent' })).toEqual({});
    expect(await messages(newUserSchema, { ...valid, role: 'owner' })).toEqual({ role: 'Role must be one of: admin, agent' });
    expect(newUserSchema.cast(valid).role).toBe('admin');
  });

  it('user update: a role or availability, at least one', async () => {
    expect(await messages(userUpdateSchema, { role: 'broker' })).toEqual({ role: 'Role must be one of: admin, agent' });
    expect(await messages(userUpdateSchema, { available: 'yes' })).toEqual({ available: 'available must be true or false' });
    await expect(userUpdateSchema.validate({})).rejects.toThrow('Send a role or available to change');
    expect(await messages(userUpdateSchema, { available: false })).toEqual({});
  });
});

describe('property (docs/product/dashboard.md#properties-tab)', () => {
  const property = {
    title: 'Georgian Estate on Grandin Road',
    address: '2950 Grandin Rd, Cincinnati, OH 45208',
    neighborhood: 'Hyde Park',
    price: 2450000,
    bedrooms: 5,
    bathrooms: 4.5,
    squareFeet: 6200,
    description: 'A stately brick Georgian with a slate roof and formal gardens.',
    propertyType: 'Single Family',
    images: ['/media/homes/home-01.svg'],
  };

  it('accepts a complete listing and defaults the flags', async () => {
    const valid = await propertySchema.validate(property);
    expect(valid).toMatchObject({ isFeatured: false, isNewListing: false });
  });

  it('names each broken rule', async () => {
    expect(
      await messages(propertySchema, {
        ...property,
        neighborhood: 'Springfield',
        price: 0,
        bathrooms: 2.25,
        propertyType: 'All Types',
        images: [],
      }),
    ).toEqual({
      neighborhood: 'Please select a neighborhood',
      price: 'Price must be greater than 0',
      bathrooms: 'Bathrooms go in half steps',
      propertyType: 'Please select a property type',
      images: 'At least one image is required',
    });
  });

  describe('coordinates', () => {
    it('keeps both, in the Cincinnati region, and takes neither (a listing stored before them)', async () => {
      expect(await propertySchema.validate({ ...property, Latitude: 39.1365, Longitude: -84.4421 })).toMatchObject({
        Latitude: 39.1365,
        Longitude: -84.4421,
      });
      const cleared = await propertySchema.validate({ ...property, Latitude: null, Longitude: '' });
      expect(cleared.Latitude).toBeUndefined();
      expect(cleared.Longitude).toBeUndefined();
    });

    it('refuses a position outside the region, a swapped pair and one of the two alone', async () => {
      expect(await messages(propertySchema, { ...property, Latitude: 40.7128, Longitude: 84.44 })).toEqual({
        Latitude: 'Latitude must be a number in the Cincinnati region (38.75 to 39.6)',
        Longitude: 'Longitude must be a number in the Cincinnati region (-85.05 to -83.85)',
      });
      expect(await messages(propertySchema, { ...property, Latitude: -84.44, Longitude: 39.13 })).toEqual({
        Latitude: 'Latitude must be a number in the Cincinnati region (38.75 to 39.6)',
        Longitude: 'Longitude must be a number in the Cincinnati region (-85.05 to -83.85)',
      });
      expect(await messages(propertySchema, { ...property, Latitude: 39.13 })).toEqual({
        Longitude: 'Give both latitude and longitude, or neither',
      });
      expect(await messages(propertySchema, { ...property, Longitude: -84.44, Latitude: 'north' })).toEqual({
        Latitude: 'Latitude must be a number in the Cincinnati region (38.75 to 39.6)',
      });
    });

    it('are required of a new listing that starts Active, not of one Coming Soon', async () => {
      expect(await messages(newPropertySchema, { ...property, StandardStatus: 'Active' })).toEqual({
        Latitude: 'Place the listing on the map before it goes Active',
        Longitude: 'Place the listing on the map before it goes Active',
      });
      expect(await messages(newPropertySchema, property)).toEqual({
        Latitude: 'Place the listing on the map before it goes Active',
        Longitude: 'Place the listing on the map before it goes Active',
      });
      expect(await messages(newPropertySchema, { ...property, StandardStatus: 'Coming Soon' })).toEqual({});
      expect(await messages(newPropertySchema, { ...property, Latitude: 39.13, Longitude: -84.44 })).toEqual({});
    });
  });
});

describe('fixed interests (docs/product/leads.md#lead-forms)', () => {
  it.each([
    ['contact_form', { message: 'Please call me back soon.' }, 'general'],
    ['investor_form', { investmentGoals: 'Cash-flowing duplexes' }, 'investing'],
    ['schedule_form', { preferredDate: '2026-11-23', preferredTime: '10:00 AM' }, 'buying'],
  ] as const)('%s stores its own interest even when the client sends another', async (source, fields, interest) => {
    const payload = await leadPayloadSchemas[source].validate({ ...lead, ...fields, interest: 'selling' });
    expect(payload.interest).toBe(interest);
  });
});

describe('text fields sent something else', () => {
  // yup's own trim() calls value.trim() on whatever came: an object made it throw a TypeError (a 500).
  it.each([
    ['a lead change ownerId', leadUpdateSchema, { ownerId: {} }, 'ownerId'],
    [
      'a contact interest',
      contactSchema,
      { name: 'Jo', email: 'jo@example.com', message: 'Tell me more about it.', interest: {} },
      'interest',
    ],
    ['an alt text', listingImageAltsSchema, [['Front porch']], '[0]'],
  ] as const)('%s that is not text fails validation, naming the field', async (_case, schema, value, field) => {
    expect(Object.keys(await messages(schema as AnySchema, value))).toContain(field);
  });
});
