import type {ReactNode} from 'react';
import styles from './styles.module.css';

interface Props {
  /** The heading's id, so the section can be linked to and labelled by it. */
  id: string;
  title: ReactNode;
  children: ReactNode;
}

/** The heading and lede that open a home page section. */
export default function SectionIntro({id, title, children}: Props): ReactNode {
  return (
    <div className={styles.intro}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <p className={styles.lede}>{children}</p>
    </div>
  );
}
