import type {ComponentProps, ReactNode} from 'react';

/**
 * A Markdown table. The theme lets wide tables scroll sideways on narrow screens; a scrolling
 * region must be reachable by keyboard (WCAG 2.1.1), so the table takes focus like code blocks do.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}
