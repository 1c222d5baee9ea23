import { Alert } from 'antd';
import { FACTOR_TEXTS } from '@estate/domain';

/** The recovery codes, shown once: the member copies or prints them now. */
export function RecoveryCodesList({ codes }: { codes: readonly string[] }) {
  return (
    <div>
      <Alert type="warning" showIcon title={FACTOR_TEXTS.recoveryCodesIntro} style={{ marginBottom: 12 }} />
      <ol aria-label="Recovery codes" style={{ columns: 2, fontFamily: 'monospace', fontSize: 16 }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
    </div>
  );
}
