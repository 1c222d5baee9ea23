/** The drawn area as a query-string parameter of yup schemas (GET /api/properties, saved searches): read by parseDrawnArea, refused with its message. */
import { readParam } from '../shared/queryParams';
import type { DrawnArea } from './drawnArea';
import { DRAWN_AREA_TEXTS } from './drawnAreaTexts';
import { parseDrawnArea } from './drawnAreaParam';

export const drawnAreaParam = () =>
  readParam<DrawnArea>((value) => {
    const area = parseDrawnArea(value);
    return 'refused' in area ? { refused: DRAWN_AREA_TEXTS[area.refused] } : area;
  }, DRAWN_AREA_TEXTS.single);
