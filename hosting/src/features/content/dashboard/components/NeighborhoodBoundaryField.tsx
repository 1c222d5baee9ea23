import { Button } from 'antd';
import { useState } from 'react';
import { geoJsonArea, neighborhoodId, type NeighborhoodName } from '@estate/domain';
import { errorMessage } from '@/api/client';
import { LabelledSwitch } from '@/components/form/LabelledSwitch';
import { useToast } from '@/components/toasts';
import { useNeighborhoodBoundaries } from '@/features/listings';
import { UploadPicker } from '@/features/uploads';
import { useDeleteNeighborhoodBoundary } from '@/features/content/dashboard/api/deleteNeighborhoodBoundary';
import { usePutNeighborhoodBoundary } from '@/features/content/dashboard/api/putNeighborhoodBoundary';
import { BOUNDARY_TEXTS } from '@/features/content/dashboard/boundaryTexts';
import styles from './NeighborhoodBoundaryField.module.css';

const GEOJSON_FILES = '.geojson,.json,application/geo+json,application/json';

/** A file's text, through FileReader, which every browser and jsdom have (jsdom's File has no text()). */
const textOf = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });

/** The GeoJSON a file holds, or why it is refused, read by the domain's reader as the API reads it. */
async function readBoundary(file: File): Promise<{ geojson: object } | { refused: string }> {
  let geojson: unknown;
  try {
    geojson = JSON.parse(await textOf(file));
  } catch {
    return { refused: BOUNDARY_TEXTS.notJson };
  }
  const area = geoJsonArea(geojson);
  return 'refused' in area ? area : { geojson: geojson as object };
}

/**
 * docs/product/dashboard.md#content-tabs: a neighbourhood's boundary, uploaded, replaced or removed
 * at once (apart from the dialog's Save, as an upload is); the maps draw it.
 */
export function NeighborhoodBoundaryField({ name, formId }: { name: NeighborhoodName; formId: string }) {
  const { data: boundaries } = useNeighborhoodBoundaries();
  const put = usePutNeighborhoodBoundary();
  const remove = useDeleteNeighborhoodBoundary();
  const toast = useToast();
  const [approximate, setApproximate] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const current = boundaries?.features.find((feature) => feature.id === neighborhoodId(name));
  const busy = put.isPending || remove.isPending;
  const errorId = `${formId}-boundary-error`;

  const upload = async ([file]: File[]) => {
    setRefusal(undefined);
    const read = await readBoundary(file!);
    if ('refused' in read) return setRefusal(read.refused);
    try {
      await put.mutateAsync({ name, upload: { geojson: read.geojson, approximate } });
      toast.success({ title: BOUNDARY_TEXTS.saved });
    } catch (error) {
      setRefusal(errorMessage(error, BOUNDARY_TEXTS.failed));
    }
  };
  const removeBoundary = async () => {
    try {
      await remove.mutateAsync(name);
      toast.success({ title: BOUNDARY_TEXTS.removed });
    } catch (error) {
      toast.error({ title: `${BOUNDARY_TEXTS.removeFailed}: ${errorMessage(error, String(error))}` });
    }
  };

  return (
    <section className={styles.boundary} aria-labelledby={`${formId}-boundary-heading`}>
      <h3 id={`${formId}-boundary-heading`} className={styles.heading}>
        {BOUNDARY_TEXTS.heading}
      </h3>
      <p className={styles.help}>{BOUNDARY_TEXTS.help}</p>
      <p className={styles.state}>
        {current ? (current.properties.approximate ? BOUNDARY_TEXTS.approximate : BOUNDARY_TEXTS.exact) : BOUNDARY_TEXTS.none}
      </p>
      <LabelledSwitch label={BOUNDARY_TEXTS.approximateSwitch} checked={approximate} onChange={setApproximate} />
      <div className={styles.actions}>
        <UploadPicker
          id={`${formId}-boundary`}
          label={current ? BOUNDARY_TEXTS.replace : BOUNDARY_TEXTS.upload}
          multiple={false}
          disabled={busy}
          accept={GEOJSON_FILES}
          onFiles={(files) => void upload(files)}
          ariaProps={refusal ? { 'aria-describedby': errorId, 'aria-invalid': true } : undefined}
        />
        {current && (
          <Button danger disabled={busy} onClick={() => void removeBoundary()}>
            {BOUNDARY_TEXTS.remove}
          </Button>
        )}
      </div>
      {refusal && (
        <p id={errorId} className={styles.error} role="alert">
          {refusal}
        </p>
      )}
    </section>
  );
}
