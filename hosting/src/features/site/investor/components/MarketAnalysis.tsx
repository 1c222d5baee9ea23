import { MARKET_ANALYSIS, MARKET_INDICATORS } from '@/features/site/investor/marketAnalysis';
import styles from './MarketAnalysis.module.css';

export function MarketAnalysis() {
  return (
    <div className={styles.layout}>
      <div className={styles.text}>
        {MARKET_ANALYSIS.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <dl className={styles.indicators}>
        {MARKET_INDICATORS.map((indicator) => (
          <div key={indicator.label} className={styles.indicator}>
            <dt className={styles.label}>{indicator.label}</dt>
            <dd className={styles.value}>{indicator.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
