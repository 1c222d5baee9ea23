import {
  adjustmentLines,
  CMA_RULES,
  CMA_TEXTS,
  cmaAdjustedPrice,
  cmaChoicesSchema,
  cmaEstimate,
  newCmaSchema,
  valueAndRange,
  type CmaCandidate,
} from '../../src';

/** A candidate as the server offers it: a sale with its fitted adjustments and weight. */
const candidate = (id: string, ClosePrice: number, weight: number, squareFeet = 0, condition = 0): CmaCandidate => ({
  id,
  address: `${id} Erie Ave`,
  propertyType: 'Single Family',
  bedrooms: 4,
  bathrooms: 3,
  squareFeet: 3_000,
  ClosePrice,
  CloseDate: '2026-09-01',
  distanceKm: 0.5,
  ring: 0,
  differences: { squareFeet: 0, bedrooms: 0, bathrooms: 0, age: null, LotSizeAcres: null },
  adjustments: { squareFeet, bedrooms: 0, bathrooms: 0, age: 0, condition },
  adjustedPrice: ClosePrice + squareFeet + condition,
  weight,
});

const A = candidate('a', 900_000, 0.5, 20_000, 36_800);
const B = candidate('b', 950_000, 0.4, -10_000);
const C = candidate('c', 880_000, 0.3);

describe("a comparable's lines", () => {
  it("lists the fitted adjustments the agent kept (none of $0), then the agent's own", () => {
    expect(adjustmentLines(A.adjustments, [])).toEqual([
      { label: 'Living area', dollars: 20_000 },
      { label: 'Condition', dollars: 36_800 },
    ]);
    expect(
      adjustmentLines(A.adjustments, [
        { label: 'Living area, measured', dollars: 30_000, replaces: 'squareFeet' },
        { label: 'Finished basement', dollars: 25_000 },
      ]),
    ).toEqual([
      { label: 'Condition', dollars: 36_800 },
      { label: 'Living area, measured', dollars: 30_000 },
      { label: 'Finished basement', dollars: 25_000 },
    ]);
  });

  it('prices the sale with every line: a replaced one leaves, an added one adds', () => {
    expect(cmaAdjustedPrice(A, [])).toBe(A.adjustedPrice);
    expect(cmaAdjustedPrice(A, [{ label: 'Living area', dollars: 30_000, replaces: 'squareFeet' }])).toBe(A.adjustedPrice + 10_000);
    expect(cmaAdjustedPrice(B, [{ label: 'Pool', dollars: -15_000 }])).toBe(B.adjustedPrice - 15_000);
  });
});

describe("the estimate of the agent's choices", () => {
  it('is none below the minimum of comparables', () => {
    expect(CMA_RULES.minComparables).toBe(3);
    expect(
      cmaEstimate([
        { candidate: A, lines: [] },
        { candidate: B, lines: [] },
      ]),
    ).toBeNull();
  });

  it("is the valuation's own value and range when the agent adds no line", () => {
    const { value, low, high, confidence } = valueAndRange([A, B, C]);
    expect(cmaEstimate([A, B, C].map((sale) => ({ candidate: sale, lines: [] })))).toEqual({ value, low, high, confidence });
  });

  it("moves with the agent's lines, each sale keeping its weight", () => {
    const lines = [{ label: 'Finished basement', dollars: 60_000 }];
    const withLine = cmaEstimate([
      { candidate: A, lines },
      { candidate: B, lines: [] },
      { candidate: C, lines: [] },
    ])!;
    const { value } = valueAndRange([{ ...A, adjustedPrice: A.adjustedPrice + 60_000 }, B, C]);
    expect(withLine.value).toBe(value);
    expect(withLine.value).toBeGreaterThan(cmaEstimate([A, B, C].map((sale) => ({ candidate: sale, lines: [] })))!.value);
  });
});

describe("the editor's bodies", () => {
  it('takes a lead, or an address with the facts, and nothing less', async () => {
    await expect(newCmaSchema.validate({ leadId: 'lead-1' })).resolves.toMatchObject({ leadId: 'lead-1' });
    await expect(newCmaSchema.validate({ address: '1 Main St' })).rejects.toThrow(CMA_TEXTS.leadOrHome);
  });

  it('refuses a line without a label, dollars out of bounds, a home chosen twice and too long a note', async () => {
    const choice = (lines: object[]) => ({ comparables: [{ id: 'a', lines }] });
    await expect(cmaChoicesSchema.validate(choice([{ label: ' ', dollars: 1 }]))).rejects.toThrow(CMA_TEXTS.lineLabelRequired);
    await expect(cmaChoicesSchema.validate(choice([{ label: 'Pool', dollars: 5_000_001 }]))).rejects.toThrow(CMA_TEXTS.lineDollarsRange);
    await expect(cmaChoicesSchema.validate(choice([{ label: 'Pool', dollars: 1, replaces: 'garage' }]))).rejects.toThrow(
      CMA_TEXTS.lineReplacesKey,
    );
    await expect(cmaChoicesSchema.validate({ comparables: [{ id: 'a' }, { id: 'a' }] })).rejects.toThrow(CMA_TEXTS.duplicateChoice);
    await expect(cmaChoicesSchema.validate({ note: 'x'.repeat(CMA_RULES.maxNote + 1) })).rejects.toThrow(CMA_TEXTS.noteTooLong);
    await expect(cmaChoicesSchema.validate({})).resolves.toEqual({ comparables: [], competition: [], note: '' });
  });
});
