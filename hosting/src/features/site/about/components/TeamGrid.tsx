import { FallbackImage } from '@/components/FallbackImage';
import grid from '@/components/cardGrid.module.css';
import { TEAM } from '@/features/site/about/team';
import styles from './TeamGrid.module.css';

export function TeamGrid() {
  return (
    <ul className={grid.grid}>
      {TEAM.map((member) => (
        <li key={member.name} className={grid.item}>
          <article className={styles.member}>
            <FallbackImage src={member.avatarUrl} alt={`Portrait of ${member.name}`} width={120} height={120} className={styles.avatar} />
            <h3 className={styles.name}>{member.name}</h3>
            <p className={styles.role}>{member.role}</p>
            <p className={styles.bio}>{member.bio}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
