import TrophyOutlined from '@ant-design/icons-svg/es/asn/TrophyOutlined';
import { ACHIEVEMENTS, AWARDS } from '@/features/site/about/achievements';
import styles from './Achievements.module.css';
import { Glyph } from '@/components/glyphs/Glyph';

/** The agency's figures as large numbers, then its awards by year. */
export function Achievements() {
  return (
    <>
      <dl className={styles.figures}>
        {ACHIEVEMENTS.map((achievement) => (
          <div key={achievement.label} className={styles.figure}>
            <dt className={styles.label}>{achievement.label}</dt>
            <dd className={styles.value}>{achievement.figure}</dd>
          </div>
        ))}
      </dl>
      <h3 className={styles.awardsTitle}>Awards &amp; Recognition</h3>
      <ul className={styles.awards}>
        {AWARDS.map((award) => (
          <li key={award.title} className={styles.award}>
            <Glyph icon={TrophyOutlined} className={styles.trophy} />
            <span>
              <span className={styles.year}>{award.year}</span> {award.title}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
