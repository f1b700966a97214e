/**
 * A result's docs version, as text beside its section chip: "1.1.0" on screen, "version 1.1.0"
 * to a screen reader. `className` gives it the chip style of the list it is in.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './VersionBadge.module.css';
import hidden from '@site/src/css/visually-hidden.module.css';

export default function VersionBadge({version, className}: {version: string; className?: string}): ReactNode {
  return (
    <span className={clsx(styles.version, className)}>
      <span className={hidden.visuallyHidden}>version </span>
      {version}
    </span>
  );
}
