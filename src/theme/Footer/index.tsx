// Wraps the footer in a Suspense boundary of its own (src/components/FramePart), so React hydrates it after the page's shell, in its own commit.
import Footer from '@theme-original/Footer';
import type FooterType from '@theme/Footer';
import framePart from '@site/src/components/FramePart';

export default framePart(Footer as typeof FooterType, 'Footer');
