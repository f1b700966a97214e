// Wraps the mobile table of contents in a Suspense boundary of its own (src/components/FramePart), so React hydrates it after the page's shell, in its own commit.
import TOCCollapsible from '@theme-original/TOCCollapsible';
import type TOCCollapsibleType from '@theme/TOCCollapsible';
import framePart from '@site/src/components/FramePart';

export default framePart(TOCCollapsible as typeof TOCCollapsibleType, 'TOCCollapsible');
