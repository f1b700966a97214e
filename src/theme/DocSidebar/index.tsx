// Wraps the doc sidebar in a Suspense boundary of its own (src/components/FramePart), so React hydrates it after the page's shell, in its own commit.
import DocSidebar from '@theme-original/DocSidebar';
import type DocSidebarType from '@theme/DocSidebar';
import framePart from '@site/src/components/FramePart';

export default framePart(DocSidebar as typeof DocSidebarType, 'DocSidebar');
