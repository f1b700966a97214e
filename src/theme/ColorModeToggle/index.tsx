// Wraps the colour toggle to remount it once hydrated: React 19 keeps server-rendered attributes on a mismatch, so in dark mode its label and pressed state said "light" until the first click.
import type {ReactNode} from 'react';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type ColorModeToggleType from '@theme/ColorModeToggle';
import type {WrapperProps} from '@docusaurus/types';
import useIsBrowser from '@docusaurus/useIsBrowser';

type Props = WrapperProps<typeof ColorModeToggleType>;

export default function ColorModeToggleWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  return <ColorModeToggle key={isBrowser ? 'hydrated' : 'server-rendered'} {...props} />;
}
