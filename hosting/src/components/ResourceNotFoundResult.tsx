import { Result } from 'antd';
import { LinkButton } from '../features/properties/components/LinkButton';
import type { ResourceNotFoundProps } from './ResourceNotFound';
import styles from './ResourceNotFound.module.css';

/** antd's 404 result, with its illustration: loaded by ResourceNotFound only when a page needs it. */
export default function ResourceNotFoundResult({ title, text, link }: ResourceNotFoundProps) {
  return (
    <Result
      status="404"
      title={<h1 className={styles.title}>{title}</h1>}
      subTitle={<span className={styles.text}>{text}</span>}
      extra={<LinkButton to={link.to}>{link.label}</LinkButton>}
    />
  );
}
