import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Capabilities from '@site/src/components/Home/Capabilities';
import Hero from '@site/src/components/Home/Hero';
import HowItWorks from '@site/src/components/Home/HowItWorks';
import Install from '@site/src/components/Home/Install';

/** The home page: a thin composition of the sections in src/components/Home/. */
export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout title="React SDK documentation" description={siteConfig.tagline}>
      <main>
        <Hero />
        <Install />
        <Capabilities />
        <HowItWorks />
      </main>
    </Layout>
  );
}
