/** The drawn area as a query-string parameter of yup schemas (GET /api/properties, saved searches): read by parseDrawnArea, refused with its message. */
import { mixed } from 'yup';
import type { DrawnArea } from './drawnArea';
import { DRAWN_AREA_TEXTS } from './drawnAreaTexts';
import { parseDrawnArea } from './drawnAreaParam';

/** What the transform could not read: yup's transforms cannot fail, so the test refuses it with the reader's message. */
type Unread = { refused: string };
const isUnread = (value: unknown): value is Unread => typeof value === 'object' && value !== null && 'refused' in value;

export function drawnAreaParam() {
  return mixed<DrawnArea>()
    .transform((value: unknown): DrawnArea | Unread | undefined => {
      if (value === undefined || value === '') return undefined;
      if (typeof value !== 'string') return { refused: DRAWN_AREA_TEXTS.single };
      const area = parseDrawnArea(value);
      return 'refused' in area ? { refused: DRAWN_AREA_TEXTS[area.refused] } : area;
    })
    .test('readable', (value: unknown, context) => (isUnread(value) ? context.createError({ message: value.refused }) : true));
}
