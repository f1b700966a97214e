/**
 * Registers Prism's Markdown grammar (`md`, `markdown`) with the site's Prism. Only
 * /markdown-page shows a Markdown code block, so the grammar is imported by that page and is
 * not in `themeConfig.prism.additionalLanguages`, which every page carries.
 */
import './expose-prism';
import 'prismjs/components/prism-markdown';
