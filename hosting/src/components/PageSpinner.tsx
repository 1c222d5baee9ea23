import { Spin } from 'antd';

export function PageSpinner() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <Spin size="large" aria-label="Loading" />
    </div>
  );
}
