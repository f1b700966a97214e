// Wraps the doc's version badge in a Suspense boundary of its own (src/components/FramePart), so React hydrates it after the page's shell, in its own commit.
import DocVersionBadge from '@theme-original/DocVersionBadge';
import type DocVersionBadgeType from '@theme/DocVersionBadge';
import framePart from '@site/src/components/FramePart';

export default framePart(DocVersionBadge as typeof DocVersionBadgeType, 'DocVersionBadge');
