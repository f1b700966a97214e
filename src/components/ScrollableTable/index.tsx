/**
 * A Markdown table, in a region that scrolls sideways when the table is wider than the column.
 * A scrolling region must be reachable by keyboard (WCAG 2.1.1), so it takes focus, and has a
 * name (the table's column headings) for the screen reader that lands on it. A shadow at an edge
 * where columns are hidden says that the table scrolls (styles.module.css, CSS only: it needs no
 * script, so it shows on pages that are not hydrated too). On a phone, columns keep a readable
 * width and the table scrolls instead of squeezing its prose.
 */
import {Children, isValidElement, type ComponentProps, type ReactNode} from 'react';
import styles from './styles.module.css';

/** The text of a React tree. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (!isValidElement<{children?: ReactNode}>(node)) return '';
  return Children.toArray(node.props.children).map(textOf).join('');
}

/** The texts of the header cells (`th`) of a tree. */
function headings(node: ReactNode): string[] {
  if (!isValidElement<{children?: ReactNode}>(node)) return [];
  if (node.type === 'th') return [textOf(node).trim()].filter(Boolean);
  return Children.toArray(node.props.children).flatMap(headings);
}

/** The region's name: `Table: ` and the texts of the header cells. */
export function tableName(children: ReactNode): string {
  const texts = Children.toArray(children).flatMap(headings);
  return texts.length > 0 ? `Table: ${texts.join(', ')}` : 'Table';
}

export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
    <div className={styles.scroller} role="region" aria-label={tableName(props.children)} tabIndex={0}>
      <table {...props} />
    </div>
  );
}
