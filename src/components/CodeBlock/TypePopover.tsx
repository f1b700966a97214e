/**
 * The popover of a typed name: the compiler's type of the name (highlighted), the declaration's
 * documentation comment and, for an SDK name, a link to its entry in the API reference of the
 * release the sample compiles against. A tooltip (`role="tooltip"`, named by the name's
 * `aria-describedby`), positioned over the page below the name (above it when there is no room
 * below), so nothing around it moves.
 */
import {useLayoutEffect, useRef, type FocusEvent, type PointerEvent, type ReactNode, type RefObject} from 'react';
import Link from '@docusaurus/Link';
import {decodeTokens} from '@site/lib/code-tokens';
import Lines from './Lines';
import type {ActiveName, TableState} from './useTypeHover';
import styles from './popover.module.css';

const NO_LINES: ReadonlySet<number> = new Set();
/** Space between the name and the popover, and between the popover and the viewport's edges, in px. */
const GAP = 6;

interface Props {
  id: string;
  active: ActiveName;
  table: TableState;
  container: RefObject<HTMLElement | null>;
  handlers: {
    onPointerEnter: () => void;
    onPointerLeave: (event: PointerEvent) => void;
    onBlur: (event: FocusEvent) => void;
  };
}

function Body({active, table}: Pick<Props, 'active' | 'table'>): ReactNode {
  if (table.status === 'loading') return <p className={styles.popoverNote}>Loading the type…</p>;
  const entry = table.status === 'ready' ? table.table.entries[table.table.names[active.index]] : undefined;
  if (!entry) return <p className={styles.popoverNote}>The type could not be loaded.</p>;
  return (
    <>
      <div className={styles.popoverType}>
        <Lines lines={decodeTokens(entry.type, entry.tokens)} highlighted={NO_LINES} />
      </div>
      {entry.docs?.map((block, index) =>
        'code' in block ? (
          <div key={index} className={styles.popoverCode}>
            {block.code}
          </div>
        ) : (
          <p key={index} className={styles.popoverDocs}>
            {block.text.map((part, at) => (typeof part === 'string' ? part : <code key={at}>{part[0]}</code>))}
          </p>
        ),
      )}
      {entry.link && (
        <p className={styles.popoverLink}>
          <Link to={entry.link.url}>
            <code>{entry.link.symbol}</code> in the API reference
          </Link>
        </p>
      )}
    </>
  );
}

export default function TypePopover({id, active, table, container, handlers}: Props): ReactNode {
  const popover = useRef<HTMLDivElement>(null);
  // Placed after every render: below the name, inside the viewport's width.
  useLayoutEffect(() => {
    const box = popover.current;
    const frame = container.current;
    if (!box || !frame) return;
    const name = active.name.getBoundingClientRect();
    const origin = frame.getBoundingClientRect();
    const viewport = document.documentElement.clientWidth;
    const width = box.offsetWidth;
    const left = Math.max(GAP, Math.min(name.left, viewport - width - GAP));
    const below = name.bottom + GAP + box.offsetHeight <= window.innerHeight || name.top < box.offsetHeight + GAP;
    const top = below ? name.bottom + GAP : name.top - GAP - box.offsetHeight;
    box.style.left = `${left - origin.left}px`;
    box.style.top = `${top - origin.top}px`;
  });

  return (
    // The tooltip stays while the pointer is on it, so its text can be read and its link followed.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- pointer and focus events of the tooltip itself
    <div
      ref={popover}
      id={id}
      role="tooltip"
      className={styles.popover}
      onPointerEnter={handlers.onPointerEnter}
      onPointerLeave={handlers.onPointerLeave}
      onBlur={handlers.onBlur}>
      <Body active={active} table={table} />
      {active.byKeyboard && (
        <p className={styles.popoverNote}>Arrow keys: the other names of this sample. Escape: close.</p>
      )}
    </div>
  );
}
