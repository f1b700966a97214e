// Replaces the theme's CodeBlock index to remount a code block after hydration only when the color mode differs from the server's: the theme remounts every block (to apply token colors of a mode the server did not render), which in the server's mode rebuilds identical DOM for every block.
// Upstream: @docusaurus/theme-classic@3.7.0 — CodeBlock/index.js (maybeStringifyChildren, the choice of content component).
import {Children, isValidElement, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** The children as one string when they are only strings (so the block can be copied), else as they are. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const {colorMode} = useColorMode();
  const serverMode = useThemeConfig().colorMode.defaultMode;
  const children = maybeStringifyChildren(rawChildren);
  const key = isBrowser && colorMode !== serverMode ? 'client' : 'server';
  return typeof children === 'string' ? (
    <StringContent key={key} {...props}>
      {children}
    </StringContent>
  ) : (
    <ElementContent key={key} {...props}>
      {children}
    </ElementContent>
  );
}
