import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {DOCS_1_1_0, LATEST_DOCS, PRODUCT_NAME, SDK_PACKAGE} from '@site/src/constants';
import TrustDiagram from './TrustDiagram';
import styles from './styles.module.css';

/**
 * The page's only h1: product name and latest release, what it does in one sentence, where to go
 * next, and the way to the docs of the older release.
 */
export default function Hero(): ReactNode {
  return (
    <div className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>
            <span className={styles.package}>{SDK_PACKAGE}</span>
            <span className={styles.version}>v{LATEST_DOCS.sdkVersion}</span>
          </p>
          <h1 className={styles.title}>
            <span className={styles.brand}>{PRODUCT_NAME}</span> React SDK
          </h1>
          <p className={styles.lead}>
            Give your React app sign-in, private <span className={styles.nowrap}>per-user</span> storage, encryption
            keys and confidential AI, served from AWS Nitro enclaves. The SDK checks an enclave&apos;s signed
            attestation before it sends user data, and shows you which build the enclave runs.
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to={LATEST_DOCS.gettingStartedPath}>
              Get started
            </Link>
            <Link className="button button--outline button--primary button--lg" to={LATEST_DOCS.apiIndexPath}>
              API reference
            </Link>
          </div>
          <p className={styles.older}>
            Using {SDK_PACKAGE} {DOCS_1_1_0.sdkVersion}?{' '}
            <Link to={DOCS_1_1_0.docsBase}>Read the {DOCS_1_1_0.sdkVersion} docs</Link>
          </p>
        </div>
        <div className={styles.art}>
          <TrustDiagram className={styles.diagram} />
        </div>
      </div>
    </div>
  );
}
