/**
 * Docusaurus plugin: in production client builds, @docusaurus/theme-common's `utils/reactUtils`
 * module is src/client/react-utils.tsx, whose `useShallowMemoObject` does not call
 * `localeCompare` (see that file: the call cost every doc page's hydration the browser's collation
 * data). The server bundle and `docusaurus start` keep the theme's module.
 */
import {productionClientSwap} from '../module-swap';

/** A request for the module by its name, as the theme's files import it (`../utils/reactUtils`). */
export const REACT_UTILS_REQUEST = /(?:^|\/)reactUtils(?:\.js)?$/;
/** The directory of the theme's files that import it. */
export const THEME_COMMON_LIB = /[\\/]@docusaurus[\\/]theme-common[\\/]lib(?:[\\/]|$)/;

/** Whether a request from the files in `context` names the theme's module. */
export const isThemeReactUtils = (request: string, context: string): boolean =>
  REACT_UTILS_REQUEST.test(request) && THEME_COMMON_LIB.test(context) && request.startsWith('.');

export default productionClientSwap({
  name: 'shallow-memo',
  request: REACT_UTILS_REQUEST,
  from: isThemeReactUtils,
  module: 'src/client/react-utils.tsx',
});
