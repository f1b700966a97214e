/**
 * What renders a shell's article (./ShellArticle.tsx), provided by ClientDocContent.tsx: the
 * shells, one module per doc, carry no rendering code of their own, which stays in the doc page's
 * chunks.
 */
import {createContext, type ComponentType} from 'react';
import type {Article} from './article';

export const ArticleRenderer = createContext<ComponentType<{article: Article}> | null>(null);
