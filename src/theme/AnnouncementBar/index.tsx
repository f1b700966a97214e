// Wraps the announcement bar in a Suspense boundary of its own (src/components/FramePart), so React hydrates it after the page's shell, in its own commit.
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import framePart from '@site/src/components/FramePart';

export default framePart(AnnouncementBar as typeof AnnouncementBarType, 'AnnouncementBar');
