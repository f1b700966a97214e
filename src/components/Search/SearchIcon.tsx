import type {ReactNode} from 'react';

/** A magnifying glass, decorative (the control it is in carries the label). */
export default function SearchIcon({className}: {className?: string}): ReactNode {
  return (
    <svg className={className} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        d="M10.5 3a7.5 7.5 0 1 1 0 15 7.5 7.5 0 0 1 0-15zM16 16l5 5"
      />
    </svg>
  );
}
