import { useEffect, useMemo, useRef, useState } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { parseDrawnArea, type DrawnArea } from '@estate/domain';
import { areaDrawing, type AreaDrawing, type DrawKind } from './areaDrawing';
import { DRAW_AREA_TEXTS } from './drawAreaTexts';
import type { ShapeRefusal } from './drawnAreaShapes';
import { showDrawnArea } from './shownArea';
import styles from './DrawAreaControl.module.css';

export interface DrawAreaControlProps {
  /** The listings map, made and loaded by the page. */
  map: MapLibreMap;
  /** The URL's `area` value as the page passes it on unread; one the reader refuses is not shown (the page says why). */
  area: string | undefined;
  /** A finished drawing's area, to put in the URL (formatDrawnArea); undefined when 'Remove the area' is pressed. */
  onArea: (area: DrawnArea | undefined) => void;
}

/** The URL's area, if it reads as one. */
const readArea = (value: string | undefined): DrawnArea | undefined => {
  if (!value) return undefined;
  const area = parseDrawnArea(value);
  return 'refused' in area ? undefined : area;
};

/**
 * Drawing the search's area on the /properties map (docs/product/site.md#listing): 'Draw an area'
 * (a polygon) and 'Draw a circle', each pressed while drawing (pressed again, or Escape, cancels),
 * 'Remove the area' while the URL has one, and a line saying how to draw or why a drawing is no
 * area. The URL's area is shown on the map. Pointer only: the filters and the list stay the keyboard's way.
 *
 * In the map's lazy chunk, once the map exists:
 *
 * ```tsx
 * <div className={styles.mapBox}> // position: relative
 *   <div ref={container} className={styles.map} />
 *   {map && (
 *     <DrawAreaControl
 *       map={map}
 *       area={filters.area}
 *       onArea={(area) => setFilters({ ...filters, area: area && formatDrawnArea(area) })}
 *     />
 *   )}
 * </div>
 * ```
 */
export function DrawAreaControl({ map, area, onArea }: DrawAreaControlProps) {
  const [drawing, setDrawing] = useState<DrawKind>();
  const [refusal, setRefusal] = useState<ShapeRefusal>();
  const tool = useRef<AreaDrawing>(undefined);
  // The drawing's handlers, made once per map, call the latest onArea.
  const report = useRef(onArea);
  useEffect(() => {
    report.current = onArea;
  }, [onArea]);

  useEffect(() => {
    const created = areaDrawing(map, {
      onShape: (result) => {
        setDrawing(undefined);
        if ('refused' in result) {
          setRefusal(result.refused);
        } else {
          setRefusal(undefined);
          report.current(result.area);
        }
      },
      onCancel: () => setDrawing(undefined),
    });
    tool.current = created;
    return () => {
      created.remove();
      tool.current = undefined;
    };
  }, [map]);

  const shown = useMemo(() => readArea(area), [area]);
  useEffect(() => showDrawnArea(map, shown), [map, shown]);

  const toggle = (kind: DrawKind) => {
    setRefusal(undefined);
    if (drawing === kind) {
      tool.current?.cancel();
      setDrawing(undefined);
    } else {
      tool.current?.draw(kind);
      setDrawing(kind);
    }
  };
  const remove = () => {
    tool.current?.cancel();
    setDrawing(undefined);
    setRefusal(undefined);
    onArea(undefined);
  };

  const message = drawing ? DRAW_AREA_TEXTS[`${drawing}Hint`] : refusal ? DRAW_AREA_TEXTS[refusal] : '';
  return (
    <div className={styles.control} role="group" aria-label={DRAW_AREA_TEXTS.group}>
      <div className={styles.buttons}>
        <button type="button" className={styles.button} aria-pressed={drawing === 'polygon'} onClick={() => toggle('polygon')}>
          {DRAW_AREA_TEXTS.polygon}
        </button>
        <button type="button" className={styles.button} aria-pressed={drawing === 'circle'} onClick={() => toggle('circle')}>
          {DRAW_AREA_TEXTS.circle}
        </button>
        {shown && (
          <button type="button" className={styles.button} onClick={remove}>
            {DRAW_AREA_TEXTS.remove}
          </button>
        )}
      </div>
      <p className={styles.message} role="status">
        {message}
      </p>
    </div>
  );
}
