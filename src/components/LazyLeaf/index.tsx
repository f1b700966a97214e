/**
 * A theme component loaded only when a page renders it: the component's code leaves the chunks of
 * every page that does not. Renders nothing until loaded; on the server it renders in full (the
 * site's HTML is rendered once everything is ready), so readers without JavaScript see it too.
 */
import {lazy, Suspense, type ComponentType, type ReactNode} from 'react';

export default function lazyLeaf<Props extends object>(
  load: () => Promise<{default: ComponentType<Props>}>,
): (props: Props) => ReactNode {
  const Leaf = lazy(load);
  return function LazyLeaf(props: Props): ReactNode {
    return (
      <Suspense fallback={null}>
        <Leaf {...props} />
      </Suspense>
    );
  };
}
