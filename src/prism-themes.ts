/** Code highlighting themes for light and dark mode (see src/css/custom.css for the palette). */
import {themes, type PrismTheme} from 'prism-react-renderer';

export const prismLight: PrismTheme = themes.github;
export const prismDark: PrismTheme = themes.vsDark;
