/** An excerpt's segments as React text, the matches in <mark>: never HTML from the index. */
import type {ReactNode} from 'react';
import type {Segment} from '@site/lib/search/excerpt';
import styles from './Excerpt.module.css';

export default function Excerpt({segments, className}: {segments: readonly Segment[]; className?: string}): ReactNode {
  return (
    <span className={className}>
      {segments.map((segment, index) =>
        segment.mark ? (
          <mark key={index} className={styles.mark}>
            {segment.text}
          </mark>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </span>
  );
}
