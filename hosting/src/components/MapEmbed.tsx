import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import { useState } from 'react';
import styles from './MapEmbed.module.css';
import { Glyph } from '@/components/glyphs/Glyph';

interface Props {
  /** What to show: an address or a place name. */
  query: string;
  title: string;
  height?: number;
}

/**
 * A map of a place. The third-party map loads only when the visitor asks for it, so pages
 * stay fast and work offline; a link opens the full map either way.
 */
export function MapEmbed({ query, title, height = 360 }: Props) {
  const [shown, setShown] = useState(false);
  const q = encodeURIComponent(query);
  return (
    <div className={styles.frame} style={{ height }}>
      {shown ? (
        <iframe
          title={title}
          src={`https://maps.google.com/maps?q=${q}&z=14&output=embed`}
          loading="lazy"
          className={styles.iframe}
          referrerPolicy="no-referrer"
        />
      ) : (
        <div className={styles.placeholder}>
          <Glyph icon={EnvironmentOutlined} className={styles.pin} />
          <p className={styles.place}>{query}</p>
          <button type="button" className={styles.button} onClick={() => setShown(true)}>
            Show map
          </button>
          <a className={styles.link} href={`https://www.google.com/maps/search/?api=1&query=${q}`} target="_blank" rel="noreferrer">
            Open in Google Maps
          </a>
        </div>
      )}
    </div>
  );
}
