// Wraps the navbar in a Suspense boundary of its own (src/components/FramePart), so React hydrates it after the page's shell, in its own commit.
import Navbar from '@theme-original/Navbar';
import type NavbarType from '@theme/Navbar';
import framePart from '@site/src/components/FramePart';

export default framePart(Navbar as typeof NavbarType, 'Navbar');
