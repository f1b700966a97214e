// Wraps the desktop table of contents in a Suspense boundary of its own (src/components/FramePart), so React hydrates it after the page's shell, in its own commit.
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import framePart from '@site/src/components/FramePart';

export default framePart(TOC as typeof TOCType, 'TOC');
