import { configure, screen, waitFor } from '@testing-library/react';
import { CMA_TEXTS, cmaEstimate, formatPrice, type CmaCandidate, type CmaPublished, type CmaWorkspace } from '@estate/domain';
import { CmaEditor } from '@/features/cma/dashboard/components/CmaEditor';
import { fastUserEvent } from '../support/leadFormHarness';
import { renderWithProviders } from '../support/renderWithProviders';
import { answerApi, buttonIn, callsTo, json } from '../support/staffHarness';

// Role queries skip the visibility check, slow in jsdom under antd's styles.
configure({ defaultHidden: true });
const user = fastUserEvent();

const sale = (id: string, ClosePrice: number, weight: number, squareFeet: number): CmaCandidate => ({
  id,
  address: `${id} Erie Ave, Cincinnati, OH 45208`,
  neighborhood: 'Hyde Park',
  propertyType: 'Single Family',
  bedrooms: 4,
  bathrooms: 3,
  squareFeet,
  ClosePrice,
  CloseDate: '2026-09-01',
  distanceKm: 0.5,
  ring: 0,
  differences: { squareFeet: 3_000 - squareFeet, bedrooms: 0, bathrooms: 0, age: null, LotSizeAcres: null },
  adjustments: { squareFeet: (3_000 - squareFeet) * 200, bedrooms: 0, bathrooms: 0, age: 0, condition: 0 },
  adjustedPrice: ClosePrice + (3_000 - squareFeet) * 200,
  weight,
});

const CANDIDATES = [
  sale('101', 900_000, 0.5, 2_900),
  sale('103', 950_000, 0.4, 3_100),
  sale('105', 880_000, 0.3, 3_000),
  sale('107', 1_000_000, 0.2, 3_050),
];
const WORKSPACE: CmaWorkspace = {
  cma: {
    id: 'cma-1',
    leadId: 'lead-1',
    createdBy: 'uid-avery',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    status: 'draft',
    home: {
      propertyType: 'Single Family',
      bedrooms: 4,
      bathrooms: 3,
      squareFeet: 3_000,
      condition: 'Good',
      neighborhood: 'Hyde Park',
      address: '3300 Erie Ave',
    },
    comparables: ['101', '103', '105'].map((id) => ({ id, lines: [] })),
    competition: [],
    note: '',
  },
  candidates: CANDIDATES,
  competitionCandidates: [
    {
      id: 'active-1',
      address: '7 Competition Row',
      propertyType: 'Single Family',
      bedrooms: 4,
      bathrooms: 3,
      squareFeet: 3_100,
      price: 1_150_000,
      StandardStatus: 'Active',
      distanceKm: 0.2,
    },
  ],
  unavailable: [],
  estimate: null,
};
const PUBLISHED: CmaPublished = {
  id: 'cma-1',
  publishedAt: '2026-11-20T11:00:00.000Z',
  link: 'http://localhost:5000/cma/c1.abc.def',
  pdfLink: 'http://localhost:5000/cma/c1.abc.def.pdf',
};

const estimateOf = (ids: string[], lines: Record<string, { label: string; dollars: number }[]> = {}) =>
  cmaEstimate(ids.map((id) => ({ candidate: CANDIDATES.find((candidate) => candidate.id === id)!, lines: lines[id] ?? [] })))!;

function renderEditor() {
  const fetch = answerApi({
    'GET /api/cmas/cma-1': () => json(WORKSPACE),
    'PUT /api/cmas/cma-1': () => json(WORKSPACE),
    'POST /api/cmas/cma-1/publish': () => json(PUBLISHED),
  });
  renderWithProviders(<CmaEditor id="cma-1" />);
  return fetch;
}

describe('the CMA editor', () => {
  it('estimates the chosen comparables live, as the server does, and asks for more below the minimum', async () => {
    renderEditor();
    expect(await screen.findByText(formatPrice(estimateOf(['101', '103', '105']).value))).toBeTruthy();
    await user.click(screen.getByLabelText('Use 105 Erie Ave, Cincinnati, OH 45208'));
    expect(await screen.findByText(CMA_TEXTS.tooFewChosen)).toBeTruthy();
    await user.click(screen.getByLabelText('Use 107 Erie Ave, Cincinnati, OH 45208'));
    expect(await screen.findByText(formatPrice(estimateOf(['101', '103', '107']).value))).toBeTruthy();
  });

  it("adds the agent's line to a comparable, and saves the choices, lines, competition and note", async () => {
    const fetch = renderEditor();
    await screen.findByText(CMA_TEXTS.candidates);
    const [addLine] = screen.getAllByText(CMA_TEXTS.addLine);
    await user.click(addLine!.closest('button')!);
    await user.type(screen.getByLabelText(`${CMA_TEXTS.lineLabel} 1, 101 Erie Ave, Cincinnati, OH 45208`), 'Finished basement');
    await user.type(screen.getByLabelText(`${CMA_TEXTS.lineDollars} 1, 101 Erie Ave, Cincinnati, OH 45208`), '50000');
    const withLine = estimateOf(['101', '103', '105'], { '101': [{ label: 'Finished basement', dollars: 50_000 }] });
    expect(await screen.findByText(formatPrice(withLine.value))).toBeTruthy();
    await user.click(screen.getByText(/7 Competition Row/));
    await user.type(screen.getByLabelText(CMA_TEXTS.note), 'Priced to sell.');
    await user.click(buttonIn(screen, CMA_TEXTS.save));
    expect(await screen.findByText(CMA_TEXTS.saved)).toBeTruthy();
    expect(callsTo(fetch, 'PUT', '/api/cmas/cma-1')).toEqual([
      [
        '/api/cmas/cma-1',
        {
          address: '3300 Erie Ave',
          comparables: [
            { id: '101', lines: [{ label: 'Finished basement', dollars: 50_000 }] },
            { id: '103', lines: [] },
            { id: '105', lines: [] },
          ],
          competition: ['active-1'],
          note: 'Priced to sell.',
        },
      ],
    ]);
  });

  it("publishes and shows the owner's link, copyable, and the PDF's", async () => {
    const fetch = renderEditor();
    await screen.findByText(CMA_TEXTS.candidates);
    await user.click(buttonIn(screen, CMA_TEXTS.publish));
    expect(await screen.findByText(CMA_TEXTS.published)).toBeTruthy();
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/cmas/cma-1/publish')).toHaveLength(1));
    expect(screen.getByText(PUBLISHED.link).closest('a')!.getAttribute('href')).toBe(PUBLISHED.link);
    expect(screen.getByText(CMA_TEXTS.downloadPdf).closest('a')!.getAttribute('href')).toBe(PUBLISHED.pdfLink);
  });
});
