import { Result } from 'antd';
import { LinkButton } from '../features/properties/components/LinkButton';
import styles from './ResourceNotFound.module.css';

interface Props {
  title: string;
  text: string;
  /** Where to go instead, e.g. the list the missing item belongs to. */
  link: { to: string; label: string };
}

/** A detail page whose item does not exist (the API answered 404): the page's h1, why, and a way on. */
export function ResourceNotFound({ title, text, link }: Props) {
  return (
    <Result
      status="404"
      title={<h1 className={styles.title}>{title}</h1>}
      subTitle={<span className={styles.text}>{text}</span>}
      extra={<LinkButton to={link.to}>{link.label}</LinkButton>}
    />
  );
}
