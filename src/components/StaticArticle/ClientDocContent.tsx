/**
 * The theme's DocItem/Content in a production client build (plugins/static-article swaps the
 * module): a doc's content is its shell (./shell.tsx), which renders the article element itself,
 * so this renders it as it is; the theme's MDX rendering, with every MDX component, stays out of
 * the client bundle. The server renders the theme's, with the same article element.
 */
import type {ReactNode} from 'react';

export default function ClientDocContent({children}: {children: ReactNode}): ReactNode {
  return children;
}
