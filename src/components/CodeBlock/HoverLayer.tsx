/**
 * The type popovers of a code block: loaded (React.lazy, index.tsx) on the first pointer or focus
 * in the block, so pages carry none of this code until a reader reaches for a type.
 */
import {type ReactNode, type RefObject} from 'react';
import TypePopover from './TypePopover';
import {useTypeHover, type FirstTouch} from './useTypeHover';

interface Props {
  /** URL of the page's hover table. */
  url: string;
  container: RefObject<HTMLElement | null>;
  first: FirstTouch;
  /** The number of the block's first typed name among the page's. */
  firstName: number;
}

export default function HoverLayer({url, container, first, firstName}: Props): ReactNode {
  const {active, table, popoverId, popoverHandlers} = useTypeHover(url, container, first, firstName);
  if (!active) return null;
  return (
    <TypePopover
      // A new element per name and per content: an element that moved would count as a layout shift.
      key={`${active.serial}-${table.status}`}
      id={popoverId}
      active={active}
      table={table}
      container={container}
      handlers={popoverHandlers}
    />
  );
}
