/** Puts the site's Prism on the global object, where Prism's language components register. */
import {Prism} from 'prism-react-renderer';

(globalThis as unknown as {Prism: unknown}).Prism = Prism;
