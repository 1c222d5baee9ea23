import { Result } from 'antd';
import { LinkButton } from './LinkButton';
import styles from './ResourceNotFound.module.css';

export interface ResourceNotFoundProps {
  title: string;
  text: string;
  /** Where to go instead, e.g. the list the missing item belongs to. */
  link: { to: string; label: string };
}

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
