import { Modal } from 'antd';
import { PopupLeadForm } from './PopupLeadForm';
import styles from './MarketReportPopup.module.css';

interface Props {
  open: boolean;
  /** Backdrop, close button, Escape or a successful submit. */
  onClose: () => void;
}

/** docs/product/site.md#popup: the free market report offer; PublicLayout decides when it opens. */
export default function MarketReportPopup({ open, onClose }: Props) {
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title="Get Your Free Cincinnati Market Report"
      rootClassName={styles.root}
      classNames={{ title: styles.title }}
      width={480}
      centered
    >
      <p className={styles.pitch}>
        Prices, days on market and the neighborhoods to watch: our latest report on Cincinnati&apos;s luxury market, free in your inbox.
      </p>
      <PopupLeadForm onSubmitted={onClose} />
    </Modal>
  );
}
