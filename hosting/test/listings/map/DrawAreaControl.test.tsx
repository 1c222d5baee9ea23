import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { DrawnArea } from '@estate/domain';
import type { AreaDrawing, DrawKind } from '@/features/listings/map/draw/areaDrawing';
import type { ShapeResult } from '@/features/listings/map/draw/drawnAreaShapes';
import { DrawAreaControl } from '@/features/listings/map/draw/DrawAreaControl';

// terra-draw draws on a WebGL map, which jsdom has not: a stand-in takes its place and finishes shapes on demand.
const drawing = { draw: jest.fn<void, [DrawKind]>(), cancel: jest.fn(), remove: jest.fn() } satisfies AreaDrawing;
let finish: (result: ShapeResult) => void = () => {};
let escape: () => void = () => {};
jest.mock('@/features/listings/map/draw/areaDrawing', () => ({
  areaDrawing: (_map: unknown, handlers: { onShape: (result: ShapeResult) => void; onCancel: () => void }) => {
    finish = handlers.onShape;
    escape = handlers.onCancel;
    return drawing;
  },
}));
const shown = jest.fn<void, [unknown, DrawnArea | undefined]>();
jest.mock('@/features/listings/map/draw/shownArea', () => ({
  showDrawnArea: (map: unknown, area: DrawnArea | undefined) => shown(map, area),
}));

const MAP = {} as MapLibreMap;
const CIRCLE: DrawnArea = { kind: 'circle', center: [39.1385, -84.4407], radiusM: 1200 };

beforeEach(() => jest.clearAllMocks());

describe('drawing the area on the map', () => {
  it('offers a polygon and a circle, pressed while drawn, with how to draw each', async () => {
    render(<DrawAreaControl map={MAP} area={undefined} onArea={jest.fn()} />);
    expect(screen.getByRole('group', { name: 'Draw the area to search' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove the area' })).not.toBeInTheDocument();
    const polygon = screen.getByRole('button', { name: 'Draw an area' });
    await userEvent.click(polygon);
    expect(drawing.draw).toHaveBeenCalledWith('polygon');
    expect(polygon).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Click the corners of the area, then the first corner again, double-click or press Enter to finish. Escape cancels.',
    );
    const circle = screen.getByRole('button', { name: 'Draw a circle' });
    await userEvent.click(circle);
    expect(drawing.draw).toHaveBeenLastCalledWith('circle');
    expect(polygon).toHaveAttribute('aria-pressed', 'false');
    expect(circle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Drag from the centre outwards. Escape cancels.');
  });

  it('hands the finished shape’s area on, and is ready for another', async () => {
    const onArea = jest.fn();
    render(<DrawAreaControl map={MAP} area={undefined} onArea={onArea} />);
    await userEvent.click(screen.getByRole('button', { name: 'Draw a circle' }));
    act(() => finish({ area: CIRCLE }));
    expect(onArea).toHaveBeenCalledWith(CIRCLE);
    expect(screen.getByRole('button', { name: 'Draw a circle' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says why a shape is no area, rather than dropping it silently, and keeps the URL’s', async () => {
    const onArea = jest.fn();
    render(<DrawAreaControl map={MAP} area={undefined} onArea={onArea} />);
    await userEvent.click(screen.getByRole('button', { name: 'Draw an area' }));
    act(() => finish({ refused: 'region' }));
    expect(screen.getByRole('status')).toHaveTextContent('The area must lie within the Cincinnati region: draw it again inside it.');
    await userEvent.click(screen.getByRole('button', { name: 'Draw a circle' }));
    act(() => finish({ refused: 'tooSmall' }));
    expect(screen.getByRole('status')).toHaveTextContent('The area is too small: draw one at least 200 metres across.');
    await userEvent.click(screen.getByRole('button', { name: 'Draw a circle' }));
    act(() => finish({ refused: 'tooLarge' }));
    expect(screen.getByRole('status')).toHaveTextContent('The circle is too large: draw one at most 60 km across.');
    expect(onArea).not.toHaveBeenCalled();
  });

  it('drops the shape when its button is pressed again or Escape is pressed', async () => {
    render(<DrawAreaControl map={MAP} area={undefined} onArea={jest.fn()} />);
    const polygon = screen.getByRole('button', { name: 'Draw an area' });
    await userEvent.click(polygon);
    await userEvent.click(polygon);
    expect(drawing.cancel).toHaveBeenCalledTimes(1);
    expect(polygon).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(polygon);
    act(() => escape());
    expect(polygon).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the URL’s area on the map, and removes it in the chip’s words', async () => {
    const onArea = jest.fn();
    const { rerender } = render(<DrawAreaControl map={MAP} area="c:39.1385,-84.4407,1200" onArea={onArea} />);
    expect(shown).toHaveBeenLastCalledWith(MAP, CIRCLE);
    await userEvent.click(screen.getByRole('button', { name: 'Remove the area' }));
    expect(onArea).toHaveBeenCalledWith(undefined);
    rerender(<DrawAreaControl map={MAP} area={undefined} onArea={onArea} />);
    expect(shown).toHaveBeenLastCalledWith(MAP, undefined);
    expect(screen.queryByRole('button', { name: 'Remove the area' })).not.toBeInTheDocument();
  });

  it('shows no area the URL’s reader refuses (the page says why), and leaves the map’s drawing when it goes', () => {
    const { unmount } = render(<DrawAreaControl map={MAP} area="p:39.1,-84.4" onArea={jest.fn()} />);
    expect(shown).toHaveBeenLastCalledWith(MAP, undefined);
    expect(screen.queryByRole('button', { name: 'Remove the area' })).not.toBeInTheDocument();
    unmount();
    expect(drawing.remove).toHaveBeenCalled();
  });
});
